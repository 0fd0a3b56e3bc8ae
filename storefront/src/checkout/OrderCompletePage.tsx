import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams, useSearchParams } from "react-router-dom";
import { useLanguage } from "../app/useLanguage";
import { useFormatCents } from "../preferences/money";
import { BankTransfer } from "./BankTransfer";
import styles from "./Checkout.module.css";
import { checkoutPath } from "./checkoutPaths";
import { pendingOrderStore } from "./checkoutState";
import { useFinishOrder } from "./finishOrder";
import { CheckoutLoading, OrderUnavailable, ToStartLink } from "./OrderNotice";
import { OrderPanel } from "./OrderParts";
import { CompletePayPalPaymentDocument, OrderDocument } from "./queries";

type PaymentOutcome = "paid" | "failed" | null;

/**
 * `/order-complete` (+ `/{orderId}`): the thank-you screen. On entry (spec) local storage is
 * cleared but for consent and preferences, a fresh cart started, and a return from PayPal
 * (`token`, `PayerID`) reported, which captures the payment.
 */
export function OrderCompletePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const formatCents = useFormatCents();
  const id = useId();
  const params = useParams();
  const [query] = useSearchParams();
  const location = useLocation();
  const priceChange = (location.state as { priceChange?: { expected: number; charged: number } } | null)
    ?.priceChange;
  // Read before the storage is cleared: the order that went to the payment provider.
  const [orderId] = useState(() => params.orderId ?? pendingOrderStore.get());
  const finish = useFinishOrder();
  const [complete] = useMutation(CompletePayPalPaymentDocument);
  const [payment, setPayment] = useState<PaymentOutcome>(null);
  const entered = useRef(false);
  const { data, loading, error, refetch } = useQuery(OrderDocument, {
    variables: { id: orderId ?? "" },
    skip: !orderId,
  });

  useEffect(() => {
    if (entered.current) return;
    entered.current = true;
    void finish();
    const token = query.get("token");
    const payerId = query.get("PayerID");
    if (orderId && token && payerId) {
      complete({ variables: { orderId, token, payerId, success: true } })
        .then(({ data: answer }) => {
          setPayment(answer?.completePayPalPayment.__typename === "Order" ? "paid" : "failed");
          void refetch();
        })
        .catch(() => setPayment("failed"));
    }
  }, [finish, complete, query, orderId, refetch]);

  const order = data?.order;
  if (!orderId || error || (!loading && !order)) return <OrderUnavailable />;
  if (!order) return <CheckoutLoading />;
  const paid = order.paymentStatus === "PAYMENT_RECEIVED";

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <div className={styles.center}>
        <h1 id={`${id}-title`}>{t("checkout.complete.title")}</h1>
        <p className={styles.lead}>{t("checkout.complete.mailSent", { email: order.email })}</p>
        {priceChange && (
          <p className={styles.notice} role="status" data-testid="price-changed">
            {t("checkout.complete.priceChanged", {
              expected: formatCents(priceChange.expected),
              charged: formatCents(priceChange.charged),
            })}
          </p>
        )}
        {payment === "paid" && paid && (
          <p className={styles.success} role="status" data-testid="payment-received">
            {t("checkout.complete.paid")}
          </p>
        )}
        {payment === "failed" && !paid && (
          <p className={styles.notice} role="alert">
            {t("checkout.complete.paymentFailed")}{" "}
            <Link to={checkoutPath(lang, "payment-details", order.id)}>{t("checkout.payNow")}</Link>
          </p>
        )}
        {order.bankTransfer && <BankTransfer transfer={order.bankTransfer} />}
        <OrderPanel order={order} title={t("checkout.complete.yourOrder")} />
        <ToStartLink />
      </div>
    </section>
  );
}
