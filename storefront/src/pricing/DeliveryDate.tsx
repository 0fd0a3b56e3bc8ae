import { useTranslation } from "react-i18next";
import { useLanguage } from "../app/useLanguage";
import type { DeliveryEstimateFieldsFragment } from "../gql/graphql";
import { formatDeliveryDate } from "./deliveryDate";
import styles from "./Pricing.module.css";

/** "Lieferung voraussichtlich am Di., 8. Dez.", with the shipping method and the days counted. */
export function DeliveryDate({
  estimate,
  className,
}: {
  estimate: DeliveryEstimateFieldsFragment;
  className?: string | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <p className={`${styles.delivery} ${className ?? ""}`} data-testid="delivery-date">
      <span className={styles.headline}>
        {t("pricing.delivery")} <strong>{formatDeliveryDate(estimate.date, language)}</strong>
      </span>
      <small>
        {t("pricing.deliveryNote", {
          method: estimate.shippingMethodName,
          production: t("pricing.businessDays", { count: estimate.productionDays }),
          shipping: t("pricing.businessDays", { count: estimate.shippingDays }),
        })}
      </small>
    </p>
  );
}
