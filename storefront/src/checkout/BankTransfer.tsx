import { useTranslation } from "react-i18next";
import type { OrderFieldsFragment } from "../gql/graphql";
import { useFormatCents } from "../preferences/money";
import styles from "./Checkout.module.css";

/** Where to transfer an unpaid prepaid order's total, as the order answers it. */
export function BankTransfer({ transfer }: { transfer: NonNullable<OrderFieldsFragment["bankTransfer"]> }) {
  const { t } = useTranslation();
  const formatCents = useFormatCents();
  const iban = transfer.iban.replace(/(.{4})/g, "$1 ").trim();
  return (
    <section className={styles.panel} aria-labelledby="bank-transfer" data-testid="bank-transfer">
      <h2 id="bank-transfer">{t("checkout.bank.title")}</h2>
      <p className={styles.muted}>{t("checkout.bank.intro")}</p>
      <dl className={styles.bank}>
        <dt>{t("checkout.bank.amount")}</dt>
        <dd>
          <strong>{formatCents(transfer.amountCents)}</strong>
        </dd>
        <dt>{t("checkout.bank.reference")}</dt>
        <dd>
          <strong>{transfer.reference}</strong>
        </dd>
        <dt>{t("checkout.bank.accountHolder")}</dt>
        <dd>{transfer.accountHolder}</dd>
        <dt>IBAN</dt>
        <dd>{iban}</dd>
        <dt>BIC</dt>
        <dd>{transfer.bic}</dd>
        <dt>{t("checkout.bank.bankName")}</dt>
        <dd>{transfer.bankName}</dd>
      </dl>
    </section>
  );
}
