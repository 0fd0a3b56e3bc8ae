import { type ReactNode, useEffect, useId, useRef } from "react";
import styles from "./Dialog.module.css";

/** A modal dialog (native <dialog>: focus trap, Escape and backdrop for free), open while mounted. */
export function Dialog(props: { title: string; closeLabel: string; onClose(): void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={props.onClose}>
      <header className={styles.header}>
        <h2 id={titleId}>{props.title}</h2>
        <button type="button" className={styles.close} onClick={props.onClose} aria-label={props.closeLabel}>
          ×
        </button>
      </header>
      {props.children}
    </dialog>
  );
}
