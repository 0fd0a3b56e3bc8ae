import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type Language, languages } from "@druckwerk/platform";
import type { z } from "zod";
import { canonicalSlug } from "../slug";
import { type NavigationFile, navigationFileSchema, type PageFile, pageFileSchema } from "./files";
import { imageSize } from "./image-size";

/** Content that cannot be served; the message names every file and field at fault. */
export class ContentError extends Error {
  override name = "ContentError";
}

export interface LanguageContent {
  navigation: NavigationFile;
  /** Pages by canonical path (`/start`, `/en/contact`). */
  pages: Map<string, NamedPage>;
}

export interface NamedPage {
  /** The file name without `.json`: the key that links translations. */
  name: string;
  page: PageFile;
}

export interface Site {
  contentDir: string;
  languages: Map<Language, LanguageContent>;
  /** Pixel sizes of the images, by `fileadmin/...` path. */
  imageSizes: Map<string, { width: number; height: number } | null>;
}

type Problems = string[];

/** The German path `/cms/pages.json` would serve; the page index answers there. */
const RESERVED_SLUG = "/pages.json";

function readJson<S extends z.ZodType>(file: string, schema: S, name: string, problems: Problems) {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    problems.push(`${name}: not valid JSON (${(error as Error).message})`);
    return null;
  }
  const result = schema.safeParse(raw);
  if (result.success) return result.data as z.output<S>;
  for (const issue of result.error.issues)
    problems.push(`${name}: ${issue.path.join(".") || "(file)"}: ${issue.message}`);
  return null;
}

/** Every `fileadmin/...` path a page refers to, with the field it is in. */
function* imageRefs(page: PageFile): Generator<[string, string]> {
  for (const [index, image] of page.media.entries()) yield [`media.${index}.file`, image.file];
  for (const [index, element] of page.elements.entries())
    for (const [r, row] of (element.gallery?.rows ?? []).entries())
      for (const [c, image] of row.entries())
        yield [`elements.${index}.gallery.rows.${r}.${c}.file`, image.file];
}

function loadLanguage(site: Site, language: Language, problems: Problems): LanguageContent | null {
  const dir = path.join(site.contentDir, language);
  const rel = (file: string) => path.relative(site.contentDir, file);
  const navigation = readJson(
    path.join(dir, "navigation.json"),
    navigationFileSchema,
    `${language}/navigation.json`,
    problems,
  );
  const pages = new Map<string, NamedPage>();
  const pagesDir = path.join(dir, "pages");
  const files = existsSync(pagesDir)
    ? readdirSync(pagesDir)
        .filter((f) => f.endsWith(".json"))
        .sort()
    : [];
  for (const file of files) {
    const full = path.join(pagesDir, file);
    const page = readJson(full, pageFileSchema, rel(full), problems);
    if (!page) continue;
    const slug = canonicalSlug(page.slug, language);
    if (slug === RESERVED_SLUG)
      problems.push(`${rel(full)}: slug: ${page.slug} is taken by the page index (GET /cms/pages.json)`);
    const clash = pages.get(slug);
    if (clash) problems.push(`${rel(full)}: slug: ${page.slug} is also the slug of ${clash.name}.json`);
    for (const [field, ref] of imageRefs(page)) {
      if (site.imageSizes.has(ref)) continue;
      const target = path.join(site.contentDir, ref);
      if (!existsSync(target)) problems.push(`${rel(full)}: ${field}: ${ref} does not exist`);
      else site.imageSizes.set(ref, imageSize(readFileSync(target)));
    }
    pages.set(slug, { name: file.slice(0, -".json".length), page });
  }
  if (!pages.has(canonicalSlug("/", language)))
    problems.push(`${language}/pages: no page has the slug /start`);
  return navigation && { navigation, pages };
}

/**
 * Reads and validates the content of every language; throws a `ContentError` listing each
 * problem as `<file>: <field>: <what is wrong>`.
 */
export function loadSite(contentDir: string): Site {
  const site: Site = { contentDir, languages: new Map(), imageSizes: new Map() };
  const problems: Problems = [];
  for (const language of languages) {
    const content = loadLanguage(site, language, problems);
    if (content) site.languages.set(language, content);
  }
  if (problems.length > 0)
    throw new ContentError(`Invalid content in ${contentDir}:\n  ${problems.join("\n  ")}`);
  return site;
}
