import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { parseDecimal, useFormatDecimal } from "../preferences/decimals";
import { throttle } from "../shared/throttle";
import styles from "./Configure.module.css";
import { parseScaleInput, scaleForDimension } from "./selection";

interface Props {
  scale: number;
  onScale(scale: number): void;
  dimensions: { x: number; y: number; z: number };
  unitLabel: string;
}

const SLIDER_MIN = 0.1;
const SLIDER_MAX = 10;

/** Scale by slider (0.1 to 10, throttled 50 ms), by number (4 decimals) or by a target dimension. */
export function ScaleControls({ scale, onScale, dimensions, unitLabel }: Props) {
  const { t } = useTranslation();
  const format = useFormatDecimal();
  const throttled = useMemo(() => throttle(onScale, 50), [onScale]);
  const [text, setText] = useState(format(scale, 4));
  useEffect(() => setText(format(scale, 4)), [scale, format]);
  const axes = ["x", "y", "z"] as const;
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t("configure.scale")}</legend>
      <div className={styles.scaleRow}>
        <input
          type="range"
          min={SLIDER_MIN}
          max={SLIDER_MAX}
          step={0.1}
          value={Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, scale))}
          onChange={(e) => throttled(Number(e.target.value))}
          aria-label={t("configure.scaleSlider")}
          className={styles.slider}
        />
        <input
          type="text"
          inputMode="decimal"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            onScale(parseScaleInput(e.target.value));
          }}
          onBlur={() => setText(format(scale, 4))}
          aria-label={t("configure.scaleNumber")}
          className={styles.scaleNumber}
          data-testid="scale-input"
        />
      </div>
      <div className={styles.dimensionRow}>
        {axes.map((axis) => (
          <DimensionInput
            key={axis}
            label={`${axis.toUpperCase()} (${unitLabel})`}
            value={dimensions[axis] * scale}
            onCommit={(entered) => onScale(scaleForDimension(entered, dimensions[axis]))}
            testId={`dimension-${axis}`}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** A length that sets the scale; while focused it keeps what is typed, shown with 2 decimals otherwise. */
function DimensionInput(props: {
  label: string;
  value: number;
  onCommit(value: number): void;
  testId: string;
}) {
  const format = useFormatDecimal();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <label className={styles.dimension}>
      <span>{props.label}</span>
      <input
        type="text"
        inputMode="decimal"
        value={draft ?? format(props.value, 2)}
        onFocus={() => setDraft(format(props.value, 2))}
        onChange={(e) => {
          setDraft(e.target.value);
          const entered = parseDecimal(e.target.value);
          if (Number.isFinite(entered) && entered >= 0) props.onCommit(entered);
        }}
        onBlur={() => setDraft(null)}
        data-testid={props.testId}
      />
    </label>
  );
}
