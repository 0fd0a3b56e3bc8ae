import type {
  ContentElementDto,
  FileReference,
  GalleryDto,
  NavigationItemDto,
} from "@druckwerk/cms/contract";
import type {
  ContentElement,
  ContentImage,
  ContentLink,
  ElementHeader,
  Gallery,
  GalleryHorizontalPosition,
  GalleryVerticalPosition,
  HeaderPosition,
  NavigationItem,
} from "../generated/graphql";
import { sanitizeRawHtml, sanitizeRichText, type UrlRewrite } from "../sanitize";

const isAbsolute = (url: string) => /^https?:\/\//i.test(url);

export const contentLink = (url: string, rewrite: UrlRewrite): ContentLink | null =>
  url ? { url: rewrite(url), external: isAbsolute(url) } : null;

export function navigationItem(item: NavigationItemDto, rewrite: UrlRewrite): NavigationItem {
  return {
    title: item.title,
    link: rewrite(item.link),
    external: item.target === "_blank" || isAbsolute(item.link),
    active: item.active,
    children: item.children.map((child) => navigationItem(child, rewrite)),
  };
}

export function contentImage(file: FileReference, rewrite: UrlRewrite): ContentImage {
  const { properties } = file;
  return {
    url: rewrite(file.publicUrl),
    alt: properties.alternative ?? "",
    title: properties.title || null,
    width: properties.dimensions?.width ?? null,
    height: properties.dimensions?.height ?? null,
    link: properties.link ? rewrite(properties.link) : null,
  };
}

const headerPositions: Record<string, HeaderPosition> = { left: "LEFT", center: "CENTER", right: "RIGHT" };
const horizontal: Record<string, GalleryHorizontalPosition> = { left: "LEFT", right: "RIGHT" };
const vertical: Record<string, GalleryVerticalPosition> = { below: "BELOW", intext: "INTEXT" };

/** TYPO3's `headerLayout` 100 hides the header; 0 is the default level 2. */
function header({ content }: ContentElementDto, rewrite: UrlRewrite): ElementHeader | null {
  if (!content.header || content.headerLayout === 100) return null;
  return {
    text: content.header,
    subheader: content.subheader || null,
    level: content.headerLayout >= 1 && content.headerLayout <= 6 ? content.headerLayout : 2,
    position: headerPositions[content.headerPosition] ?? "DEFAULT",
    link: contentLink(content.headerLink, rewrite),
  };
}

function gallery(dto: GalleryDto | null | undefined, rewrite: UrlRewrite): Gallery {
  return {
    horizontalPosition: horizontal[dto?.position.horizontal ?? ""] ?? "CENTER",
    verticalPosition: vertical[dto?.position.vertical ?? ""] ?? "ABOVE",
    rows: (dto?.rows ?? []).map((row) => ({
      images: row.columns.map((file) => contentImage(file, rewrite)),
    })),
  };
}

const firstImage = (dto: GalleryDto | null | undefined, rewrite: UrlRewrite) => {
  const file = dto?.rows.flatMap((row) => row.columns)[0];
  return file ? contentImage(file, rewrite) : null;
};

/** The CMS types whose layouts (`layout-1` … `layout-7`) select one of the designed families. */
const layoutTypes = new Set(["text", "textpic", "textmedia", "image"]);
const defaultLayouts = new Set(["default", "0", ""]);

/**
 * One content element as its typed GraphQL element: by layout family for the designed layouts,
 * by CMS type otherwise; an unknown type or layout becomes `UnsupportedElement`. Every piece of
 * HTML is sanitised and every `fileadmin` URL rewritten to the content host.
 */
export function contentElement(
  dto: ContentElementDto,
  story: NavigationItemDto[],
  rewrite: UrlRewrite,
): ContentElement {
  const base = { id: dto.id, type: dto.type, layout: dto.appearance.layout };
  const { content } = dto;
  const teaser = () => ({
    ...base,
    header: header(dto, rewrite),
    bodyHtml: sanitizeRichText(content.bodytext, rewrite),
    image: firstImage(content.gallery, rewrite),
    link: contentLink(content.headerLink, rewrite),
  });
  if (layoutTypes.has(dto.type)) {
    switch (base.layout) {
      case "layout-1":
      case "layout-2": {
        const side = content.gallery?.position.horizontal === "left" ? "LEFT" : "RIGHT";
        const theme = base.layout === "layout-1" ? "DARK" : "LIGHT";
        return { __typename: "SplitSectionElement", ...teaser(), theme, imageSide: side };
      }
      case "layout-3":
        return { __typename: "CallToActionElement", ...teaser() };
      case "layout-4":
        return { __typename: "HeroBannerElement", ...teaser() };
      case "layout-5":
      case "layout-6":
        return {
          __typename: "ProductBoxElement",
          ...teaser(),
          size: base.layout === "layout-5" ? "REGULAR" : "QUARTER",
        };
      case "layout-7":
        return { __typename: "ContentPreviewElement", ...teaser() };
    }
  }
  if (!defaultLayouts.has(base.layout)) return { __typename: "UnsupportedElement", ...base };
  const bodyHtml = () => sanitizeRichText(content.bodytext, rewrite);
  switch (dto.type) {
    case "header":
      return {
        __typename: "HeaderElement",
        ...base,
        header: header(dto, rewrite) ?? {
          text: "",
          subheader: null,
          level: 2,
          position: "DEFAULT",
          link: null,
        },
      };
    case "text":
      return { __typename: "TextElement", ...base, header: header(dto, rewrite), bodyHtml: bodyHtml() };
    case "textpic":
    case "textmedia":
      return {
        __typename: "TextWithImagesElement",
        ...base,
        header: header(dto, rewrite),
        bodyHtml: bodyHtml(),
        gallery: gallery(content.gallery, rewrite),
      };
    case "image":
      return {
        __typename: "ImageBannerElement",
        ...base,
        header: header(dto, rewrite),
        gallery: gallery(content.gallery, rewrite),
      };
    case "div":
      return { __typename: "DividerElement", ...base };
    case "html":
      return { __typename: "RawHtmlElement", ...base, html: sanitizeRawHtml(content.bodytext, rewrite) };
    case "menu_story":
      return {
        __typename: "StoryNavigationElement",
        ...base,
        header: header(dto, rewrite),
        items: story.map((item) => navigationItem(item, rewrite)),
      };
    default:
      return { __typename: "UnsupportedElement", ...base };
  }
}
