import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router-dom";
import { AccountMenu } from "../account/AccountMenu";
import { CartLink } from "../cart/CartLink";
import { ConsentBanner } from "../consent/ConsentBanner";
import { usePageViews } from "../consent/usePageViews";
import { languages } from "../i18n";
import { NewsletterDialog } from "../newsletter/NewsletterDialog";
import { useOrderProcess } from "../order/OrderProcess";
import { HydratesApart } from "../shared/HydratesApart";
import { WelcomeDialog } from "../welcome/WelcomeDialog";
import { MenuLink } from "./MenuLink";
import { Notice } from "./Notice";
import { usePageAlternates } from "./pageAlternates";
import { homePath, pathInLanguage } from "./routing";
import styles from "./Shell.module.css";
import { ShopBanners } from "./ShopBanners";
import { TopBar } from "./TopBar";
import { useLanguage } from "./useLanguage";
import { useOpenOnThisPage } from "./useOpenOnThisPage";
import { useSiteNavigation } from "./useSiteNavigation";

const socialLinks = [
  { name: "LinkedIn", url: "https://www.linkedin.com/" },
  { name: "Instagram", url: "https://www.instagram.com/" },
  { name: "YouTube", url: "https://www.youtube.com/" },
];

export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const order = useOrderProcess();
  const { pathname } = useLocation();
  const navigation = useSiteNavigation();
  const alternates = usePageAlternates(pathname);
  const menu = useOpenOnThisPage();
  const [newsletterOpen, setNewsletterOpen] = useState(false);
  const [consentOpen, setConsentOpen] = useState(false);
  usePageViews();
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {t("shell.skipToContent")}
      </a>
      <ShopBanners />
      <TopBar items={navigation.top} />
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link
            to={homePath(lang)}
            className={styles.logo}
            aria-label={t("shell.home")}
            // Spec: the logo resets the order process (the cart stays).
            onClick={order.reset}
          >
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <span>Druckwerk</span>
          </Link>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menu.open}
            aria-controls="main-navigation"
            onClick={menu.toggle}
            aria-label={t("shell.menu")}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <nav
            id="main-navigation"
            aria-label={t("shell.mainNavigation")}
            className={`${styles.mainNav} ${menu.open ? styles.mainNavOpen : ""}`}
          >
            {navigation.main.map((item) => (
              <MenuLink key={item.link} item={item} />
            ))}
          </nav>
          <div className={styles.headerTools}>
            <nav aria-label={t("shell.language")} className={styles.languages}>
              {languages.map((l) => (
                <NavLink
                  key={l}
                  to={alternates[l] ?? pathInLanguage(pathname, l)}
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
            <Link to={`${homePath(lang)}#upload`} className={styles.uploadButton} onClick={order.startUpload}>
              {t("shell.upload")}
            </Link>
            <AccountMenu />
            <CartLink />
          </div>
        </div>
      </header>
      <Notice />
      <WelcomeDialog />
      <main id="main" className={styles.main}>
        <HydratesApart>{children}</HydratesApart>
      </main>
      <HydratesApart>
        <footer className={styles.footer}>
          <div className={styles.footerInner}>
            <div className={styles.footerBrand}>
              <strong>Druckwerk GmbH</strong>
              <p>{t("shell.tagline")}</p>
            </div>
            <nav aria-label={t("shell.companyNavigation")} className={styles.footerMenu}>
              <h2>{t("shell.company")}</h2>
              {navigation.footerLeft.map((item) => (
                <MenuLink key={item.link} item={item} />
              ))}
            </nav>
            <nav aria-label={t("shell.legalNavigation")} className={styles.footerMenu}>
              <h2>{t("shell.legal")}</h2>
              {navigation.footerRight.map((item) => (
                <MenuLink key={item.link} item={item} />
              ))}
              <button type="button" className={styles.footerButton} onClick={() => setConsentOpen(true)}>
                {t("consent.settings")}
              </button>
            </nav>
            <div className={styles.footerMenu}>
              <h2>{t("newsletter.footerTitle")}</h2>
              <p>{t("newsletter.footerLead")}</p>
              <button
                type="button"
                className={styles.newsletterButton}
                onClick={() => setNewsletterOpen(true)}
              >
                {t("newsletter.open")}
              </button>
              <ul className={styles.social} aria-label={t("shell.social")}>
                {socialLinks.map((link) => (
                  <li key={link.name}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <p className={styles.copyright}>{t("shell.copyright", { year: new Date().getFullYear() })}</p>
        </footer>
      </HydratesApart>
      {newsletterOpen && <NewsletterDialog onClose={() => setNewsletterOpen(false)} />}
      <ConsentBanner editing={consentOpen} onDone={() => setConsentOpen(false)} />
    </div>
  );
}
