import { useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams, useSearchParams } from "react-router-dom";
import { useLanguage } from "../app/useLanguage";
import { BankTransfer } from "../checkout/BankTransfer";
import styles from "../checkout/Checkout.module.css";
import { checkoutPath } from "../checkout/checkoutPaths";
import { CheckoutLoading, OrderUnavailable } from "../checkout/OrderNotice";
import { OrderPanel } from "../checkout/OrderParts";
import { OrderDocument } from "../checkout/queries";
import { accountPath } from "./accountPaths";
import { ReorderDialog } from "./ReorderDialog";
import { useViewer } from "./useViewer";

/**
 * `/order-details/{orderId}`: an order or quote with every fact of the spec, its pay-now for an
 * open PayPal order, and the way back to the account for a signed-in customer.
 */
export function OrderDetailsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const { orderId = "" } = useParams();
  const [query] = useSearchParams();
  const quoteAccepted = Boolean((useLocation().state as { quoteAccepted?: boolean } | null)?.quoteAccepted);
  const { account } = useViewer();
  const [reordering, setReordering] = useState(false);
  // The link in a guest's confirmation mail carries the order's token.
  const { data, loading, error } = useQuery(OrderDocument, {
    variables: { id: orderId, token: query.get("token") },
  });
  const order = error ? null : data?.order;
  const token = query.get("token");
  const acceptQuotePath = `${checkoutPath(lang, "accept-quote", orderId)}${token ? `?token=${encodeURIComponent(token)}` : ""}`;
  if (loading) return <CheckoutLoading />;
  if (!order) return <OrderUnavailable />;
  const payNow =
    !order.legacy && order.paymentMethod === "PAYPAL" && order.paymentStatus === "PAYMENT_PENDING";
  const acceptable = order.quoteState === "OPEN";
  const reorderable =
    Boolean(account) && !order.legacy && !order.isQuote && order.paymentStatus === "PAYMENT_RECEIVED";
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <div className={styles.center}>
        {account && <Link to={accountPath(lang)}>← {t("account.backToAccount")}</Link>}
        <h1 id={`${id}-title`}>
          {t(order.isQuote ? "account.order.quoteTitle" : "account.order.title", { number: order.number })}
        </h1>
        {quoteAccepted && (
          <p className={styles.success} role="status" data-testid="quote-accepted">
            {t("checkout.acceptQuote.done")}
          </p>
        )}
        {order.bankTransfer && <BankTransfer transfer={order.bankTransfer} />}
        <OrderPanel order={order} title={t("account.order.facts")} />
        {(payNow || reorderable || acceptable) && (
          <div className={styles.actions}>
            <span />
            {acceptable && (
              <Link className={styles.primary} to={acceptQuotePath}>
                {t("checkout.acceptQuote.open")}
              </Link>
            )}
            {payNow && (
              <Link className={styles.primary} to={checkoutPath(lang, "payment-details", order.id)}>
                {t("checkout.payNow")}
              </Link>
            )}
            {reorderable && (
              <button type="button" className={styles.primary} onClick={() => setReordering(true)}>
                {t("account.reorder.button")}
              </button>
            )}
          </div>
        )}
        {reordering && <ReorderDialog order={order} onClose={() => setReordering(false)} />}
      </div>
    </section>
  );
}
