import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { graphqlLanguage } from "../app/routing";
import { useLanguage } from "../app/useLanguage";
import { PrintModeCard } from "../catalog/PrintModeCard";
import { PrintModesQuery } from "../catalog/printModes";
import { ContentElements } from "../content/ContentElements";
import { ContentPageDocument } from "../content/queries";
import { useScrollToHash } from "../content/useScrollToHash";
import { Delayed } from "../shared/Delayed";
import { HydratesApart } from "../shared/HydratesApart";
import styles from "./HomePage.module.css";
import { OrderFlow } from "./OrderFlow";

export function HomePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const content = useQuery(ContentPageDocument, {
    variables: { slug: "/start", language: graphqlLanguage(lang) },
  });
  const elements = content.data?.contentPage?.elements;
  useScrollToHash(useLocation().hash, true);
  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <h1>{t("home.title")}</h1>
          <p>{t("home.lead")}</p>
        </div>
      </section>
      <HydratesApart>
        <OrderFlow />
      </HydratesApart>
      {elements && (
        <HydratesApart>
          <div className={styles.content}>
            <ContentElements elements={elements} />
          </div>
        </HydratesApart>
      )}
      <HydratesApart>
        <PrintModesSection />
      </HydratesApart>
    </>
  );
}

/** The catalogue of print modes, each a card. */
function PrintModesSection() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data, error, loading } = useQuery(PrintModesQuery, {
    variables: { language: graphqlLanguage(lang) },
  });
  return (
    <section className={styles.section} aria-labelledby="print-modes-title">
      <h2 id="print-modes-title">{t("home.printModesTitle")}</h2>
      <p className={styles.lead}>{t("home.printModesLead")}</p>
      {error && (
        <p role="alert" className={styles.error}>
          {t("catalog.loadFailed")}
        </p>
      )}
      {loading && !data && (
        <Delayed>
          <p aria-live="polite">{t("catalog.loading")}</p>
        </Delayed>
      )}
      <div className={styles.grid}>
        {data?.printModes.map((mode) => (
          <PrintModeCard key={mode.id} mode={mode} />
        ))}
      </div>
    </section>
  );
}
