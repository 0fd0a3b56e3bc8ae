import styles from "./Form.module.css";

/** A labelled input with its maximum length, required mark and the service's error for it. */
export function TextField(props: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  max: number;
  required?: boolean;
  type?: string;
  hint?: string;
  placeholder?: string;
  inputMode?: "numeric" | "tel" | "email" | "text";
  pattern?: string;
  autoComplete?: string | undefined;
  disabled?: boolean;
  onBlur?(): void;
  error?: string | undefined;
}) {
  const described = [props.hint && `${props.id}-hint`, props.error && `${props.id}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={styles.field}>
      <label htmlFor={props.id}>
        {props.label}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={props.id}
        type={props.type ?? "text"}
        maxLength={props.max}
        required={props.required}
        placeholder={props.placeholder}
        inputMode={props.inputMode}
        pattern={props.pattern}
        autoComplete={props.autoComplete}
        disabled={props.disabled}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {props.hint && (
        <p id={`${props.id}-hint`} className={styles.hint}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${props.id}-error`} className={styles.fieldError}>
          {props.error}
        </p>
      )}
    </div>
  );
}

export function CheckField(props: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      {props.label}
    </label>
  );
}

/** The spec's failure notice: the generic heading and what went wrong. */
export function FormFailure({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className={styles.failure}>
      <strong>{title}</strong>
      <p>{message}</p>
    </div>
  );
}

/** The submit button, disabled with the spec's hint while required fields are missing. */
export function SubmitRow(props: {
  label: string;
  complete: boolean;
  sending: boolean;
  missingHint: string;
}) {
  return (
    <div className={styles.submitRow}>
      <button type="submit" className={styles.submit} disabled={!props.complete || props.sending}>
        {props.label}
      </button>
      {!props.complete && <p className={styles.hint}>{props.missingHint}</p>}
    </div>
  );
}
