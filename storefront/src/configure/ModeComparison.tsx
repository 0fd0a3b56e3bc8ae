import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatDecimal, useFormatLength } from "../preferences/decimals";
import { useFormatCents } from "../preferences/money";
import styles from "./Compare.module.css";
import configure from "./Configure.module.css";
import { type ModeOrder, type ModeSummary, modeOrders, scaleToFit, sortModes } from "./compareModes";
import type { MatrixMode } from "./selection";

interface Props {
  summaries: ModeSummary[];
  selectedModeId: string;
  onChoose(modeId: string): void;
  onShowDetail(modeId: string): void;
  /** The model's size in mm at scale 1, for "scale to fit". */
  size: { x: number; y: number; z: number };
  /** The thinnest wall in mm at the chosen scale, if measured. */
  thinnestWall: number | null;
  onScaleToFit(modeId: string, scale: number): void;
  stale: boolean;
}

/** Every print mode with its "from" price and days, sortable; the ones that cannot print it say why. */
export function ModeComparison(props: Props) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<ModeOrder>("catalogue");
  return (
    <fieldset className={styles.comparison}>
      <legend className={styles.legend}>{t("configure.printMode")}</legend>
      <fieldset className={styles.sort}>
        <legend className={styles.sortLegend}>{t("configure.compare.sortBy")}</legend>
        {modeOrders.map((value) => (
          <label key={value} className={value === order ? styles.sortActive : undefined}>
            <input
              type="radio"
              name="mode-order"
              value={value}
              checked={value === order}
              onChange={() => setOrder(value)}
            />
            {t(`configure.compare.order.${value}`)}
          </label>
        ))}
      </fieldset>
      <ul className={styles.modeList} aria-busy={props.stale} data-testid="mode-list">
        {sortModes(props.summaries, order).map((summary) => (
          <ModeRow key={summary.mode.id} summary={summary} {...props} />
        ))}
      </ul>
    </fieldset>
  );
}

function ModeRow({ summary, ...props }: Props & { summary: ModeSummary }) {
  const { t } = useTranslation();
  const formatCents = useFormatCents();
  const formatDecimal = useFormatDecimal();
  const { mode, verdict } = summary;
  const selected = mode.id === props.selectedModeId;
  const reasonId = `mode-reason-${mode.id}`;
  const fit = verdict === "tooLarge" ? scaleToFit(props.size, mode.features) : null;
  const reason = useReason(mode, verdict, props.thinnestWall);
  return (
    <li
      className={`${styles.mode} ${selected ? styles.selected : ""} ${styles[verdict]}`}
      data-testid="mode-row"
      data-mode-id={mode.id}
      data-verdict={verdict}
    >
      <label className={styles.modeChoice}>
        <input
          type="radio"
          name="print-mode"
          value={mode.id}
          checked={selected}
          onChange={() => props.onChoose(mode.id)}
          aria-describedby={reason ? reasonId : undefined}
        />
        <span className={styles.modeName}>
          <strong>{mode.name}</strong>
          <small>{mode.printModeMethod.name}</small>
        </span>
        {summary.fromPrice != null && summary.fromDays != null && (
          <span className={styles.offer}>
            <strong data-testid="mode-price">
              {t("configure.compare.from", { price: formatCents(summary.fromPrice) })}
            </strong>
            <small data-testid="mode-days">{t("configure.compare.days", { count: summary.fromDays })}</small>
          </span>
        )}
      </label>
      <button
        type="button"
        className={`${configure.linkButton} ${styles.details}`}
        onClick={() => props.onShowDetail(mode.id)}
      >
        {t("configure.details")}
      </button>
      {reason && (
        <p className={styles.reason} id={reasonId} data-testid="mode-reason">
          <span>{reason}</span>
          {fit != null && (
            <button
              type="button"
              className={styles.fix}
              onClick={() => props.onScaleToFit(mode.id, fit)}
              data-testid="scale-to-fit"
            >
              {t("configure.compare.scaleToFit", { scale: formatDecimal(fit, 2) })}
            </button>
          )}
        </p>
      )}
    </li>
  );
}

/** The sentence that says why a mode cannot print the model, or prints it with a warning. */
function useReason(mode: MatrixMode, verdict: ModeSummary["verdict"], thinnestWall: number | null) {
  const { t } = useTranslation();
  const length = useFormatLength();
  const { maxDimensions: max, maxSumOfSides, minFeatureSize } = mode.features;
  switch (verdict) {
    case "printable":
      return null;
    case "tooLarge": {
      const box = { x: length(max.x), y: length(max.y), z: length(max.z) };
      return maxSumOfSides != null
        ? t("configure.compare.reason.tooLargeSum", { ...box, sum: length(maxSumOfSides) })
        : t("configure.compare.reason.tooLarge", box);
    }
    case "tooSmall":
      return thinnestWall != null && thinnestWall < minFeatureSize
        ? t("configure.compare.reason.thinWalls", {
            thinnest: length(thinnestWall),
            min: length(minFeatureSize),
          })
        : t("configure.compare.reason.smallDetails", { min: length(minFeatureSize) });
    case "notPrintable":
      return t("configure.compare.reason.notPrintable");
  }
}
