import { useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import type { StaffVoucherFieldsFragment } from "../../gql/graphql";
import styles from "../Backoffice.module.css";
import { useStaffFormat } from "../format";
import { SortableHeader, type TableSort } from "../SortableHeader";
import { useBackofficeTexts } from "../texts";
import { EndVoucherDialog } from "./EndVoucherDialog";
import { StaffVouchersDocument } from "./queries";
import { VoucherForm } from "./VoucherForm";
import { berlinToday, type VoucherState, voucherState, voucherStates } from "./voucherState";

type Voucher = StaffVoucherFieldsFragment;
type Column = "code" | "value" | "fromDate" | "toDate" | "minValue" | "maxUsage" | "used" | "state";

/** Each column's sort key (percentages before amounts); a missing bound or limit sorts as the widest. */
const sortKeys: Record<Column, (v: Voucher, state: VoucherState) => string | number> = {
  code: (v) => v.voucherCode.toLowerCase(),
  value: (v) => (v.type === "PERCENTAGE" ? 0 : 1e12) + v.value,
  fromDate: (v) => v.fromDate ?? "0000-00-00",
  toDate: (v) => v.toDate ?? "9999-99-99",
  minValue: (v) => v.minValueCents ?? 0,
  maxUsage: (v) => v.maxUsage ?? Number.MAX_SAFE_INTEGER,
  used: (v) => v.usedCount,
  state: (_v, state) => voucherStates.indexOf(state),
};

/**
 * `/backoffice/vouchers`: every voucher with its state today, sorted by a column header and
 * filtered by state and code in the page (the list is complete), created, changed and ended.
 */
export function VouchersPage() {
  const text = useBackofficeTexts();
  const format = useStaffFormat();
  const id = useId();
  // Fresh whenever opened: checkout counts redemptions meanwhile.
  const { data } = useQuery(StaffVouchersDocument, { fetchPolicy: "cache-and-network" });
  const [search, setSearch] = useState("");
  const [stateFilter, setStateFilter] = useState<VoucherState | "">("");
  const [sort, setSort] = useState<TableSort<Column>>({ field: "code", direction: "ASC" });
  const [editing, setEditing] = useState<Voucher | "new" | null>(null);
  const [ending, setEnding] = useState<Voucher | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const today = berlinToday();
  const all = data?.staffVouchers.__typename === "StaffVoucherList" ? data.staffVouchers.vouchers : null;
  const needle = search.trim().toLowerCase();
  const shown = (all ?? [])
    .map((voucher) => ({ voucher, state: voucherState(voucher, today) }))
    .filter(
      ({ voucher, state }) =>
        (!stateFilter || state === stateFilter) && voucher.voucherCode.toLowerCase().includes(needle),
    )
    .sort((a, b) => {
      const key = sortKeys[sort.field];
      const [x, y] = [key(a.voucher, a.state), key(b.voucher, b.state)];
      const order = x < y ? -1 : x > y ? 1 : a.voucher.voucherCode.localeCompare(b.voucher.voucherCode);
      return sort.direction === "ASC" ? order : -order;
    });
  const header = (field: Column, label: string, className?: string) => (
    <SortableHeader field={field} sort={sort} onSort={setSort} className={className}>
      {label}
    </SortableHeader>
  );
  const open = (voucher: Voucher | "new") => {
    setNotice(null);
    setEditing(voucher);
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <div className={styles.pageHead}>
        <h1 id={`${id}-title`} className={styles.pageTitle}>
          {text.vouchers}
        </h1>
        {!editing && (
          <button type="button" className={styles.primaryButton} onClick={() => open("new")}>
            {text.newVoucher}
          </button>
        )}
      </div>
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      {editing && (
        <VoucherForm
          key={editing === "new" ? "new" : editing.id}
          voucher={editing === "new" ? undefined : editing}
          onCancel={() => setEditing(null)}
          onDone={(code) => {
            setEditing(null);
            setNotice(text.saved(code));
          }}
        />
      )}
      <div className={styles.filters}>
        <label className={styles.searchField}>
          <span>{text.searchCode}</span>
          <input type="search" value={search} maxLength={30} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <label>
          <span>{text.state}</span>
          <select value={stateFilter} onChange={(e) => setStateFilter(e.target.value as VoucherState | "")}>
            <option value="">{text.any}</option>
            {voucherStates.map((state) => (
              <option key={state} value={state}>
                {text.states[state]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <table className={`${styles.table} ${styles.compactTable}`} aria-busy={!all}>
        <thead>
          <tr>
            {header("code", text.code)}
            {header("value", text.value, styles.amount)}
            {header("fromDate", text.columns.fromDate)}
            {header("toDate", text.columns.toDate)}
            {header("minValue", text.columns.minValue, styles.amount)}
            {header("maxUsage", text.columns.maxUsage, styles.amount)}
            {header("used", text.used, styles.amount)}
            <th scope="col">{text.freeShipping}</th>
            {header("state", text.state)}
            <th scope="col">
              <span className="visually-hidden">{text.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map(({ voucher, state }) => (
            <tr key={voucher.id}>
              <th scope="row" className={styles.code}>
                {voucher.voucherCode}
              </th>
              <td className={styles.amount}>
                {voucher.type === "PERCENTAGE" ? format.percent(voucher.value) : format.money(voucher.value)}
              </td>
              <td>{voucher.fromDate ? format.date(voucher.fromDate) : "–"}</td>
              <td>{voucher.toDate ? format.date(voucher.toDate) : text.open}</td>
              <td className={styles.amount}>
                {voucher.minValueCents ? format.money(voucher.minValueCents) : "–"}
              </td>
              <td className={styles.amount}>{voucher.maxUsage ?? text.unlimited}</td>
              <td className={styles.amount} data-testid="voucher-used">
                {voucher.usedCount}
              </td>
              <td>{voucher.freeShipping ? text.yes : text.no}</td>
              <td>
                <span className={styles.badge} data-state={state}>
                  {text.states[state]}
                </span>
              </td>
              <td className={styles.rowActions}>
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-label={`${text.edit} ${voucher.voucherCode}`}
                  onClick={() => open(voucher)}
                >
                  {text.edit}
                </button>
                {state !== "ended" && (
                  <button
                    type="button"
                    className={`${styles.linkButton} ${styles.dangerLink}`}
                    aria-label={`${text.endVoucher} ${voucher.voucherCode}`}
                    onClick={() => setEnding(voucher)}
                  >
                    {text.endVoucher}
                  </button>
                )}
              </td>
            </tr>
          ))}
          {all && (
            <tr className={styles.listFoot}>
              <td colSpan={10}>{shown.length === 0 ? text.noVouchers : text.vouchersCount(shown.length)}</td>
            </tr>
          )}
        </tbody>
      </table>
      {ending && (
        <EndVoucherDialog
          voucher={ending}
          onClose={(ended) => {
            setEnding(null);
            if (ended) setNotice(text.ended(ending.voucherCode));
          }}
        />
      )}
    </section>
  );
}
