import { useTranslation } from "react-i18next";
import type { UnitOfLength } from "../gql/graphql";
import styles from "./Compare.module.css";
import { unitLabel } from "./units";

/** The analysis's likelier unit, with the one click that applies it. */
export function UnitSuggestion(props: { suggested: UnitOfLength; onApply(unit: UnitOfLength): void }) {
  const { t } = useTranslation();
  const unit = unitLabel(props.suggested);
  return (
    <div className={styles.advice} role="status" data-testid="unit-suggestion">
      <p>{t("configure.unitSuggestion", { unit })}</p>
      <button type="button" className={styles.fix} onClick={() => props.onApply(props.suggested)}>
        {t("configure.applyUnit", { unit })}
      </button>
    </div>
  );
}
