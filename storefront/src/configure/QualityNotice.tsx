import { useTranslation } from "react-i18next";
import { Delayed } from "../shared/Delayed";
import styles from "./Configure.module.css";
import { type PrintQuality, qualityTone } from "./selection";

/** The print-quality message for the current selection (spec: print quality states). */
export function QualityNotice({ quality }: { quality: PrintQuality }) {
  const { t } = useTranslation();
  const tone = qualityTone[quality];
  if (tone === "loading")
    return (
      <Delayed>
        <div className={`${styles.notice} ${styles.skeleton}`} aria-hidden="true" />
      </Delayed>
    );
  return (
    <div
      className={`${styles.notice} ${styles[tone]}`}
      role="status"
      data-testid="print-quality"
      data-quality={quality}
    >
      {t(`configure.quality.${quality}`)}
    </div>
  );
}
