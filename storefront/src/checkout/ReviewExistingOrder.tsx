import { useMutation } from "@apollo/client/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { useLanguage } from "../app/useLanguage";
import { FormFailure } from "../forms/fields";
import styles from "./Checkout.module.css";
import { checkoutPath } from "./checkoutPaths";
import { orderPaymentStore } from "./checkoutState";
import { checkoutErrorKey, paymentMethodTexts } from "./labels";
import { CheckoutLoading, OrderNotice, OrderUnavailable, payableOrder } from "./OrderNotice";
import { OrderAddresses, OrderFacts, OrderItemList } from "./OrderParts";
import { OrderSums } from "./OrderSums";
import { UpdateOrderPaymentDocument } from "./queries";
import { TermsCheck } from "./TermsCheck";
import { useToPayPal } from "./toPayPal";
import { useOrderToPay } from "./useOrderToPay";

/** `/review-order/{orderId}`: an existing order, read-only, paid with the method chosen before. */
export function ReviewExistingOrder({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const toPayPal = useToPayPal();
  const id = useId();
  const { order, method, loading } = useOrderToPay(orderId);
  const [pay, { loading: paying }] = useMutation(UpdateOrderPaymentDocument);
  const [failure, setFailure] = useState<string | null>(null);
  if (loading) return <CheckoutLoading />;
  if (!order || !method) return <OrderUnavailable />;
  const business = order.isBusinessCustomer;

  const onPay = async () => {
    if (paying || method === "QUOTE") return;
    setFailure(null);
    try {
      const result = (await pay({ variables: { orderId: order.id, input: { paymentMethod: method } } })).data
        ?.updateOrderPayment;
      if (result?.__typename === "CheckoutError") {
        setFailure(t(checkoutErrorKey(result.code)));
        return;
      }
      if (result?.__typename !== "OrderPayment") throw new Error("no answer");
      orderPaymentStore.set(undefined);
      if (result.paymentLink) toPayPal(order.id, result.paymentLink);
      else navigate(checkoutPath(lang, "order-complete", order.id));
    } catch {
      setFailure(t("checkout.errors.generic"));
    }
  };

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t("checkout.review.existingTitle", { number: order.number })}</h1>
      <div className={styles.layout}>
        <div className={styles.main}>
          {!payableOrder(order) && <OrderNotice order={order} />}
          {failure && <FormFailure title={t("checkout.errors.title")} message={failure} />}
          <section className={styles.panel} aria-labelledby={`${id}-items`}>
            <h2 id={`${id}-items`}>{t("checkout.review.items")}</h2>
            <OrderItemList order={order} business={business} />
          </section>
          <section className={styles.panel} aria-labelledby={`${id}-facts`}>
            <h2 id={`${id}-facts`}>{t("checkout.review.customer")}</h2>
            <OrderFacts order={order} />
            <OrderAddresses order={order} />
          </section>
        </div>
        <aside className={styles.aside} aria-labelledby={`${id}-summary`}>
          <h2 id={`${id}-summary`}>{t("checkout.review.summary")}</h2>
          <OrderSums totals={order.totals} business={business} voucherCode={order.voucherCode} />
          {payableOrder(order) && (
            <>
              <TermsCheck checked disabled onChange={() => undefined} />
              <button
                type="button"
                className={`${styles.primary} ${styles.wide}`}
                onClick={() => void onPay()}
                disabled={paying}
                aria-busy={paying}
                data-testid="place-order"
              >
                {t(paymentMethodTexts[method].place)}
              </button>
              <Link to={checkoutPath(lang, "payment-details", order.id)}>
                {t("checkout.review.changeMethod")}
              </Link>
            </>
          )}
        </aside>
      </div>
    </section>
  );
}
