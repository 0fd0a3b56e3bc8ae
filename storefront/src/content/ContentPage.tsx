import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { PageHead } from "../app/PageHead";
import { usePageAlternates } from "../app/pageAlternates";
import { contentSlug, graphqlLanguage, languagePrefix } from "../app/routing";
import { useLanguage } from "../app/useLanguage";
import { ContactForm } from "../contact/ContactForm";
import { NotAvailablePage } from "../not-available/NotAvailablePage";
import { useResponseStatus } from "../ssr/responseStatus";
import styles from "./Content.module.css";
import { ContentElements } from "./ContentElements";
import { contentStatus } from "./contentStatus";
import { ContentPageDocument } from "./queries";
import { useScrollToHash } from "./useScrollToHash";

/** The contact page in each language carries the contact form below its content. */
const contactSlugs = new Set(["/kontakt", "/contact"]);

/**
 * Any other path: the CMS page of that slug, or /not-available when it cannot be shown (answered
 * by the server in place, with 404 or 503).
 */
export function ContentPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const slug = contentSlug(pathname);
  const { data, error, loading } = useQuery(ContentPageDocument, {
    variables: { slug, language: graphqlLanguage(lang) },
  });
  const page = data?.contentPage;
  const alternates = usePageAlternates(pathname);
  const unavailable = !loading && !page && (error ? 503 : data?.contentPage === null ? 404 : undefined);
  useResponseStatus(unavailable || undefined);

  useEffect(() => {
    if (loading || page) return;
    if (error || data?.contentPage === null) {
      contentStatus.remember(error ? 503 : 404);
      navigate(`${languagePrefix(lang)}/not-available`, { replace: true });
    }
  }, [loading, page, error, data, lang, navigate]);
  useScrollToHash(hash, Boolean(page));

  if (unavailable) return <NotAvailablePage status={unavailable} />;
  if (!page) return <div className={styles.pending} aria-busy="true" />;
  return (
    <article className={styles.page} data-testid="content-page">
      <PageHead
        title={`${page.meta.title} – Druckwerk`}
        description={page.meta.description || t("shell.description")}
        alternates={alternates}
        type="article"
      />
      <header className={styles.pageHero}>
        <div className={styles.pageHeroInner}>
          <h1>{page.meta.title}</h1>
          {page.meta.subtitle && <p>{page.meta.subtitle}</p>}
        </div>
      </header>
      <div className={styles.body}>
        <ContentElements elements={page.elements} />
        {contactSlugs.has(slug) && <ContactForm />}
      </div>
    </article>
  );
}
