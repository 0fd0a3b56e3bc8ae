import { languages, notFound } from "@druckwerk/platform";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Site } from "./content/load";
import { presentPage, presentPageIndex } from "./content/present";
import { pageIndexSchema } from "./contract";
import { canonicalSlug } from "./slug";

/**
 * The headless-TYPO3 side of the service, under `/cms`: `GET /cms/<path>` answers the page JSON
 * (the slug rules apply; a `timestamp` or any other cache-busting parameter is accepted), and
 * `GET /cms/fileadmin/...` the media files; `GET /cms/pages.json` lists every page with its
 * translations (Druckwerk's, for the sitemap).
 */
export const pageRoutes: FastifyPluginAsyncZod<{ site: Site }> = async (app, { site }) => {
  await app.register(fastifyStatic, {
    root: `${site.contentDir}/fileadmin`,
    prefix: "/cms/fileadmin/",
    decorateReply: false,
    maxAge: "1h",
  });

  const page = async (path: string) => {
    const slug = canonicalSlug(path);
    const language = languages.find((l) => slug.startsWith(`/${l}/`)) ?? "de";
    const found = site.languages.get(language)?.pages.get(slug);
    if (!found) throw notFound(`Page ${slug}`);
    return presentPage(site, language, found);
  };
  const query = z.object({ timestamp: z.string().optional() }).catchall(z.string());

  const index = presentPageIndex(site);
  app.get(
    "/cms/pages.json",
    { schema: { querystring: query, response: { 200: pageIndexSchema } } },
    () => index,
  );
  app.get("/cms", { schema: { querystring: query } }, () => page("/"));
  app.get("/cms/*", { schema: { querystring: query } }, (request) =>
    page((request.params as { "*": string })["*"]),
  );
};
