import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useFormatCents } from "../preferences/money";
import { QuantityStepper } from "../shared/QuantityStepper";
import { Swatch } from "../shared/Swatch";
import styles from "./Configure.module.css";
import { modesWithoutWarnings, summarizeModes } from "./compareModes";
import { ModeComparison } from "./ModeComparison";
import { QualityNotice } from "./QualityNotice";
import { ScaleControls } from "./ScaleControls";
import {
  type MatrixMode,
  type PrintQuality,
  resolve,
  type Selection,
  selectColor,
  selectFinish,
  selectMode,
} from "./selection";
import { ThinWallAdvice } from "./ThinWallAdvice";

interface Props {
  modes: MatrixMode[];
  selection: Selection;
  onSelect(selection: Selection): void;
  onShowDetail(modeId: string): void;
  scale: number;
  onScale(scale: number): void;
  quantity: number;
  onQuantity(quantity: number): void;
  dimensions: { x: number; y: number; z: number };
  /** The model's size in mm at scale 1. */
  size: { x: number; y: number; z: number };
  /** The thinnest wall in mm at the chosen scale, if measured. */
  thinnestWall: number | null;
  unitLabel: string;
  quality: PrintQuality;
  business: boolean;
  pricesStale: boolean;
}

/** Sub-step 1: the compared print modes, finish, colour with prices, scale and quantity. */
export function MaterialStep(props: Props) {
  const formatCents = useFormatCents();
  const { t } = useTranslation();
  const { modes, selection, onSelect } = props;
  const { mode, finish } = resolve(modes, selection);
  const summaries = useMemo(() => summarizeModes(modes, props.business), [modes, props.business]);
  const thinWall = props.thinnestWall;
  // A price the pricing service refused is null: the colour shows as not printable.
  const amount = (price: { net?: number | null; gross?: number | null } | null) =>
    props.business ? price?.net : price?.gross;
  return (
    <div className={styles.stepBody}>
      <ModeComparison
        summaries={summaries}
        selectedModeId={selection.modeId}
        onChoose={(modeId) => {
          const next = selectMode(modes, modeId);
          if (next) onSelect(next);
        }}
        onShowDetail={props.onShowDetail}
        size={props.size}
        thinnestWall={props.thinnestWall}
        onScaleToFit={(modeId, scale) => {
          const next = selectMode(modes, modeId);
          if (next) onSelect(next);
          props.onScale(scale);
        }}
        stale={props.pricesStale}
      />

      {mode && (
        <fieldset className={styles.fieldset}>
          <legend>{t("configure.finish")}</legend>
          <div className={styles.chips}>
            {mode.surfaceFinishes.map((f) => (
              <label
                key={f.id}
                className={`${styles.chip} ${f.id === selection.finishId ? styles.selected : ""}`}
              >
                <input
                  type="radio"
                  name="finish"
                  value={f.id}
                  checked={f.id === selection.finishId}
                  onChange={() => onSelect(selectFinish(modes, selection, f.id))}
                />
                {f.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {finish && (
        <fieldset className={styles.fieldset}>
          <legend>{t("configure.color")}</legend>
          <div className={styles.colorList} aria-busy={props.pricesStale}>
            {finish.colors.map((c) => {
              const shown = amount(c.price);
              return (
                <label
                  key={c.id}
                  className={`${styles.colorOption} ${c.id === selection.colorId ? styles.selected : ""} ${
                    c.price?.printable ? "" : styles.unprintable
                  }`}
                  data-testid="color-option"
                >
                  <input
                    type="radio"
                    name="color"
                    value={c.id}
                    checked={c.id === selection.colorId}
                    onChange={() => onSelect(selectColor(modes, selection, c.id))}
                  />
                  <Swatch className={styles.swatch} color={c.hex} />
                  <span className={styles.colorName}>{c.name}</span>
                  <span className={styles.colorPrice} data-testid="color-price">
                    {c.price?.printable && shown != null
                      ? formatCents(shown)
                      : t("configure.notPrintableShort")}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}

      <ScaleControls
        scale={props.scale}
        onScale={props.onScale}
        dimensions={props.dimensions}
        unitLabel={props.unitLabel}
      />

      <QuantityStepper
        className={styles.quantity}
        label={t("configure.quantity")}
        value={props.quantity}
        onChange={props.onQuantity}
        testId="quantity-input"
      />

      <QualityNotice quality={props.quality} />
      {mode &&
        props.quality === "tooSmall" &&
        thinWall != null &&
        thinWall < mode.features.minFeatureSize && (
          <ThinWallAdvice
            mode={mode}
            thinnestWall={thinWall}
            alternatives={modesWithoutWarnings(summaries)}
          />
        )}
    </div>
  );
}
