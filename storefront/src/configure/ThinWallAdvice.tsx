import { useTranslation } from "react-i18next";
import { useFormatLength } from "../preferences/decimals";
import styles from "./Compare.module.css";
import type { MatrixMode } from "./selection";

interface Props {
  mode: MatrixMode;
  /** The thinnest wall in mm at the chosen scale. */
  thinnestWall: number;
  /** The modes that print the model at this scale without a warning. */
  alternatives: MatrixMode[];
}

/** How thin the walls are against what the chosen mode needs, and which modes would print them. */
export function ThinWallAdvice({ mode, thinnestWall, alternatives }: Props) {
  const { t } = useTranslation();
  const length = useFormatLength();
  return (
    <div className={styles.advice} data-testid="thin-wall-advice">
      <p>
        {t("configure.thinWalls.measured", {
          thinnest: length(thinnestWall),
          mode: mode.name,
          min: length(mode.features.minFeatureSize),
        })}
      </p>
      <p>
        {alternatives.length > 0
          ? t("configure.thinWalls.alternatives", { modes: alternatives.map((m) => m.name).join(", ") })
          : t("configure.thinWalls.none")}
      </p>
    </div>
  );
}
