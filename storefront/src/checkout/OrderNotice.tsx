import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { homePath } from "../app/routing";
import { useLanguage } from "../app/useLanguage";
import type { OrderFieldsFragment } from "../gql/graphql";
import styles from "./Checkout.module.css";

type OrderState = Pick<OrderFieldsFragment, "isQuote" | "legacy" | "status" | "paymentStatus">;

/** Whether an order may still be paid, or paid another way (the server decides again). */
export const payableOrder = (order: OrderState) =>
  !order.isQuote &&
  !order.legacy &&
  order.paymentStatus === "PAYMENT_PENDING" &&
  order.status !== "ORDER_CANCELLED" &&
  order.status !== "ORDER_COMPLETED";

/** Why an existing order cannot be paid (again): paid, a quote, cancelled or shipped. */
export function OrderNotice({ order }: { order: OrderState }) {
  const { t } = useTranslation();
  const key =
    order.status === "ORDER_COMPLETED"
      ? "checkout.existing.shipped"
      : order.status === "ORDER_CANCELLED"
        ? "checkout.existing.cancelled"
        : order.isQuote
          ? "checkout.existing.quote"
          : "checkout.existing.paid";
  return (
    <p className={styles.success} role="status" data-testid="order-notice">
      {t(key)}
    </p>
  );
}

/** The spec's generic warning for an order that could not be loaded. */
export function OrderUnavailable() {
  const { t } = useTranslation();
  return (
    <section className={styles.page}>
      <div className={styles.center} role="alert">
        <h1>{t("checkout.errors.title")}</h1>
        <p className={styles.muted}>{t("checkout.errors.orderNotLoaded")}</p>
        <ToStartLink />
      </div>
    </section>
  );
}

/** A checkout page while its order loads. */
export function CheckoutLoading() {
  const { t } = useTranslation();
  return (
    <p className={styles.page} aria-busy="true">
      {t("checkout.loading")}
    </p>
  );
}

/** The way back to the start page (spec: order complete, errors). */
export function ToStartLink() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <p>
      <Link className={styles.primary} to={homePath(lang)}>
        {t("checkout.toStart")}
      </Link>
    </p>
  );
}
