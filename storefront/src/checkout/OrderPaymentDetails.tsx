import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useViewer } from "../account/useViewer";
import { useLanguage } from "../app/useLanguage";
import type { PaymentMethod } from "../gql/graphql";
import styles from "./Checkout.module.css";
import { checkoutPath } from "./checkoutPaths";
import { orderPaymentStore } from "./checkoutState";
import { CheckoutLoading, OrderNotice, OrderUnavailable, payableOrder } from "./OrderNotice";
import { OrderFacts } from "./OrderParts";
import { PaymentMethodChoice } from "./PaymentMethodChoice";
import { useOrderToPay } from "./useOrderToPay";

const PAYABLE_WITH: PaymentMethod[] = ["PREPAID", "INVOICE", "PAYPAL"];

/** `/payment-details/{orderId}`: how to pay an open order (the order details' pay-now). */
export function OrderPaymentDetails({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const { account } = useViewer();
  const { order, method, loading } = useOrderToPay(orderId);
  if (loading) return <CheckoutLoading />;
  if (!order || !method) return <OrderUnavailable />;

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
