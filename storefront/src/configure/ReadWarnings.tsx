import { useTranslation } from "react-i18next";
import styles from "./Configure.module.css";

/** What reading the model file overlooked (a misnamed file, a 3MF off its specification), once per kind. */
export function ReadWarnings({ warnings }: { warnings: readonly { code: string }[] }) {
  const { t } = useTranslation();
  const codes = [...new Set(warnings.map((warning) => warning.code))];
  if (codes.length === 0) return null;
  return (
    <div className={`${styles.notice} ${styles.warning}`} role="status" data-testid="read-warnings">
      <strong>{t("upload.warnings.title")}</strong>
      <ul className={styles.readWarnings}>
        {codes.map((code) => (
          <li key={code} data-code={code}>
            {t(`upload.warnings.${code}`, { defaultValue: t("upload.warnings.generic") })}
          </li>
        ))}
      </ul>
    </div>
  );
}
