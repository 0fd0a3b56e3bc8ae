import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./Consent.module.css";
import { type Consent, consentStore, useConsent } from "./consent";

/** Asks for cookie consent until the shopper has chosen; `editing` reopens it from the footer. */
export function ConsentBanner({ editing, onDone }: { editing: boolean; onDone(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const stored = useConsent();
  const [choice, setChoice] = useState<Consent>(stored ?? { statistics: false, marketing: false });
  if (stored && !editing) return null;
  const save = (consent: Consent) => {
    consentStore.set(consent);
    onDone();
  };
  return (
    <section className={styles.banner} aria-labelledby={`${id}-title`} data-testid="consent-banner">
      <h2 id={`${id}-title`}>{t("consent.title")}</h2>
      <p>{t("consent.body")}</p>
      <fieldset className={styles.categories}>
        <legend className="visually-hidden">{t("consent.categories")}</legend>
        <label>
          <input type="checkbox" checked disabled />
          <span>
            <strong>{t("consent.essential.title")}</strong> {t("consent.essential.body")}
          </span>
        </label>
        <label>
          <input
            type="checkbox"
            checked={choice.statistics}
            onChange={(event) => setChoice({ ...choice, statistics: event.target.checked })}
          />
          <span>
            <strong>{t("consent.statistics.title")}</strong> {t("consent.statistics.body")}
          </span>
        </label>
        <label>
          <input
            type="checkbox"
            checked={choice.marketing}
            onChange={(event) => setChoice({ ...choice, marketing: event.target.checked })}
          />
          <span>
            <strong>{t("consent.marketing.title")}</strong> {t("consent.marketing.body")}
          </span>
        </label>
      </fieldset>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => save({ statistics: false, marketing: false })}
        >
          {t("consent.essentialOnly")}
        </button>
        <button type="button" className={styles.secondary} onClick={() => save(choice)}>
          {t("consent.save")}
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={() => save({ statistics: true, marketing: true })}
        >
          {t("consent.acceptAll")}
        </button>
      </div>
    </section>
  );
}
