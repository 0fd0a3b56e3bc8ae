import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { MatrixMode } from "../configure/selection";
import { useFormatLength } from "../preferences/decimals";
import styles from "./PrintModeDetail.module.css";

/** A print mode's details: a sidebar on wide screens, a full-screen dialog under 769 px. */
export function PrintModeDetail({ mode, onClose }: { mode: MatrixMode | undefined; onClose(): void }) {
  const { t } = useTranslation();
  const length = useFormatLength();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  if (!mode) return null;
  const f = mode.features;
  const mm = (value: number) => t("catalog.mm", { value: length(value) });
  return (
    <dialog
      ref={dialog}
      className={styles.detail}
      onClose={onClose}
      aria-labelledby="print-mode-detail-title"
    >
      <header className={styles.head}>
        <div>
          <p className={styles.method}>{mode.printModeMethod.name}</p>
          <h2 id="print-mode-detail-title">{mode.name}</h2>
        </div>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t("detail.close")}>
          ×
        </button>
      </header>
      <p>{f.description}</p>
      <dl className={styles.facts}>
        <dt>{t("catalog.material")}</dt>
        <dd>{mode.printModeMaterial.name}</dd>
        <dt>{t("detail.surfaceQuality")}</dt>
        <dd>{f.surfaceQuality}</dd>
        <dt>{t("detail.applications")}</dt>
        <dd>{f.applications}</dd>
        <dt>{t("catalog.maxDimensions")}</dt>
        <dd>
          {t("catalog.dimensions", {
            x: length(f.maxDimensions.x),
            y: length(f.maxDimensions.y),
            z: length(f.maxDimensions.z),
          })}
          {f.maxSumOfSides != null && ` · ${t("detail.sumOfSides", { value: length(f.maxSumOfSides) })}`}
        </dd>
        <dt>{t("catalog.minFeatureSize")}</dt>
        <dd>{mm(f.minFeatureSize)}</dd>
        <dt>{t("detail.resolutionXY")}</dt>
        <dd>{mm(f.resolutionXY)}</dd>
        <dt>{t("detail.resolutionZ")}</dt>
        <dd>{mm(f.resolutionZ)}</dd>
      </dl>
      <h3>{t("catalog.ranking")}</h3>
      <ul className={styles.ranking}>
        {f.ranking.map((entry) => (
          <li key={entry.criterion}>
            <span>{entry.name}</span>
            <meter
              className={styles.meter}
              min={0}
              max={entry.max}
              value={entry.value}
              aria-label={`${entry.name}: ${t("catalog.rankingValue", { value: entry.value, max: entry.max })}`}
            />
          </li>
        ))}
      </ul>
    </dialog>
  );
}
