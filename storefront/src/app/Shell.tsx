import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router-dom";
import { CartLink } from "../cart/CartLink";
import { languages } from "../i18n";
import { homePath, pathInLanguage } from "./routing";
import styles from "./Shell.module.css";
import { useLanguage } from "./useLanguage";

export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { pathname } = useLocation();
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {t("shell.skipToContent")}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to={homePath(lang)} className={styles.logo} aria-label={t("shell.home")}>
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <span>Druckwerk</span>
          </Link>
          <div className={styles.headerTools}>
            <nav aria-label={t("shell.language")} className={styles.languages}>
              {languages.map((l) => (
                <NavLink
                  key={l}
                  to={pathInLanguage(pathname, l)}
                  lang={l}
                  hrefLang={l}
                  className={l === lang ? styles.activeLanguage : undefined}
                  aria-current={l === lang ? "true" : undefined}
                  title={t(`shell.languages.${l}`)}
                >
                  {l.toUpperCase()}
                </NavLink>
              ))}
            </nav>
            <CartLink />
          </div>
        </div>
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <p>{t("shell.tagline")}</p>
          <p>{t("shell.copyright", { year: new Date().getFullYear() })}</p>
        </div>
      </footer>
    </div>
  );
}
