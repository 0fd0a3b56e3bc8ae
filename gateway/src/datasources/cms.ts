import {
  canonicalSlug,
  type PageDto,
  type PageIndexDto,
  pageIndexSchema,
  pageSchema,
} from "@druckwerk/cms/contract";
import type { Language } from "@druckwerk/platform";
import { UpstreamAPI, UpstreamRefusal } from "./upstream";

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
    return this.nullOn("NOT_FOUND", async () =>
      this.checked(
        pageSchema,
        await this.get(path.slice(1), { params: { timestamp: this.timestamp } }),
        `GET ${path}`,
      ),
    );
  }

  /** Every page with the path of each translation (Druckwerk's cms service only: a TYPO3 has no such call). */
  async pageIndex(): Promise<PageIndexDto> {
    return this.checked(
      pageIndexSchema,
      await this.get("pages.json", { params: { timestamp: this.timestamp } }),
      "GET /pages.json",
    );
  }

  // A real TYPO3 answers a missing page with a 404 of its own shape.
  protected override async errorFromResponse(options: { response: { status: number }; parsedBody: unknown }) {
    if (options.response.status === 404)
      return new UpstreamRefusal(this.upstreamName, 404, "NOT_FOUND", "No such page", [], 60);
    return super.errorFromResponse(options);
  }
}
