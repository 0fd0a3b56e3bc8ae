import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router-dom";
import styles from "../not-available/NotAvailable.module.css";
import { ChunkLoadError } from "./loadChunk";

/**
 * What a page that failed to show says, inside the shop's header and footer: a part of the
 * storefront that did not arrive (a new release replaced it, the connection dropped) or any other
 * fault, with a way to load the page again.
 */
export function PageError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const missingPart = error instanceof ChunkLoadError;
  return (
    <section className={styles.page} role="alert">
      <h1>{t("pageError.title")}</h1>
      <p>{t(missingPart ? "pageError.chunk" : "pageError.other")}</p>
      <button type="button" className={styles.home} onClick={() => window.location.reload()}>
        {t("pageError.reload")}
      </button>
    </section>
  );
}
