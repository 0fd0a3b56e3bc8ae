import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import styles from "./Shell.module.css";

export interface NoticeMessage {
  title: string;
  body: string;
}

/** Default display time of a notice (the spec's snackbar). */
const SHOWN_FOR_MS = 10_000;

/** A notice handed on by the page that navigated here (e.g. "Absenden erfolgreich"), for 10 s. */
export function Notice() {
  const { t } = useTranslation();
  const location = useLocation();
  const passed = (location.state as { notice?: NoticeMessage } | null)?.notice;
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  useEffect(() => {
    if (!passed) return;
    setNotice(passed);
    const timer = setTimeout(() => setNotice(null), SHOWN_FOR_MS);
    return () => clearTimeout(timer);
  }, [passed]);
  if (!notice) return null;
  return (
    <div className={styles.notice} role="status">
      <div>
        <strong>{notice.title}</strong>
        <p>{notice.body}</p>
      </div>
      <button type="button" onClick={() => setNotice(null)} aria-label={t("shell.closeNotice")}>
        ×
      </button>
    </div>
  );
}
