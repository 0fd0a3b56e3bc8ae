import { useTranslation } from "react-i18next";
import type { PrintModesQuery } from "../gql/graphql";
import { useOrderProcess } from "../order/OrderProcess";
import { useFormatLength } from "../preferences/decimals";
import { shownAmount, useFormatCents } from "../preferences/money";
import { usePreferences } from "../preferences/Preferences";
import { Swatch } from "../shared/Swatch";
import styles from "./PrintModeCard.module.css";

type PrintMode = PrintModesQuery["printModes"][number];

/** Takes the shopper to the upload with this mode chosen: the configurator starts with it. */
function chooseMode(preferMode: (id: string) => void, modeId: string) {
  preferMode(modeId);
  const flow = document.getElementById("upload");
  flow?.scrollIntoView({ behavior: "smooth", block: "start" });
  flow?.querySelector<HTMLElement>("input[type=file], button")?.focus({ preventScroll: true });
}

export function PrintModeCard({ mode }: { mode: PrintMode }) {
  const { t } = useTranslation();
  const length = useFormatLength();
  const money = useFormatCents();
  const { preferMode } = useOrderProcess();
  const business = usePreferences().isBusinessCustomer.value;
  const { maxDimensions: max } = mode.features;
  return (
    <article className={styles.card} aria-labelledby={`mode-${mode.id}`} data-testid="print-mode">
      {mode.picture && (
        <img
          className={styles.picture}
          src={mode.picture.url}
          width={mode.picture.width}
          height={mode.picture.height}
          alt={t("catalog.pictureAlt", { material: mode.printModeMaterial.name })}
          loading="lazy"
          decoding="async"
        />
      )}
      <header>
        <p className={styles.method}>{mode.printModeMethod.name}</p>
        <h3 id={`mode-${mode.id}`} className={styles.name}>
          {mode.name}
        </h3>
      </header>
      <p className={styles.price} data-testid="starting-price">
        <strong>{t("catalog.fromPrice", { price: money(shownAmount(mode.startingPrice, business)) })}</strong>{" "}
        <span>{t("catalog.perPiece", { tax: t(business ? "catalog.exclVat" : "catalog.inclVat") })}</span>
      </p>
      <p className={styles.description}>{mode.features.description}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t("catalog.material")}</dt>
          <dd>{mode.printModeMaterial.name}</dd>
        </div>
        <div>
          <dt>{t("catalog.maxDimensions")}</dt>
          <dd>{t("catalog.dimensions", { x: length(max.x), y: length(max.y), z: length(max.z) })}</dd>
        </div>
        <div>
          <dt>{t("catalog.minFeatureSize")}</dt>
          <dd>{t("catalog.mm", { value: length(mode.features.minFeatureSize) })}</dd>
        </div>
        <div>
          <dt>{t("catalog.resolution")}</dt>
          <dd>
            {length(mode.features.resolutionXY)} /{" "}
            {t("catalog.mm", { value: length(mode.features.resolutionZ) })}
          </dd>
        </div>
      </dl>
      <div className={styles.colors}>
        <span className={styles.label}>{t("catalog.colors")}</span>
        <ul>
          {mode.colors.map((color) => (
            <li key={color.id} title={color.name}>
              <Swatch className={styles.swatch} color={color.hex} />
              <span className="visually-hidden">{color.name}</span>
            </li>
          ))}
        </ul>
      </div>
      <section className={styles.ranking} aria-label={t("catalog.ranking")}>
        {mode.features.ranking.map((entry) => (
          <div key={entry.criterion} className={styles.rankRow}>
            <span>{entry.name}</span>
            <meter
              min={0}
              max={entry.max}
              value={entry.value}
              aria-label={`${entry.name}: ${t("catalog.rankingValue", { value: entry.value, max: entry.max })}`}
            />
          </div>
        ))}
      </section>
      <button type="button" className={styles.choose} onClick={() => chooseMode(preferMode, mode.id)}>
        {t("catalog.choose", { name: mode.name })}
      </button>
    </article>
  );
}
