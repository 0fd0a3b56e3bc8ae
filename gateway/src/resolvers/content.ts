import type { NavigationDto, PageDto } from "@druckwerk/cms/contract";
import type { GatewayContext } from "../context";
import type { ContentPage, Language, Navigation, PageLanguage, Resolvers } from "../generated/graphql";
import { toServiceLanguage } from "../language";
import type { UrlRewrite } from "../sanitize";
import { contentElement, contentImage, navigationItem } from "./content-elements";
import { mediaUrl } from "./media-url";

const languageOfLocale: Record<string, Language> = { de: "DE", en: "EN", fr: "FR" };

/** `fileadmin/...` paths go to the content host (the gateway's media route for the CMS). */
const rewriterFor =
  (context: GatewayContext): UrlRewrite =>
  (url) => {
    const path = url.trim().replace(/^\/?(?=fileadmin\/)/, "/");
    return path.startsWith("/fileadmin/") ? mediaUrl(context, "cms", path) : url;
  };

function navigation(dto: NavigationDto, rewrite: UrlRewrite): Navigation {
  const menu = (items: NavigationDto["main"]) => items.map((item) => navigationItem(item, rewrite));
  return {
    main: menu(dto.main),
    top: menu(dto.top),
    footerLeft: menu(dto.footerleft),
    footerRight: menu(dto.footerright),
    story: menu(dto.story),
  };
}

function languages(page: PageDto): PageLanguage[] {
  return page.languages.flatMap((entry) => {
    const language = languageOfLocale[entry.locale.slice(0, 2).toLowerCase()];
    return language ? [{ language, ...entry }] : [];
  });
}

function contentPage(page: PageDto, language: Language, context: GatewayContext): ContentPage {
  const rewrite = rewriterFor(context);
  return {
    id: page.id,
    language,
    path: page.slug,
    meta: {
      title: page.meta.title,
      subtitle: page.meta.subtitle || null,
      description: page.meta.description || null,
    },
    languages: languages(page),
    navigation: navigation(page.navigation, rewrite),
    media: page.resources.media.map((file) => contentImage(file, rewrite)),
    elements: page.content.colPos0.map((element) => contentElement(element, page.navigation.story, rewrite)),
  };
}

export const contentResolvers: Resolvers = {
  Query: {
    contentPage: async (_parent, args, context) => {
      const language = args.language ?? context.language;
      const page = await context.dataSources.cms.page(args.slug, toServiceLanguage(language));
      return page && contentPage(page, language, context);
    },
    /** The menus are the home page's: every page of the CMS carries them. */
    navigation: async (_parent, args, context) => {
      const language = args.language ?? context.language;
      const home = await context.dataSources.cms.page("/", toServiceLanguage(language));
      const empty = { main: [], top: [], footerleft: [], footerright: [], story: [] };
      return navigation(home?.navigation ?? empty, rewriterFor(context));
    },
  },
  ContentElement: {
    __resolveType: (element) => element.__typename ?? null,
  },
};
