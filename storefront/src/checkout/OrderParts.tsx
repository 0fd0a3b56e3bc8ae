import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AddressLines } from "../account/AddressLines";
import { useLanguage } from "../app/useLanguage";
import type { OrderFieldsFragment } from "../gql/graphql";
import { type Language, locales } from "../i18n";
import { shownAmount, useFormatCents } from "../preferences/money";
import styles from "./Checkout.module.css";
import { ItemDetails, ItemLine } from "./ItemLine";
import { orderStatusKey, paymentMethodTexts } from "./labels";
import { OrderSums } from "./OrderSums";

/** A day of an order (placed, valid until) in the shopper's language: "5. März 2026". */
export const formatDay = (iso: string, lang: Language) =>
  new Date(iso).toLocaleDateString(locales[lang], { dateStyle: "long" });

/** A placed order's lines, priced as ordered (net for business customers, else with the order's VAT). */
export function OrderItemList({ order, business }: { order: OrderFieldsFragment; business: boolean }) {
  const formatCents = useFormatCents();
  return (
    <ul className={styles.items} data-testid="order-items">
      {order.items.map((item, index) => (
        <ItemLine
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines are fixed, and their position is their identity
          key={index}
          name={item.name}
          pictureUrl={item.thumbnailUrl}
          price={formatCents(shownAmount(item.price, business))}
        >
          <ItemDetails
            printMode={item.printMode}
            finish={item.surfaceFinish}
            color={item.color}
            quantity={item.quantity}
            productionDays={item.productionDays}
            attachments={item.attachments}
          />
        </ItemLine>
      ))}
    </ul>
  );
}

/** The order's facts: number, date, status, payment, times and reference. */
export function OrderFacts({ order }: { order: OrderFieldsFragment }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const date = formatDay(order.createdAt, lang);
  return (
    <dl className={styles.facts} data-testid="order-facts">
      <dt>{t(order.isQuote ? "checkout.facts.quoteNumber" : "checkout.facts.number")}</dt>
      <dd data-testid="order-number">{order.number}</dd>
      <dt>{t("checkout.facts.date")}</dt>
      <dd>{date}</dd>
      <dt>{t("checkout.facts.status")}</dt>
      <dd data-testid="order-status">{t(orderStatusKey(order))}</dd>
      {order.isQuote && order.quoteValidUntil && (
        <>
          <dt>{t("checkout.facts.validUntil")}</dt>
          <dd data-testid="quote-valid-until">{formatDay(order.quoteValidUntil, lang)}</dd>
        </>
      )}
      <dt>{t("checkout.facts.paymentMethod")}</dt>
      <dd data-testid="order-payment-method">{t(paymentMethodTexts[order.paymentMethod].title)}</dd>
      {order.paymentStatus === "PAYMENT_REFUNDED" && (
        <>
          <dt>{t("checkout.facts.payment")}</dt>
          <dd data-testid="order-refunded">{t("checkout.facts.refunded")}</dd>
        </>
      )}
      <dt>{t("checkout.facts.productionTime")}</dt>
      <dd>{t("checkout.workingDays", { count: order.productionDays })}</dd>
      <dt>{t("checkout.facts.shipping")}</dt>
      <dd>
        {order.shippingMethod.name} ({t("checkout.workingDays", { count: order.shippingMethod.days })})
      </dd>
      <dt>{t("checkout.facts.deliveryTime")}</dt>
      <dd>{t("checkout.workingDays", { count: order.deliveryDays })}</dd>
      {order.referenceNumber && (
        <>
          <dt>{t("checkout.facts.reference")}</dt>
          <dd>{order.referenceNumber}</dd>
        </>
      )}
    </dl>
  );
}

/** Billing and shipping address of a placed order side by side. */
export function OrderAddresses({ order }: { order: OrderFieldsFragment }) {
  const { t } = useTranslation();
  return (
    <div className={styles.columns}>
      <div>
        <h3>{t("checkout.shippingAddress")}</h3>
        <AddressLines address={order.shippingAddress} testId="order-shipping-address" />
      </div>
      <div>
        <h3>{t("checkout.billingAddress")}</h3>
        <AddressLines address={order.billingAddress} testId="order-billing-address" />
        {order.billingAddress.vatRegistrationNumber && (
          <p className={styles.muted}>
            {t("account.fields.vatRegistrationNumber")} {order.billingAddress.vatRegistrationNumber}
          </p>
        )}
      </div>
    </div>
  );
}

/** A placed order in one panel: facts, addresses, lines and sums, with its PDF. */
export function OrderPanel({ order, title }: { order: OrderFieldsFragment; title: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={`${id}-order`}>
      <div className={styles.panelHeader}>
        <h2 id={`${id}-order`}>{title}</h2>
        <a href={order.documentUrl} target="_blank" rel="noreferrer">
          {t(order.isQuote ? "checkout.quote.document" : "checkout.complete.document")}
        </a>
      </div>
      <OrderFacts order={order} />
      <OrderAddresses order={order} />
      <h3 className={styles.subheading}>{t("checkout.review.items")}</h3>
      <OrderItemList order={order} business={order.isBusinessCustomer} />
      <OrderSums totals={order.totals} business={order.isBusinessCustomer} voucherCode={order.voucherCode} />
    </section>
  );
}
