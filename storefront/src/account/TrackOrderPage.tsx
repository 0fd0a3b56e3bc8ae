import { useLazyQuery } from "@apollo/client/react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { useLanguage } from "../app/useLanguage";
import styles from "../checkout/Checkout.module.css";
import { LegacyOrderTrackingDocument } from "../checkout/queries";
import formStyles from "../forms/Form.module.css";
import { FormFailure, TextField } from "../forms/fields";
import { rateLimitedText } from "../forms/rateLimited";
import type { LegacyAddressFieldsFragment } from "../gql/graphql";
import { locales } from "../i18n";
import { useFormatCents } from "../preferences/money";
import accountStyles from "./Account.module.css";
import { AddressLines } from "./AddressLines";

const printed = (address: LegacyAddressFieldsFragment) => ({
  ...address,
  street: `${address.street} ${address.houseNumber}`.trim(),
});

/**
 * `/track-order`: an order of the merged partner shop, found by its number and a postal code of
 * its addresses; the query's `orderNumber` and `postalCode` (the old shop's tracking links) look it
 * up at once.
 */
export function TrackOrderPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const formatCents = useFormatCents();
  const [params] = useSearchParams();
  const [orderNumber, setOrderNumber] = useState(params.get("orderNumber") ?? "");
  const [postalCode, setPostalCode] = useState(params.get("postalCode") ?? "");
  const [track, { data, loading, error, called }] = useLazyQuery(LegacyOrderTrackingDocument);
  const ready = orderNumber.trim() !== "" && postalCode.trim() !== "";
  const lookUp = () =>
    void track({ variables: { orderNumber: orderNumber.trim(), postalCode: postalCode.trim() } });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the link's own parameters look up at once
  useEffect(() => {
    if (params.get("orderNumber") && params.get("postalCode")) lookUp();
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !loading) lookUp();
  };
  const answer = data?.legacyOrderTracking;
  const order = answer?.__typename === "LegacyOrderTracking" ? answer : null;
  const refusal = answer?.__typename === "TooManyAttempts" ? answer : null;
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <div className={styles.center}>
        <form className={formStyles.form} onSubmit={onSubmit} noValidate>
          <h1 id={`${id}-title`} className={accountStyles.formTitle}>
            {t("account.track.title")}
          </h1>
          <p className={formStyles.hint}>{t("account.track.intro")}</p>
          <div className={formStyles.grid}>
            <TextField
              id={`${id}-number`}
              label={t("account.track.number")}
              value={orderNumber}
              onChange={setOrderNumber}
              max={50}
              required
            />
            <TextField
              id={`${id}-postal`}
              label={t("account.fields.postalCode")}
              value={postalCode}
              onChange={setPostalCode}
              max={12}
              required
            />
          </div>
          {called && !loading && !order && (
            <FormFailure
              title={t(refusal ? "account.track.limitedTitle" : "account.track.notFoundTitle")}
              message={
                refusal
                  ? rateLimitedText(t, refusal.retryAfterSeconds, "account.tooManyAttempts")
                  : t(error ? "checkout.errors.generic" : "account.track.notFound")
              }
            />
          )}
          <button type="submit" className={formStyles.submit} disabled={!ready || loading}>
            {t("account.track.submit")}
          </button>
        </form>
        {order && (
          <section className={styles.panel} aria-labelledby={`${id}-order`} data-testid="legacy-order">
            <h2 id={`${id}-order`}>{t("account.order.title", { number: order.orderNumber })}</h2>
            <dl className={styles.facts}>
              <dt>{t("checkout.facts.date")}</dt>
              <dd>{new Date(order.orderedAt).toLocaleDateString(locales[lang], { dateStyle: "long" })}</dd>
              <dt>{t("checkout.facts.status")}</dt>
              <dd>{order.status}</dd>
              <dt>{t("checkout.facts.paymentMethod")}</dt>
              <dd>{order.paymentMethod}</dd>
              <dt>{t("checkout.facts.productionTime")}</dt>
              <dd>{t("checkout.workingDays", { count: order.productionDays })}</dd>
              <dt>{t("checkout.facts.shippingTime")}</dt>
              <dd>{t("checkout.workingDays", { count: order.shippingDays })}</dd>
              <dt>{t("checkout.facts.shippingCost")}</dt>
              <dd>{formatCents(order.shippingCostCents)}</dd>
              <dt>{t("checkout.sums.total")}</dt>
              <dd>
                <strong>{formatCents(order.totalGrossCents)}</strong>
              </dd>
            </dl>
            <div className={styles.columns}>
              <div>
                <h3>{t("checkout.shippingAddress")}</h3>
                <AddressLines address={printed(order.shippingAddress)} />
              </div>
              <div>
                <h3>{t("checkout.billingAddress")}</h3>
                <AddressLines address={printed(order.billingAddress)} />
              </div>
            </div>
          </section>
        )}
      </div>
    </section>
  );
}
