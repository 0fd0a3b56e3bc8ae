import sanitizeHtml from "sanitize-html";

/** Rewrites a URL found in content (e.g. a `fileadmin/...` path to the content host). */
export type UrlRewrite = (url: string) => string;

function options(rewrite: UrlRewrite, extra: sanitizeHtml.IOptions): sanitizeHtml.IOptions {
  return {
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowProtocolRelative: false,
    ...extra,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          ...(attribs.href ? { href: rewrite(attribs.href) } : {}),
          ...(attribs.target === "_blank" ? { rel: "noopener noreferrer" } : {}),
        },
      }),
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, ...(attribs.src ? { src: rewrite(attribs.src) } : {}) },
      }),
    },
  };
}

/**
 * The editor's rich text (`bodytext`): paragraphs, headings, lists, tables, links and emphasis.
 * Scripts, styles, event handlers and unsafe URL schemes (javascript:, data:) are removed.
 */
export function sanitizeRichText(html: string, rewrite: UrlRewrite): string {
  return sanitizeHtml(
    html,
    options(rewrite, {
      allowedTags: sanitizeHtml.defaults.allowedTags,
      allowedAttributes: { a: ["href", "target", "title", "rel"], "*": ["class"] },
    }),
  );
}

/**
 * Hand-written markup (the `html` element): the rich-text tags plus images, figures and ids and
 * classes for styling; still no script, style, iframe, event handler or unsafe URL.
 */
export function sanitizeRawHtml(html: string, rewrite: UrlRewrite): string {
  return sanitizeHtml(
    html,
    options(rewrite, {
      allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "figure", "figcaption", "picture"],
      allowedAttributes: {
        a: ["href", "target", "title", "rel"],
        img: ["src", "alt", "title", "width", "height", "loading"],
        "*": ["class", "id", "lang"],
      },
    }),
  );
}
