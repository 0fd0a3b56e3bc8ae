import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cookieStore, useCookieValue } from "../shared/cookieStore";
import styles from "./Welcome.module.css";
import { WELCOME_ANCHOR } from "./WelcomeDialog";

const DISMISSED_KEY = "druckwerk.mergerNotice.dismissed";

/**
 * A slim note above the header for the partner shop's former customers, until they close it. The
 * merger's day (spec: 16 March 2025) is written into each language's text: formatting a date would
 * cost every page's start the browser's date-format setup.
 */
export function MergerNotice() {
  const { t } = useTranslation();
  const stored = useCookieValue<boolean>(DISMISSED_KEY);
  const [dismissed, setDismissed] = useState(() => stored === true);
  if (dismissed) return null;
  return (
    <aside className={styles.merger} aria-label={t("welcome.mergerLabel")} data-testid="merger-notice">
      <p>
        {t("welcome.merger")} <a href={`#${WELCOME_ANCHOR}`}>{t("welcome.mergerMore")}</a>
      </p>
      <button
        type="button"
        onClick={() => {
          cookieStore.set(DISMISSED_KEY, true);
          setDismissed(true);
        }}
        aria-label={t("shell.closeNotice")}
      >
        ×
      </button>
    </aside>
  );
}
