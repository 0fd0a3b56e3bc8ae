import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../app/useLanguage";
import { locales } from "../i18n";
import { cookieStore, useCookieValue } from "../shared/cookieStore";
import styles from "./Welcome.module.css";
import { WELCOME_ANCHOR } from "./WelcomeDialog";

/** The day the partner shop became part of Druckwerk (spec: merger date). */
const MERGED_ON = new Date(Date.UTC(2025, 2, 16));
const DISMISSED_KEY = "druckwerk.mergerNotice.dismissed";

/** A slim note above the header for the partner shop's former customers, until they close it. */
export function MergerNotice() {
  const { t } = useTranslation();
  const language = useLanguage();
  const stored = useCookieValue<boolean>(DISMISSED_KEY);
  const [dismissed, setDismissed] = useState(() => stored === true);
  if (dismissed) return null;
  const date = new Intl.DateTimeFormat(locales[language], { dateStyle: "long", timeZone: "UTC" }).format(
    MERGED_ON,
  );
  return (
    <aside className={styles.merger} aria-label={t("welcome.mergerLabel")} data-testid="merger-notice">
      <p>
        {t("welcome.merger", { date })} <a href={`#${WELCOME_ANCHOR}`}>{t("welcome.mergerMore")}</a>
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
