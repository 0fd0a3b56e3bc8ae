import { useMutation } from "@apollo/client/react";
import { type FormEvent, useId, useState } from "react";
import formStyles from "../../forms/Form.module.css";
import { CheckField, TextField } from "../../forms/fields";
import type { StaffVoucherFieldsFragment, VoucherInput, VoucherType } from "../../gql/graphql";
import styles from "../Backoffice.module.css";
import { type BackofficeTexts, useBackofficeTexts } from "../texts";
import { CreateVoucherDocument, StaffVouchersDocument, UpdateVoucherDocument } from "./queries";

type Field = keyof BackofficeTexts["voucherErrors"];
type Errors = Partial<Record<Field, string>>;

/** Cents as the form shows euros ("5.00"), empty for none. */
const euros = (cents: number | null | undefined) => (cents == null ? "" : (cents / 100).toFixed(2));

/** A typed number ("5,5" or "5.50"), null when empty, NaN when not a number. */
const parsed = (typed: string) => (typed.trim() === "" ? null : Number(typed.trim().replace(",", ".")));

/**
 * The form that creates a voucher (`voucher` absent) or changes one. The service checks every
 * rule; its refusals are shown at their fields.
 */
export function VoucherForm(props: {
  voucher?: StaffVoucherFieldsFragment | undefined;
  onDone(code: string): void;
  onCancel(): void;
}) {
  const text = useBackofficeTexts();
  const id = useId();
  const { voucher } = props;
  const [code, setCode] = useState(voucher?.voucherCode ?? "");
  const [type, setType] = useState<VoucherType>(voucher?.type ?? "PERCENTAGE");
  const [value, setValue] = useState(
    voucher ? (voucher.type === "ABSOLUTE" ? euros(voucher.value) : String(voucher.value)) : "",
  );
  const [fromDate, setFromDate] = useState(voucher?.fromDate ?? "");
  const [toDate, setToDate] = useState(voucher?.toDate ?? "");
  const [minValue, setMinValue] = useState(euros(voucher?.minValueCents));
  const [maxUsage, setMaxUsage] = useState(voucher?.maxUsage?.toString() ?? "");
  const [freeShipping, setFreeShipping] = useState(voucher?.freeShipping ?? false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, created] = useMutation(CreateVoucherDocument, {
    // The new voucher joins the list in the cache (no second request).
    update(cache, { data }) {
      const made = data?.createVoucher;
      if (made?.__typename !== "StaffVoucher") return;
      cache.updateQuery({ query: StaffVouchersDocument }, (list) =>
        list?.staffVouchers.__typename === "StaffVoucherList"
          ? { staffVouchers: { ...list.staffVouchers, vouchers: [...list.staffVouchers.vouchers, made] } }
          : list,
      );
    },
  });
  const [update, updated] = useMutation(UpdateVoucherDocument);
  const sending = created.loading || updated.loading;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const numbers = { value: parsed(value), minValue: parsed(minValue), maxUsage: parsed(maxUsage) };
    const notNumbers = (Object.keys(numbers) as (keyof typeof numbers)[]).filter((f) =>
      Number.isNaN(numbers[f]),
    );
    setErrors(Object.fromEntries(notNumbers.map((field) => [field, text.notANumber])));
    if (notNumbers.length) return;
    const cents = (n: number | null) => (n == null ? null : Math.round(n * 100));
    const input: VoucherInput = {
      code: code.trim(),
      type,
      value: (type === "ABSOLUTE" ? cents(numbers.value) : numbers.value) ?? 0,
      fromDate: fromDate || null,
      toDate: toDate || null,
      minValueCents: cents(numbers.minValue),
      maxUsage: numbers.maxUsage,
      freeShipping,
    };
    try {
      const result = voucher
        ? (await update({ variables: { id: voucher.id, input } })).data?.updateVoucher
        : (await create({ variables: { input } })).data?.createVoucher;
      if (result?.__typename === "StaffVoucher") return props.onDone(result.voucherCode);
      if (result?.__typename !== "CheckoutError") return setFailure(text.failed);
      if (result.code === "VOUCHER_CODE_TAKEN") return setErrors({ code: text.codeTaken });
      if (result.code === "VOUCHER_NOT_FOUND") return setFailure(text.voucherNotFound);
      const fieldErrors = result.fields
        .map((f) => f.field.replace(/^voucher\./, ""))
        .filter((field): field is Field => field in text.voucherErrors);
      if (!fieldErrors.length) return setFailure(text.failed);
      const message = (field: Field) => {
        const said = text.voucherErrors[field];
        return typeof said === "string" ? said : said[type];
      };
      setErrors(Object.fromEntries(fieldErrors.map((field) => [field, message(field)])));
    } catch {
      setFailure(text.failed);
    }
  };

  const title = voucher ? text.editVoucher(voucher.voucherCode) : text.newVoucher;
  return (
    <form
      className={`${styles.panel} ${styles.editForm}`}
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <div className={styles.formGrid}>
        <TextField
          id={`${id}-code`}
          label={text.code}
          value={code}
          onChange={setCode}
          max={30}
          required
          hint={text.codeHint}
          error={errors.code}
        />
        <div className={formStyles.field}>
          <label htmlFor={`${id}-type`}>{text.kind}</label>
          <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value as VoucherType)}>
            <option value="PERCENTAGE">{text.percentage}</option>
            <option value="ABSOLUTE">{text.absolute}</option>
          </select>
        </div>
        <TextField
          id={`${id}-value`}
          label={type === "PERCENTAGE" ? `${text.value} (%)` : `${text.value} (€)`}
          value={value}
          onChange={setValue}
          max={12}
          required
          hint={text.valueHint[type]}
          error={errors.value}
        />
        <TextField
          id={`${id}-from`}
          label={text.firstDay}
          type="date"
          value={fromDate}
          onChange={setFromDate}
          max={10}
          error={errors.fromDate}
        />
        <TextField
          id={`${id}-to`}
          label={text.lastDay}
          type="date"
          value={toDate}
          onChange={setToDate}
          max={10}
          error={errors.toDate}
        />
        <TextField
          id={`${id}-min`}
          label={text.minValue}
          value={minValue}
          onChange={setMinValue}
          max={12}
          error={errors.minValue}
        />
        <TextField
          id={`${id}-max`}
          label={text.maxUsage}
          value={maxUsage}
          onChange={setMaxUsage}
          max={9}
          inputMode="numeric"
          hint={text.unlimitedHint}
          error={errors.maxUsage}
        />
        <div className={styles.checkCell}>
          <CheckField label={text.freeShippingLabel} checked={freeShipping} onChange={setFreeShipping} />
        </div>
      </div>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <div className={styles.formButtons}>
        <button type="submit" className={styles.primaryButton} disabled={sending}>
          {voucher ? text.save : text.create}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={props.onCancel}>
          {text.cancel}
        </button>
      </div>
    </form>
  );
}
