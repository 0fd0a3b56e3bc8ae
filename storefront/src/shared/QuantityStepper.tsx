import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./QuantityStepper.module.css";
import { clampQuantity } from "./quantity";

/** Spec, section 9: a number button shows it was pressed for 100 ms. */
export const BUTTON_FLASH_MS = 100;

interface Props {
  label: ReactNode;
  value: number;
  /** Called with a whole number within min..max: at once for the buttons, else as `commit` says. */
  onChange(value: number): void;
  min?: number;
  max?: number;
  /** "input": every valid keystroke counts (the configurator); "blur": on leaving the field or Enter (the cart). */
  commit?: "input" | "blur";
  testId?: string;
  className?: string;
}

/**
 * A quantity with − and + buttons (44 px, thumb-sized on phones) around a number field. The
 * field keeps what is typed until it is a whole number in range; leaving it puts back the
 * nearest valid one.
 */
export function QuantityStepper({
  label,
  value,
  onChange,
  min = 1,
  max = 100_000,
  commit = "input",
  testId,
  className,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const [flash, setFlash] = useState<"down" | "up" | null>(null);
  const flashTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => setDraft(String(value)), [value]);
  useEffect(() => () => clearTimeout(flashTimer.current), []);

  const clamp = (n: number) => clampQuantity(n, min, max);
  const parsed = (text: string) => {
    const n = Number(text);
    return text.trim() !== "" && Number.isFinite(n) ? clamp(n) : null;
  };
  const step = (direction: "down" | "up") => {
    const next = clamp(value + (direction === "up" ? 1 : -1));
    setFlash(direction);
    clearTimeout(flashTimer.current);
    flashTimer.current = setTimeout(() => setFlash(null), BUTTON_FLASH_MS);
    if (next !== value) onChange(next);
  };
  const settle = () => {
    const next = parsed(draft) ?? value;
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  return (
    // The label names the field only: the buttons inside a <label> would take its clicks.
    <div className={`${styles.quantity} ${className ?? ""}`}>
      <label htmlFor={id}>{label}</label>
      <span className={styles.stepper}>
        <button
          type="button"
          className={styles.button}
          data-flash={flash === "down" || undefined}
          onClick={() => step("down")}
          disabled={value <= min}
          aria-label={t("quantity.less")}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            const next = parsed(e.target.value);
            if (commit === "input" && next !== null && next !== value) onChange(next);
          }}
          onBlur={settle}
          onKeyDown={(e) => {
            if (e.key === "Enter") e.currentTarget.blur();
          }}
          data-testid={testId}
        />
        <button
          type="button"
          className={styles.button}
          data-flash={flash === "up" || undefined}
          onClick={() => step("up")}
          disabled={value >= max}
          aria-label={t("quantity.more")}
        >
          +
        </button>
      </span>
    </div>
  );
}
