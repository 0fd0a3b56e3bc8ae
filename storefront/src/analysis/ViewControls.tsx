import { useTranslation } from "react-i18next";
import type { Axis, AxisDirection } from "../gql/graphql";
import styles from "./Analysis.module.css";
import { rotate, type View } from "./views";

/** Axis, direction and 90-degree rotation of a picture. */
export function ViewControls({ view, onChange }: { view: View; onChange(view: View): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.viewControls}>
      <fieldset className={styles.buttonGroup}>
        <legend className="visually-hidden">{t("analysis.axis")}</legend>
        {(["X", "Y", "Z"] as Axis[]).map((axis) => (
          <button
            key={axis}
            type="button"
            aria-pressed={view.axis === axis}
            onClick={() => onChange({ ...view, axis })}
          >
            {axis}
          </button>
        ))}
      </fieldset>
      <fieldset className={styles.buttonGroup}>
        <legend className="visually-hidden">{t("analysis.direction")}</legend>
        {(["P", "M"] as AxisDirection[]).map((direction) => (
          <button
            key={direction}
            type="button"
            aria-pressed={view.direction === direction}
            onClick={() => onChange({ ...view, direction })}
          >
            {direction === "P" ? "+" : "−"}
          </button>
        ))}
      </fieldset>
      <button type="button" onClick={() => onChange(rotate(view))} data-testid="rotate">
        ⟳ {view.rotation}°
      </button>
    </div>
  );
}
