import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { homePath } from "../app/routing";
import { useLanguage } from "../app/useLanguage";
import { contentStatus } from "../content/contentStatus";
import { useInBrowser } from "../shared/ClientOnly";
import styles from "./NotAvailable.module.css";

/**
 * Where a content page that failed to load leads: the message depends on its `status`, or on the
 * one stored when the shopper was sent here (read in the browser only: the server cannot know it).
 */
export function NotAvailablePage({ status }: { status?: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const stored = useInBrowser() ? contentStatus.read() : undefined;
  const serverFault = String(status ?? stored ?? "").startsWith("5");
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t("notAvailable.title")}</h1>
      <p>{t(serverFault ? "notAvailable.server" : "notAvailable.moved")}</p>
      <Link to={homePath(lang)} className={styles.home}>
        {t("notAvailable.home")}
      </Link>
    </section>
  );
}
