import { z } from "zod";

export { canonicalSlug } from "./slug";

/**
 * The page JSON of a headless TYPO3 (EXT:headless), as this service serves it and as the gateway
 * accepts it from a real TYPO3: only the fields the shop reads, with TYPO3's loose types coerced.
 */

const flag = z
  .union([z.boolean(), z.number()])
  .transform((value) => Boolean(value))
  .default(false);

/** A file reference: `publicUrl` is a `fileadmin/...` path or an absolute URL. */
export const fileSchema = z.object({
  publicUrl: z.string(),
  properties: z
    .object({
      alternative: z.string().nullish(),
      title: z.string().nullish(),
      link: z.string().nullish(),
      dimensions: z.object({ width: z.number().nullish(), height: z.number().nullish() }).nullish(),
    })
    .default({}),
});
export type FileReference = z.output<typeof fileSchema>;

/** TYPO3 keys rows and columns by their number ("1", "2", …); arrays are accepted too. */
const numbered = <S extends z.ZodType>(item: S) =>
  z.union([z.array(item), z.record(z.string(), item)]).transform((value): z.output<S>[] =>
    Array.isArray(value)
      ? value
      : Object.entries(value)
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([, entry]) => entry),
  );

export const gallerySchema = z.object({
  position: z
    .object({ horizontal: z.string().default("center"), vertical: z.string().default("above") })
    .default({ horizontal: "center", vertical: "above" }),
  rows: numbered(z.object({ columns: numbered(fileSchema) })).default([]),
});
export type GalleryDto = z.output<typeof gallerySchema>;

/** `headerLink` is "" when unset, else an object with `url` (or TYPO3's `href`). */
const linkSchema = z
  .union([z.string(), z.object({ url: z.string().optional(), href: z.string().optional() })])
  .transform((value) => (typeof value === "string" ? value : (value.url ?? value.href ?? "")));

export const contentElementSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  type: z.string(),
  appearance: z.object({ layout: z.string().default("default") }).default({ layout: "default" }),
  content: z
    .object({
      header: z.string().default(""),
      subheader: z.string().default(""),
      bodytext: z.string().default(""),
      headerLink: linkSchema.default(""),
      headerPosition: z.string().default(""),
      headerLayout: z.coerce.number().int().min(0).max(100).default(0),
      gallery: gallerySchema.nullish(),
    })
    .default({
      header: "",
      subheader: "",
      bodytext: "",
      headerLink: "",
      headerPosition: "",
      headerLayout: 0,
    }),
});
export type ContentElementDto = z.output<typeof contentElementSchema>;

export interface NavigationItemDto {
  title: string;
  link: string;
  target: string;
  active: boolean;
  children: NavigationItemDto[];
}

export const navigationItemSchema: z.ZodType<NavigationItemDto, unknown> = z.lazy(() =>
  z.object({
    title: z.string(),
    link: z.string(),
    target: z.string().default(""),
    active: flag,
    children: z.array(navigationItemSchema).default([]),
  }),
);

const menu = z.array(navigationItemSchema).default([]);

export const navigationSchema = z.object({
  main: menu,
  top: menu,
  footerleft: menu,
  footerright: menu,
  story: menu,
});
export type NavigationDto = z.output<typeof navigationSchema>;

export const pageLanguageSchema = z.object({
  locale: z.string(),
  title: z.string(),
  link: z.string(),
  available: flag,
  active: flag,
});

export const pageSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  slug: z.string(),
  meta: z.object({
    title: z.string(),
    subtitle: z.string().nullish(),
    description: z.string().nullish(),
  }),
  languages: z.array(pageLanguageSchema).default([]),
  navigation: navigationSchema.default({ main: [], top: [], footerleft: [], footerright: [], story: [] }),
  resources: z.object({ media: z.array(fileSchema).default([]) }).default({ media: [] }),
  content: z.object({ colPos0: z.array(contentElementSchema).default([]) }).default({ colPos0: [] }),
});
export type PageDto = z.output<typeof pageSchema>;

/**
 * Druckwerk's `GET /cms/pages.json` (no headless TYPO3 has it): every page of the site, each with
 * the path of every translation it has, for the sitemap. A page missing in a language has no entry
 * for it.
 */
export const pageIndexSchema = z.object({
  pages: z.array(
    z.object({
      id: z.string(),
      languages: z.array(z.object({ locale: z.string(), link: z.string() })).min(1),
    }),
  ),
});
export type PageIndexDto = z.output<typeof pageIndexSchema>;

/** What `POST /ContactForm.php` answers on success (201). */
export const formAnswerSchema = z.object({ id: z.string(), kind: z.string() });
/** Why the forms endpoint refuses a submission. */
export const formRefusalCodes = ["VALIDATION_FAILED", "RATE_LIMITED"] as const;

/** A field that breaks a form rule, in the `details.fields` of a 422 answer. */
export { type FieldErrorCode, type FieldErrorDto, fieldErrorSchema } from "@druckwerk/platform";
