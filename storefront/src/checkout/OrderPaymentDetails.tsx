import { useQuery } from "@apollo/client/react";
import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useViewer } from "../account/useViewer";
import { useLanguage } from "../app/useLanguage";
import type { PaymentMethod } from "../gql/graphql";
import styles from "./Checkout.module.css";
import { checkoutPath } from "./checkoutPaths";
import { orderPaymentStore } from "./checkoutState";
import { OrderNotice, OrderUnavailable, payableOrder } from "./OrderNotice";
import { OrderFacts } from "./OrderParts";
import { PaymentMethodChoice } from "./PaymentMethodChoice";
import { OrderDocument } from "./queries";

const PAYABLE_WITH: PaymentMethod[] = ["PREPAID", "INVOICE", "PAYPAL"];

/** `/payment-details/{orderId}`: how to pay an open order (the order details' pay-now). */
export function OrderPaymentDetails({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const { account } = useViewer();
  const { data, loading, error } = useQuery(OrderDocument, { variables: { id: orderId } });
  const stored = orderPaymentStore.use();
  const order = data?.order;
  if (loading)
    return (
      <p className={styles.page} aria-busy="true">
        {t("checkout.loading")}
      </p>
    );
  if (!order || error) return <OrderUnavailable />;
  const method =
    stored?.orderId === order.id
      ? stored.method
      : order.paymentMethod === "QUOTE"
        ? "PREPAID"
        : order.paymentMethod;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    orderPaymentStore.set({ orderId: order.id, method });
    navigate(checkoutPath(lang, "review-order", order.id));
  };

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t("checkout.details.payOrder", { number: order.number })}</h1>
      <form className={styles.layout} onSubmit={onSubmit}>
        <div className={styles.main}>
          {payableOrder(order) ? (
            <div className={styles.panel}>
              <PaymentMethodChoice
                name={`${id}-method`}
                value={method}
                methods={PAYABLE_WITH}
                onChange={(next) => orderPaymentStore.set({ orderId: order.id, method: next })}
                availability={[]}
                signedIn={Boolean(account)}
              />
            </div>
          ) : (
            <OrderNotice order={order} />
          )}
          <div className={styles.actions}>
            <span />
            {payableOrder(order) && (
              <button type="submit" className={styles.primary}>
                {t("checkout.details.next")}
              </button>
            )}
          </div>
        </div>
        <aside className={styles.aside}>
          <h2>{t("checkout.yourOrder")}</h2>
          <OrderFacts order={order} />
        </aside>
      </form>
    </section>
  );
}
