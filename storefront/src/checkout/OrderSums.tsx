import { useTranslation } from "react-i18next";
import { useLanguage } from "../app/useLanguage";
import type { OrderTotalsFieldsFragment } from "../gql/graphql";
import { numberFormat } from "../i18n/formats";
import { shownAmount, useFormatCents } from "../preferences/money";
import styles from "./Checkout.module.css";

/**
 * An order's sums as the server priced them: the parts in the customer's prices (net for business
 * customers, gross for private ones), the VAT and the total. Nothing is added up here.
 */
export function OrderSums(props: {
  totals: OrderTotalsFieldsFragment;
  business: boolean;
  voucherCode?: string | null | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const formatCents = useFormatCents();
  const { totals, business } = props;
  const shown = (amount: { net: number; gross: number }) => formatCents(shownAmount(amount, business));
  const rate = numberFormat(lang, { maximumFractionDigits: 3 }).format(totals.taxRate);
  return (
    <div className={styles.sumsBlock} data-testid="order-sums">
      <dl className={styles.sums}>
        <dt>{t("checkout.sums.positions")}</dt>
        <dd data-testid="sum-positions">{shown(totals.positions)}</dd>
        {totals.surcharge.net > 0 && (
          <>
            <dt>{t("checkout.sums.surcharge")}</dt>
            <dd data-testid="sum-surcharge">{shown(totals.surcharge)}</dd>
          </>
        )}
        {totals.discount.net > 0 && (
          <>
            <dt>
              {props.voucherCode
                ? t("checkout.sums.voucher", { code: props.voucherCode })
                : t("checkout.sums.discount")}
            </dt>
            <dd className={styles.minus} data-testid="sum-discount">
              −{shown(totals.discount)}
            </dd>
          </>
        )}
        <dt>{t("checkout.sums.shipping")}</dt>
        <dd data-testid="sum-shipping">
          {totals.shipping.net === 0 ? t("checkout.sums.free") : shown(totals.shipping)}
        </dd>
        {business && (
          <>
            <dt>{t("checkout.sums.net")}</dt>
            <dd data-testid="sum-net">{formatCents(totals.net)}</dd>
            <dt>{t("checkout.sums.taxAdded", { rate })}</dt>
            <dd data-testid="sum-tax">{formatCents(totals.tax)}</dd>
          </>
        )}
        <dt className={styles.grandTotal}>{t("checkout.sums.total")}</dt>
        <dd className={styles.grandTotal} data-testid="sum-total">
          {formatCents(totals.gross)}
        </dd>
      </dl>
      {!business && (
        <p className={styles.taxNote} data-testid="sum-tax-note">
          {t("checkout.sums.taxIncluded", { rate, tax: formatCents(totals.tax) })}
        </p>
      )}
      {totals.taxRate === 0 && (
        <p className={styles.taxNote} data-testid="sum-tax-free">
          {t(business ? "checkout.sums.reverseCharge" : "checkout.sums.taxFree")}
        </p>
      )}
    </div>
  );
}
