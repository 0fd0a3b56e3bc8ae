import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import { accountPath } from "../account/accountPaths";
import { homePath } from "../app/routing";
import { useLanguage } from "../app/useLanguage";
import styles from "./Checkout.module.css";
import { useFinishOrder } from "./finishOrder";

interface QuoteState {
  email?: string;
  number?: string;
  documentUrl?: string;
}

/** `/quote-generated`: the quote is on its way by e-mail; the order process starts over (spec). */
export function QuoteGeneratedPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const quote = (useLocation().state ?? {}) as QuoteState;
  const finish = useFinishOrder();
  const entered = useRef(false);
  useEffect(() => {
    if (entered.current) return;
    entered.current = true;
    void finish();
  }, [finish]);
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <div className={styles.center}>
        <h1 id={`${id}-title`}>{t("checkout.quote.title")}</h1>
        <p className={styles.lead} data-testid="quote-notice">
          {quote.email ? t("checkout.quote.sentTo", { email: quote.email }) : t("checkout.quote.sent")}
        </p>
        {quote.number && (
          <p className={styles.muted}>{t("checkout.quote.number", { number: quote.number })}</p>
        )}
        <div className={styles.actions}>
          {quote.documentUrl && (
            <a className={styles.secondary} href={quote.documentUrl} target="_blank" rel="noreferrer">
              {t("checkout.quote.document")}
            </a>
          )}
          <Link className={styles.secondary} to={accountPath(lang)}>
            {t("account.title")}
          </Link>
          <Link className={styles.primary} to={homePath(lang)}>
            {t("checkout.toStart")}
          </Link>
        </div>
      </div>
    </section>
  );
}
