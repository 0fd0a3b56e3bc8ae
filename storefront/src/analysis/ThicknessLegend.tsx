import { useTranslation } from "react-i18next";
import { useFormatLength } from "../preferences/decimals";
import { Swatch } from "../shared/Swatch";
import styles from "./Analysis.module.css";
import { BORDERLINE_FACTOR, bandColors } from "./thicknessColors";

/** The key to the 3D view's wall-thickness colours, against the print mode's minimum. */
export function ThicknessLegend({ minimum }: { minimum: number }) {
  const { t } = useTranslation();
  const format = useFormatLength();
  const upper = minimum * BORDERLINE_FACTOR;
  const rows = [
    { band: "thin", label: t("analysis.legend.thin", { value: format(minimum) }) },
    {
      band: "borderline",
      label: t("analysis.legend.borderline", { from: format(minimum), to: format(upper) }),
    },
    { band: "thick", label: t("analysis.legend.thick", { value: format(upper) }) },
  ] as const;
  return (
    <ul className={styles.legend} aria-label={t("analysis.legend.title")}>
      {rows.map(({ band, label }) => (
        <li key={band}>
          <Swatch className={styles.swatch} color={bandColors[band]} />
          {label}
        </li>
      ))}
    </ul>
  );
}
