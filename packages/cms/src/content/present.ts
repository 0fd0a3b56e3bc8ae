import type { Language } from "@druckwerk/platform";
import type { ContentElementDto, NavigationItemDto, PageDto, PageIndexDto } from "../contract";
import { canonicalSlug } from "../slug";
import type { ElementFile, ImageFile, MenuItem } from "./files";
import type { NamedPage, Site } from "./load";

const locales: Record<Language, { locale: string; title: string }> = {
  de: { locale: "de-DE", title: "Deutsch" },
  en: { locale: "en-US", title: "English" },
  fr: { locale: "fr-FR", title: "Français" },
};

/** A path within a language as a shop path: `/kontakt` stays, `/contact` in English is `/en/contact`. */
export function localLink(link: string, language: Language): string {
  if (!link.startsWith("/") || language === "de") return link;
  return link === "/" ? `/${language}` : `/${language}${link}`;
}

/** The page with the file name `name` in each language of the site; undefined where it has none. */
function translations(site: Site, name: string): [Language, NamedPage | undefined][] {
  return [...site.languages].map(([language, content]) => [
    language,
    [...content.pages.values()].find((candidate) => candidate.name === name),
  ]);
}

/** The page answer of a headless TYPO3 (EXT:headless) for one page of the site. */
export function presentPage(site: Site, language: Language, { name, page }: NamedPage): PageDto {
  const path = canonicalSlug(page.slug, language);
  const file = (image: ImageFile) => {
    const size = site.imageSizes.get(image.file);
    return {
      publicUrl: `/${image.file}`,
      properties: {
        alternative: image.alt,
        title: image.title ?? null,
        link: image.link ? localLink(image.link, language) : null,
        dimensions: size ?? null,
      },
    };
  };
  const menu = (items: MenuItem[]): NavigationItemDto[] =>
    items.map((item) => {
      const link = localLink(item.link, language);
      const target = link.split("#")[0] ?? "";
      return {
        title: item.title,
        link,
        target: item.target ?? "",
        active: target !== "" && (path === target || path.startsWith(`${target}/`)),
        children: [],
      };
    });
  const element = (el: ElementFile): ContentElementDto => ({
    id: String(el.id),
    type: el.type,
    appearance: { layout: el.layout },
    content: {
      header: el.header,
      subheader: el.subheader,
      bodytext: el.bodytext,
      headerLink: el.headerLink ? localLink(el.headerLink, language) : "",
      headerPosition: el.headerPosition ?? "",
      headerLayout: el.headerLayout,
      gallery: el.gallery && {
        position: { horizontal: el.gallery.horizontal, vertical: el.gallery.vertical },
        rows: el.gallery.rows.map((row) => ({ columns: row.map(file) })),
      },
    },
  });
  const navigation = site.languages.get(language)?.navigation;
  return {
    id: String(page.id),
    slug: path,
    meta: { title: page.title, subtitle: page.subtitle ?? null, description: page.description ?? null },
    languages: translations(site, name).map(([other, translation]) => ({
      ...locales[other],
      link: translation ? canonicalSlug(translation.page.slug, other) : canonicalSlug("/", other),
      available: translation !== undefined,
      active: other === language,
    })),
    navigation: {
      main: menu(navigation?.main ?? []),
      top: menu(navigation?.top ?? []),
      footerleft: menu(navigation?.footerleft ?? []),
      footerright: menu(navigation?.footerright ?? []),
      story: menu(page.story),
    },
    resources: { media: page.media.map(file) },
    content: { colPos0: page.elements.map(element) },
  };
}

/** Every page of the site once, with the path of each of its translations (`GET /cms/pages.json`). */
export function presentPageIndex(site: Site): PageIndexDto {
  const names = new Set(
    [...site.languages.values()].flatMap((content) => [...content.pages.values()].map((p) => p.name)),
  );
  return {
    pages: [...names].map((name) => {
      const found = translations(site, name).flatMap(([language, translation]) =>
        translation ? [{ language, page: translation.page }] : [],
      );
      return {
        // The id of its first translation: ids are only unique within a language.
        id: String(found[0]?.page.id),
        languages: found.map(({ language, page }) => ({
          locale: locales[language].locale,
          link: canonicalSlug(page.slug, language),
        })),
      };
    }),
  };
}
