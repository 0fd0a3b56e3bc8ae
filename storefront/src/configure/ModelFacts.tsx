import { useTranslation } from "react-i18next";
import { useFormatCount, useFormatDecimal } from "../preferences/decimals";
import styles from "./Compare.module.css";

interface Props {
  /** The analysis's measurements in mm, mm² and mm³ for the file's unit at scale 1. */
  analysis: { triangles: number; volume: number; area: number; thickness?: { min?: number | null } | null };
  size: { x: number; y: number; z: number };
  scale: number;
  /** The repaired model as STL, for the shopper's own tools. */
  repairedDownloadUrl?: string | null;
}

/** The model's measurements at the chosen scale, compactly. */
export function ModelFacts({ analysis, size, scale, repairedDownloadUrl }: Props) {
  const { t } = useTranslation();
  const decimal = useFormatDecimal();
  const count = useFormatCount();
  const thinnest = analysis.thickness?.min;
  const box = [size.x, size.y, size.z].map((side) => decimal(side * scale, 2));
  const facts = [
    ["size", t("configure.facts.box", { x: box[0], y: box[1], z: box[2] })],
    ["volume", t("configure.facts.cm3", { value: decimal((analysis.volume / 1000) * scale ** 3, 2) })],
    ["area", t("configure.facts.cm2", { value: decimal((analysis.area / 100) * scale ** 2, 2) })],
    [
      "thinnest",
      thinnest != null
        ? t("configure.facts.mm", { value: decimal(thinnest * scale, 2) })
        : t("configure.facts.notMeasured"),
    ],
    ["triangles", count(analysis.triangles)],
  ] as const;
  return (
    <section className={styles.facts} aria-labelledby="model-facts-title">
      <h2 id="model-facts-title" className={styles.factsTitle}>
        {t("configure.facts.title")}
      </h2>
      <dl data-testid="model-facts">
        {facts.map(([fact, value]) => (
          <div key={fact} className={fact === "size" ? styles.wide : undefined}>
            <dt>{t(`configure.facts.${fact}`)}</dt>
            <dd data-testid={`fact-${fact}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {repairedDownloadUrl && (
        <a href={repairedDownloadUrl} download className={styles.download}>
          {t("configure.facts.download")}
        </a>
      )}
    </section>
  );
}
