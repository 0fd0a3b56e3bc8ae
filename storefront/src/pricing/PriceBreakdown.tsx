import { useTranslation } from "react-i18next";
import type { PriceComponentFieldsFragment, PriceComponentKind } from "../gql/graphql";
import { shownAmount, useFormatCents } from "../preferences/money";
import styles from "./Pricing.module.css";

/** Every component's label key: a kind added to the schema fails to compile until it is named. */
const labelKeys: Record<PriceComponentKind, string> = {
  MATERIAL: "pricing.component.material",
  MACHINE_SPACE: "pricing.component.machineSpace",
  HANDLING: "pricing.component.handling",
  FINISH: "pricing.component.finish",
  COLOR_SURCHARGE: "pricing.component.colorSurcharge",
  MINIMUM_CHARGE: "pricing.component.minimumCharge",
  PROCESSING_STEPS: "pricing.component.processingSteps",
  QUANTITY_DISCOUNT: "pricing.component.quantityDiscount",
};

interface Props {
  components: readonly PriceComponentFieldsFragment[];
  /** Business customers see net amounts, private ones gross (as every price of the shop). */
  business: boolean;
}

/**
 * "How is this price made up?": a disclosure under a price listing the server's components of it,
 * net or gross as the price above, and their total (which is that price, to the cent).
 */
export function PriceBreakdown({ components, business }: Props) {
  const { t } = useTranslation();
  const formatCents = useFormatCents();
  if (components.length === 0) return null;
  const total = components.reduce((sum, c) => sum + shownAmount(c.amount, business), 0);
  return (
    <details className={styles.breakdown} data-testid="price-breakdown">
      <summary>{t("pricing.details")}</summary>
      <table className={styles.table}>
        <tbody>
          {components.map((component) => (
            <tr
              key={component.kind}
              className={component.kind === "QUANTITY_DISCOUNT" ? styles.discount : undefined}
              data-testid="price-component"
            >
              <th scope="row">{t(labelKeys[component.kind])}</th>
              <td data-testid="price-component-amount">
                {formatCents(shownAmount(component.amount, business))}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t(business ? "pricing.totalNet" : "pricing.totalGross")}</th>
            <td data-testid="price-breakdown-total">{formatCents(total)}</td>
          </tr>
        </tfoot>
      </table>
    </details>
  );
}
