import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { pageAlternates } from "../app/pageAlternates";
import { graphqlLanguage, languagePrefix, splitLanguage } from "../app/routing";
import { useLanguage } from "../app/useLanguage";
import { ContactForm } from "../contact/ContactForm";
import styles from "./Content.module.css";
import { ContentElements } from "./ContentElements";
import { contentStatus } from "./contentStatus";
import { ContentPageDocument } from "./queries";
import { useScrollToHash } from "./useScrollToHash";

/** The contact page in each language carries the contact form below its content. */
const contactSlugs = new Set(["/kontakt", "/contact"]);

/** Any other path: the CMS page of that slug, or /not-available when it cannot be shown. */
export function ContentPage() {
  const lang = useLanguage();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const slug = splitLanguage(pathname).rest.replace(/\/+$/, "") || "/";
  const { data, error, loading } = useQuery(ContentPageDocument, {
    variables: { slug, language: graphqlLanguage(lang) },
  });
  const page = data?.contentPage;

  useEffect(() => {
    if (loading || page) return;
    if (error || data?.contentPage === null) {
      contentStatus.remember(error ? 503 : 404);
      navigate(`${languagePrefix(lang)}/not-available`, { replace: true });
    }
  }, [loading, page, error, data, lang, navigate]);
  useEffect(() => {
    if (page) document.title = `${page.meta.title} – Druckwerk`;
  }, [page]);
  useScrollToHash(hash, Boolean(page));
  useEffect(() => {
    if (!page) return;
    pageAlternates.set(
      Object.fromEntries(
        page.languages.filter((l) => l.available).map((l) => [l.language.toLowerCase(), l.link]),
      ),
    );
    return () => pageAlternates.set({});
  }, [page]);

  if (!page) return <div className={styles.pending} aria-busy="true" />;
  return (
    <article className={styles.page} data-testid="content-page">
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
