import { useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { statusKey } from "../checkout/labels";
import type { OrderStatus, PaymentStatus, StaffOrderFilter, StaffOrderSortField } from "../gql/graphql";
import { useDebouncedValue } from "../shared/useDebouncedValue";
import styles from "./Backoffice.module.css";
import { useStaffFormat } from "./format";
import { StaffOrdersDocument } from "./queries";
import { SortableHeader, type TableSort } from "./SortableHeader";
import { paymentLabel, useBackofficeTexts } from "./texts";

const PAGE = 25;
const statuses: OrderStatus[] = [
  "ORDER_RECEIVED",
  "READY_FOR_PROCESSING",
  "CUSTOMER_CONTACTED",
  "FILES_PRINTABLE",
  "FILES_NOT_PRINTABLE",
  "SUPPLIER_REQUEST_SENT",
  "IN_PRODUCTION",
  "PARTS_DEFECTIVE",
  "PARTS_REVIEWED",
  "ORDER_COMPLETED",
  "ORDER_CANCELLED",
  "QUOTE_GENERATED",
];

/**
 * `/backoffice`: the orders, newest first or sorted by a column header (by the server, so paging
 * stays right), filtered and searched as staff type, paged by cursor.
 */
export function OrdersPage() {
  const text = useBackofficeTexts();
  const { t } = useTranslation();
  const id = useId();
  const [status, setStatus] = useState<OrderStatus | "">("");
  const [payment, setPayment] = useState<PaymentStatus | "">("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [search, setSearch] = useState("");
  const typed = useDebouncedValue(search.trim(), 250);
  const filter: StaffOrderFilter = {
    ...(status ? { status } : {}),
    ...(payment ? { paymentStatus: payment } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(typed ? { search: typed } : {}),
  };
  const sortedBy: [StaffOrderSortField, string][] = [
    ["ORDER_NUMBER", text.number],
    ["PLACED_AT", text.date],
    ["CUSTOMER", text.customer],
    ["STATUS", text.status],
  ];
  const [sort, setSort] = useState<TableSort<StaffOrderSortField>>({ field: "PLACED_AT", direction: "DESC" });
  // One entry per loaded page; a new filter or sort starts again at the first.
  const key = JSON.stringify([filter, sort]);
  const [pages, setPages] = useState<{ key: string; cursors: (string | null)[] }>({ key, cursors: [null] });
  const cursors = pages.key === key ? pages.cursors : [null];

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.pageTitle}>
        {text.orders}
      </h1>
      <div className={styles.filters}>
        <label className={styles.searchField}>
          <span>{text.search}</span>
          <input
            aria-label={text.search}
            type="search"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <label>
          <span>{text.status}</span>
          <select
            aria-label={text.status}
            value={status}
            onChange={(e) => setStatus(e.target.value as OrderStatus | "")}
          >
            <option value="">{text.any}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(statusKey(s))}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{text.payment}</span>
          <select
            aria-label={text.payment}
            value={payment}
            onChange={(e) => setPayment(e.target.value as PaymentStatus | "")}
          >
            <option value="">{text.any}</option>
            <option value="PAYMENT_PENDING">{text.unpaid}</option>
            <option value="PAYMENT_RECEIVED">{text.paid}</option>
            <option value="PAYMENT_REFUNDED">{text.refunded}</option>
          </select>
        </label>
        <label>
          <span>{text.from}</span>
          <input aria-label={text.from} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          <span>{text.to}</span>
          <input aria-label={text.to} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
      </div>
      <table className={styles.table}>
        <thead>
          <tr>
            {sortedBy.map(([field, label]) => (
              <SortableHeader key={field} field={field} sort={sort} onSort={setSort}>
                {label}
              </SortableHeader>
            ))}
            <th scope="col">{text.payment}</th>
            <SortableHeader field="TOTAL" sort={sort} onSort={setSort} className={styles.amount}>
              {text.total}
            </SortableHeader>
          </tr>
        </thead>
        {cursors.map((after, index) => (
          <OrderRows
            key={after ?? "first"}
            filter={filter}
            sort={sort}
            after={after}
            last={index === cursors.length - 1}
            onMore={(cursor) => setPages({ key, cursors: [...cursors, cursor] })}
          />
        ))}
      </table>
    </section>
  );
}

/** One page of the list: its rows, the count and, on the last page, the button for the next. */
function OrderRows(props: {
  filter: StaffOrderFilter;
  sort: TableSort<StaffOrderSortField>;
  after: string | null;
  last: boolean;
  onMore(cursor: string): void;
}) {
  const text = useBackofficeTexts();
  const { t } = useTranslation();
  const format = useStaffFormat();
  const { data, loading } = useQuery(StaffOrdersDocument, {
    variables: { filter: props.filter, sort: props.sort, first: PAGE, after: props.after },
  });
  const page = data?.staffOrders.__typename === "OrderConnection" ? data.staffOrders : null;
  return (
    <tbody aria-busy={loading}>
      {page?.edges.map(({ node }) => {
        const name = [node.billingAddress.firstname, node.billingAddress.lastname].join(" ");
        return (
          <tr key={node.id}>
            <td>
              <Link to={`/backoffice/orders/${node.id}`}>{node.number}</Link>
            </td>
            <td>{format.dateTime(node.createdAt)}</td>
            <td>
              <div>{node.billingAddress.company || name}</div>
              <div className={styles.muted}>{node.email}</div>
            </td>
            <td>
              <span className={styles.badge} data-status={node.status}>
                {t(statusKey(node.status))}
              </span>
            </td>
            <td>{paymentLabel(text, node.paymentStatus)}</td>
            <td className={styles.amount}>{format.money(node.totals.gross)}</td>
          </tr>
        );
      })}
      {props.last && page && (
        <tr className={styles.listFoot}>
          <td colSpan={6}>
            {page.totalCount === 0 ? text.none : text.ordersCount(page.totalCount)}
            {page.pageInfo.hasNextPage && page.pageInfo.endCursor && (
              <button
                type="button"
                className={styles.secondaryButton}
                onClick={() => props.onMore(page.pageInfo.endCursor as string)}
              >
                {text.more}
              </button>
            )}
          </td>
        </tr>
      )}
    </tbody>
  );
}
