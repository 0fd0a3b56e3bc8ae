import { z } from "zod";

/**
 * The content files an editor writes, one folder per language (`content/<lang>/`):
 * `navigation.json` with the menus and `pages/<name>.json` per page. A page with the same file
 * name in another language is its translation. Paths starting with `/` are paths within the
 * language (`/kontakt`); the service adds the language prefix.
 */

const text = z.string().trim();
const line = (max: number) => text.min(1).max(max);

/** A shop path (`/kontakt`, `/kontakt#contact-form`), an anchor, or an absolute or mail link. */
const link = z
  .string()
  .regex(/^(\/|#|https?:\/\/|mailto:|tel:)/, "must start with /, #, http(s)://, mailto: or tel:");

/** A file below `content/fileadmin/`, written as `fileadmin/...`. */
const fileadminPath = z
  .string()
  .regex(
    /^fileadmin\/(?!.*\.\.)[\w\-./]+\.(png|jpe?g|webp|gif|svg|pdf)$/i,
    "must be a fileadmin/… image or PDF path",
  );

export const imageFileSchema = z.strictObject({
  file: fileadminPath,
  alt: text.default(""),
  title: text.optional(),
  link: link.optional(),
});
export type ImageFile = z.output<typeof imageFileSchema>;

export const menuItemSchema = z.strictObject({
  title: line(60),
  link,
  /** `_blank` opens the link in a new tab. */
  target: z.enum(["_blank"]).optional(),
});
export type MenuItem = z.output<typeof menuItemSchema>;

export const navigationFileSchema = z.strictObject({
  main: z.array(menuItemSchema),
  top: z.array(menuItemSchema).default([]),
  footerleft: z.array(menuItemSchema),
  footerright: z.array(menuItemSchema),
});
export type NavigationFile = z.output<typeof navigationFileSchema>;

export const elementSchema = z.strictObject({
  /** Unique on the page; `#c<id>` is its anchor. */
  id: z.number().int().positive(),
  /** The TYPO3 content type: header, text, textpic, textmedia, image, div, html, menu_story, … */
  type: z.string().regex(/^[a-z_]+$/, "must be a TYPO3 content type name like textpic"),
  /** `default` or `layout-1` … `layout-7` (see docs/architecture.md). */
  layout: z
    .string()
    .regex(/^(default|layout-\d+)$/, "must be default or layout-<n>")
    .default("default"),
  header: text.default(""),
  subheader: text.default(""),
  /** Rich text (HTML); the raw markup for `html` elements. */
  bodytext: z.string().default(""),
  headerLink: link.optional(),
  headerPosition: z.enum(["left", "center", "right"]).optional(),
  /** Heading level 1 to 6; 0 is the default; 100 hides the header. */
  headerLayout: z.union([z.number().int().min(0).max(6), z.literal(100)]).default(0),
  gallery: z
    .strictObject({
      horizontal: z.enum(["left", "center", "right"]).default("center"),
      vertical: z.enum(["above", "below", "intext"]).default("above"),
      rows: z.array(z.array(imageFileSchema).min(1)).min(1),
    })
    .optional(),
});
export type ElementFile = z.output<typeof elementSchema>;

export const pageFileSchema = z
  .strictObject({
    /** The page id, unique in its language. */
    id: z.number().int().positive(),
    /** The path within the language: `/start`, `/kontakt`, `/story/druckwerk`. */
    slug: z.string().regex(/^\/[\w\-./]*$/, "must be a path like /kontakt"),
    title: line(120),
    subtitle: text.optional(),
    description: text.optional(),
    media: z.array(imageFileSchema).default([]),
    /** The chapters of a story page. */
    story: z.array(menuItemSchema).default([]),
    elements: z.array(elementSchema),
  })
  .superRefine((page, ctx) => {
    const seen = new Set<number>();
    page.elements.forEach((element, index) => {
      if (seen.has(element.id))
        ctx.addIssue({
          code: "custom",
          path: ["elements", index, "id"],
          message: `duplicate element id ${element.id}`,
        });
      seen.add(element.id);
    });
  });
export type PageFile = z.output<typeof pageFileSchema>;
