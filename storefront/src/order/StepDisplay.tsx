import { useTranslation } from "react-i18next";
import { useOrderProcess } from "./OrderProcess";
import styles from "./StepDisplay.module.css";

/** The three-step progress display: choose 3D file, choose print mode, checkout. */
export function StepDisplay() {
  const { t } = useTranslation();
  const { displayStep } = useOrderProcess();
  const steps = [t("order.step1"), t("order.step2"), t("order.step3")];
  return (
    <ol className={styles.steps} aria-label={t("order.progress")}>
      {steps.map((label, index) => {
        const number = index + 1;
        const state = number < displayStep ? "done" : number === displayStep ? "current" : "todo";
        return (
          <li key={label} className={styles[state]} aria-current={state === "current" ? "step" : undefined}>
            <span className={styles.number}>{number}</span>
            <span className={styles.label}>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
