import { canonicalSlug, type PageDto, pageSchema } from "@druckwerk/cms/contract";
import type { Language } from "@druckwerk/platform";
import { UpstreamAPI } from "./upstream";

/**
 * Pages of a headless TYPO3 (Druckwerk's cms service or a real one) by URL slug. Every request
 * carries the cache-busting `timestamp` parameter, fixed per GraphQL request so that one page
 * read twice in a request is fetched once.
 */
export class CmsAPI extends UpstreamAPI {
  protected readonly upstreamName = "cms";
  private readonly timestamp = String(Date.now());

  /** The page at a slug in a language, or null when the CMS has none (404). */
  page(slug: string, language: Language): Promise<PageDto | null> {
    const path = canonicalSlug(slug, language);
    return this.nullOn(404, async () =>
      this.checked(
        pageSchema,
        await this.get(path.slice(1), { params: { timestamp: this.timestamp } }),
        `GET ${path}`,
      ),
    );
  }
}
