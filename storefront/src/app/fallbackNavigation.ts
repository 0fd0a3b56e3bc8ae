import type { Language } from "../i18n";

export interface MenuItem {
  title: string;
  link: string;
  external: boolean;
}

const item = (title: string, link: string): MenuItem => ({ title, link, external: false });

/** The menus when the CMS cannot be reached (spec, second document, section 9). */
export const fallbackNavigation: Record<
  Language,
  { main: MenuItem[]; top: MenuItem[]; footerLeft: MenuItem[]; footerRight: MenuItem[] }
> = {
  de: {
    main: [
      item("Portfolio", "/portfolio"),
      item("Über uns", "/ueber-uns"),
      item("Kontakt", "/kontakt"),
      item("Downloads", "/downloads"),
    ],
    top: [],
    footerLeft: [
      item("Portfolio", "/portfolio"),
      item("Kontakt", "/kontakt"),
      item("Problem melden", "/kontakt#contact-form"),
    ],
    footerRight: [
      item("Datenschutz", "/datenschutz"),
      item("Impressum", "/impressum"),
      item("AGB", "/agb"),
      item("AEB", "/aeb"),
    ],
  },
  en: {
    main: [
      item("Portfolio", "/en/portfolio"),
      item("About us", "/en/about-us"),
      item("Contact", "/en/contact"),
      item("Downloads", "/en/downloads"),
    ],
    top: [],
    footerLeft: [
      item("Portfolio", "/en/portfolio"),
      item("Contact", "/en/contact"),
      item("Report a problem", "/en/contact#contact-form"),
    ],
    footerRight: [
      item("Privacy", "/en/privacy"),
      item("Imprint", "/en/imprint"),
      item("Terms", "/en/terms"),
      item("Purchasing terms", "/en/purchasing-terms"),
    ],
  },
  fr: {
    main: [
      item("Portfolio", "/fr/portfolio"),
      item("À propos", "/fr/a-propos"),
      item("Contact", "/fr/contact"),
      item("Téléchargements", "/fr/telechargements"),
    ],
    top: [],
    footerLeft: [
      item("Portfolio", "/fr/portfolio"),
      item("Contact", "/fr/contact"),
      item("Signaler un problème", "/fr/contact#contact-form"),
    ],
    footerRight: [
      item("Confidentialité", "/fr/confidentialite"),
      item("Mentions légales", "/fr/mentions-legales"),
      item("CGV", "/fr/cgv"),
      item("Conditions d'achat", "/fr/conditions-achat"),
    ],
  },
};
