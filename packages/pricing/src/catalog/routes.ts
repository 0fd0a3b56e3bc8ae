import { createReadStream } from "node:fs";
import path from "node:path";
import { type Db, LANGUAGE_KEY_HEADER, languageFromKey, notFound } from "@druckwerk/platform";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { printModeListSchema, surfaceFinishListSchema } from "../contract";
import { colors } from "../db/schema";
import { pictureIndex, picturesFolder } from "./pictures";
import { presentPrintMode, presentSurfaceFinishes } from "./present";
import type { CatalogPrintMode } from "./repository";
import { swatchSvg } from "./swatch";

const CATALOG_CACHE = "public, max-age=60";

/** The spec's print-mode catalogue routes. */
export const catalogRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** The catalogue on offer (current-catalog.ts). */
  catalog: () => Promise<CatalogPrintMode[]>;
  /** VAT in percent, for the modes' starting prices. */
  taxRate: number;
}> = async (app, { db, catalog, taxRate }) => {
  const pictures = pictureIndex();
  app.get("/print-modes", { schema: { response: { 200: printModeListSchema } } }, async (request, reply) => {
    const lang = languageFromKey(request.headers[LANGUAGE_KEY_HEADER]);
    reply.header("cache-control", CATALOG_CACHE).header("vary", LANGUAGE_KEY_HEADER);
    return (await catalog()).map((mode) => presentPrintMode(mode, lang, { pictures, taxRate }));
  });

  app.get(
    "/print-modes/surface-finishes",
    { schema: { response: { 200: surfaceFinishListSchema } } },
    async (request, reply) => {
      const lang = languageFromKey(request.headers[LANGUAGE_KEY_HEADER]);
      reply.header("cache-control", CATALOG_CACHE).header("vary", LANGUAGE_KEY_HEADER);
      return presentSurfaceFinishes(await catalog(), lang);
    },
  );

  app.get(
    "/print-modes/colors/:colorId/thumbnail.svg",
    { schema: { params: z.object({ colorId: z.string().min(1).max(100) }) } },
    async (request, reply) => {
      const [color] = await db.select().from(colors).where(eq(colors.id, request.params.colorId));
      if (!color) throw notFound(`Colour ${request.params.colorId}`);
      const lang = languageFromKey(request.headers[LANGUAGE_KEY_HEADER]);
      return reply
        .type("image/svg+xml")
        .header("cache-control", "public, max-age=86400")
        .send(swatchSvg(color.hex, color.name[lang]));
    },
  );

  app.get(
    "/print-modes/:modeId/picture.png",
    { schema: { params: z.object({ modeId: z.string().min(1).max(100) }) } },
    async (request, reply) => {
      const { modeId } = request.params;
      if (!pictures.has(modeId)) throw notFound(`Picture of print mode ${modeId}`);
      return reply
        .type("image/png")
        .header("cache-control", "public, max-age=86400")
        .send(createReadStream(path.join(picturesFolder, `${modeId}.png`)));
    },
  );
};
