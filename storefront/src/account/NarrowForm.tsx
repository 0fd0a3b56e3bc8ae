import type { FormEvent, ReactNode } from "react";
import { useId } from "react";
import formStyles from "../forms/Form.module.css";
import styles from "./Account.module.css";

/** An account page's one small form under its heading (reset, password, e-mail). */
export function NarrowForm(props: { title: string; onSubmit(event: FormEvent): void; children: ReactNode }) {
  const id = useId();
  return (
    <div className={styles.narrowPage}>
      <form className={formStyles.form} onSubmit={props.onSubmit} noValidate aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className={styles.formTitle}>
          {props.title}
        </h1>
        {props.children}
      </form>
    </div>
  );
}
