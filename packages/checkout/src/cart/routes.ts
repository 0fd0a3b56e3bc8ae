import { type FileStorage, LANGUAGE_KEY_HEADER } from "@druckwerk/platform";
import type { FastifyError, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  addItemsAnswerSchema,
  addItemsSchema,
  attachmentExtensions,
  cartItemSchema,
  cartSchema,
  itemsAnswerSchema,
  itemUpdateSchema,
  MAX_ATTACHMENT_BYTES,
  MAX_THUMBNAIL_BYTES,
} from "../contract";
import type { CartStore, RequestContext } from "./cart-store";
import {
  attachmentPath,
  cartFileKeys,
  cartPrice,
  presentCart,
  presentItem,
  storedAttachmentName,
  thumbnailPath,
} from "./present";
import { cartRefusal, refuse, validationRefusal } from "./refusals";

const cartParams = z.object({ cartId: z.string().max(100) });
const itemParams = cartParams.extend({ itemId: z.string().max(100) });
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const contextOf = (request: FastifyRequest): RequestContext => ({
  requestId: request.id,
  languageKey: String(request.headers[LANGUAGE_KEY_HEADER] ?? "DE"),
});

/** The one file part of a multipart request. */
async function filePart(request: FastifyRequest, maxBytes: number) {
  const part = request.isMultipart()
    ? await request.file({ limits: { fileSize: maxBytes, files: 1 } })
    : undefined;
  if (!part) throw refuse("NO_FILE", "Send the file as the one part of a multipart/form-data request");
  return part;
}

const tooLarge = (maxBytes: number) =>
  refuse("FILE_TOO_LARGE", `The file is larger than ${maxBytes / 1024 / 1024} MB`);

/** The spec's cart calls: create, read, add, change and delete items, thumbnails and attachments. */
export const cartRoutes: FastifyPluginAsyncZod<{ store: CartStore; storage: FileStorage }> = async (
  app,
  options,
) => {
  const { store, storage } = options;
  app.setSchemaErrorFormatter(validationRefusal);
  app.setErrorHandler((error: FastifyError) => {
    throw cartRefusal(error);
  });

  /** The spec's answer to a change, with the cart's price. */
  const itemsAnswer = async (cartId: string) => {
    const rows = await store.items(cartId);
    return { items: rows.map(presentItem), price: cartPrice(rows, store.taxRate) };
  };

  app.post("/checkout/cart", { schema: { response: { 201: cartSchema } } }, async (_request, reply) => {
    const id = await store.create();
    return reply.code(201).send(presentCart(id, [], store.taxRate));
  });

  app.get(
    "/checkout/cart/:cartId",
    { schema: { params: cartParams, response: { 200: cartSchema } } },
    async (request) =>
      presentCart(request.params.cartId, await store.items(request.params.cartId), store.taxRate),
  );

  app.post(
    "/checkout/cart/:cartId/item",
    { schema: { params: cartParams, body: addItemsSchema, response: { 201: addItemsAnswerSchema } } },
    async (request, reply) => {
      const { cartId } = request.params;
      const created = await store.add(cartId, request.body.items, contextOf(request));
      return reply.code(201).send({
        cart: presentCart(cartId, await store.items(cartId), store.taxRate),
        createdItems: created.map(presentItem),
      });
    },
  );

  app.patch(
    "/checkout/cart/:cartId/item/:itemId",
    { schema: { params: itemParams, body: itemUpdateSchema, response: { 200: itemsAnswerSchema } } },
    async (request) => {
      const { cartId, itemId } = request.params;
      await store.update(cartId, itemId, request.body, contextOf(request));
      return itemsAnswer(cartId);
    },
  );

  app.delete(
    "/checkout/cart/:cartId/item/:itemId",
    { schema: { params: itemParams, response: { 200: itemsAnswerSchema } } },
    async (request) => {
      const { cartId, itemId } = request.params;
      await store.remove(cartId, itemId);
      return itemsAnswer(cartId);
    },
  );

  app.post(
    "/checkout/cart/:cartId/item/:itemId/thumbnail",
    { schema: { params: itemParams, response: { 200: cartItemSchema } } },
    async (request) => {
      const { cartId, itemId } = request.params;
      await store.requireItem(cartId, itemId);
      const part = await filePart(request, MAX_THUMBNAIL_BYTES);
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        throw error.code === "FST_REQ_FILE_TOO_LARGE" ? tooLarge(MAX_THUMBNAIL_BYTES) : error;
      });
      // The limit can cut the last chunk without toBuffer noticing (a streamed, chunked request).
      if (part.file.truncated) throw tooLarge(MAX_THUMBNAIL_BYTES);
      if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
        throw refuse("NOT_A_PNG", "The thumbnail must be a PNG image");
      }
      await storage.write(cartFileKeys.thumbnail(cartId, itemId), bytes);
      await store.setThumbnail(itemId, thumbnailPath(cartId, itemId));
      return presentItem(await store.requireItem(cartId, itemId));
    },
  );

  app.get(
    "/checkout/cart/:cartId/item/:itemId/thumbnail.png",
    { schema: { params: itemParams } },
    async (request, reply) => {
      const { cartId, itemId } = request.params;
      await store.requireItem(cartId, itemId);
      return reply
        .type("image/png")
        .header("cache-control", "private, max-age=60")
        .send(await storage.read(cartFileKeys.thumbnail(cartId, itemId)));
    },
  );

  app.post(
    "/checkout/cart/:cartId/item/:itemId/attachments",
    { schema: { params: itemParams, response: { 200: cartItemSchema } } },
    async (request) => {
      const { cartId, itemId } = request.params;
      await store.requireItem(cartId, itemId);
      const part = await filePart(request, MAX_ATTACHMENT_BYTES);
      const extension = part.filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? "";
      if (!(attachmentExtensions as readonly string[]).includes(extension)) {
        throw refuse(
          "UNSUPPORTED_ATTACHMENT",
          `Attach one of ${attachmentExtensions.map((e) => `.${e}`).join(", ")}`,
        );
      }
      const name = storedAttachmentName(part.filename);
      try {
        await storage.write(cartFileKeys.attachment(cartId, itemId, name), part.file);
      } catch (error) {
        if (part.file.truncated || (error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
          throw tooLarge(MAX_ATTACHMENT_BYTES);
        }
        throw error;
      }
      await store.addAttachment(itemId, attachmentPath(cartId, itemId, name));
      return presentItem(await store.requireItem(cartId, itemId));
    },
  );

  app.get(
    "/checkout/cart/:cartId/item/:itemId/attachments/:name",
    { schema: { params: itemParams.extend({ name: z.string().max(200) }) } },
    async (request, reply) => {
      const { cartId, itemId, name } = request.params;
      const item = await store.requireItem(cartId, itemId);
      if (!item.attachments.includes(attachmentPath(cartId, itemId, name)))
        throw refuse("FILE_NOT_FOUND", "No such attachment");
      return reply
        .header("content-disposition", `attachment; filename="${name.replace(/"/g, "")}"`)
        .type("application/octet-stream")
        .send(await storage.read(cartFileKeys.attachment(cartId, itemId, name)));
    },
  );
};
