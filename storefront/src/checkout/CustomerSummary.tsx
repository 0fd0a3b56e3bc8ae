import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { AddressLines } from "../account/AddressLines";
import type { AddressInput } from "../account/validation";
import { useLanguage } from "../app/useLanguage";
import styles from "./Checkout.module.css";
import { checkoutPath } from "./checkoutPaths";
import type { PaymentDetailsForm } from "./checkoutState";
import { paymentMethodTexts } from "./labels";

/** The review page's summary of the payment details, with the way back to change them. */
export function CustomerSummary(props: {
  details: PaymentDetailsForm;
  countries: readonly { id: string; name: string }[];
  business: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { details } = props;
  const printed = (address: AddressInput) => ({
    ...address,
    company: address.company.trim() || null,
    country: props.countries.find((c) => c.id === address.countryId)?.name ?? address.countryId,
  });
  return (
    <section className={styles.panel} aria-labelledby="customer-summary">
      <div className={styles.panelHeader}>
        <h2 id="customer-summary">{t("checkout.review.customer")}</h2>
        <Link to={checkoutPath(lang, "payment-details")}>{t("checkout.review.editDetails")}</Link>
      </div>
      <div className={styles.columns}>
        <div>
          <h3>{t("checkout.details.contact")}</h3>
          <p className={styles.lines}>
            <span>{details.email}</span>
            {details.phone && <span>{details.phone}</span>}
            <span>{t(props.business ? "checkout.details.business" : "checkout.details.private")}</span>
          </p>
        </div>
        <div>
          <h3>{t("checkout.billingAddress")}</h3>
          <AddressLines address={printed(details.billing)} testId="review-billing" />
          {props.business && details.billing.vatRegistrationNumber.trim() && (
            <p className={styles.muted}>
              {t("account.fields.vatRegistrationNumber")} {details.billing.vatRegistrationNumber}
            </p>
          )}
        </div>
        <div>
          <h3>{t("checkout.shippingAddress")}</h3>
          {details.separateShipping ? (
            <AddressLines address={printed(details.shipping)} testId="review-shipping" />
          ) : (
            <p className={styles.muted}>{t("account.sameAsBilling")}</p>
          )}
        </div>
        <div>
          <h3>{t("checkout.facts.paymentMethod")}</h3>
          <p className={styles.lines} data-testid="review-payment-method">
            <span>{t(paymentMethodTexts[details.paymentMethod].title)}</span>
            {details.referenceNumber.trim() && (
              <span>
                {t("checkout.facts.reference")}: {details.referenceNumber}
              </span>
            )}
          </p>
        </div>
      </div>
    </section>
  );
}
