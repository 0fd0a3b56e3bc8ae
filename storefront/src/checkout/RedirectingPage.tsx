import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import { languagePrefix } from "../app/routing";
import { useLanguage } from "../app/useLanguage";
import styles from "./Checkout.module.css";

/** The approval link of the payment provider, only ever one it answered (http or https). */
function providerLink(state: unknown): string | null {
  const link = (state as { paymentLink?: unknown } | null)?.paymentLink;
  if (typeof link !== "string") return null;
  try {
    const url = new URL(link);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** `/redirecting`: a loading screen while the browser goes to the payment provider (spec). */
export function RedirectingPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const link = providerLink(useLocation().state);
  useEffect(() => {
    if (link) window.location.assign(link);
  }, [link]);
  return (
    <section className={styles.page} aria-busy={Boolean(link)}>
      <div className={styles.center}>
        <div className={styles.spinner} aria-hidden="true" />
        <p className={styles.lead} role="status">
          {link ? t("checkout.redirecting.going") : t("checkout.redirecting.lost")}
        </p>
        {link ? (
          <p className={styles.muted}>
            {t("checkout.redirecting.manual")} <a href={link}>{t("checkout.redirecting.link")}</a>
          </p>
        ) : (
          <p>
            <Link to={`${languagePrefix(lang)}/account`}>{t("account.title")}</Link>
          </p>
        )}
      </div>
    </section>
  );
}
