import { randomUUID } from "node:crypto";
import { isUuid, LANGUAGE_KEY_HEADER } from "@druckwerk/platform";
import { eq } from "drizzle-orm";
import type { FastifyError, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { CartStore } from "../cart/cart-store";
import {
  acceptQuoteRequestSchema,
  checkoutAnswerSchema,
  checkoutRequestSchema,
  customerOrdersAnswerSchema,
  customerOrdersQuerySchema,
  discountSchema,
  type OrderReader,
  orderPaymentAnswerSchema,
  orderPreviewSchema,
  orderReaderSchema,
  orderSchema,
  paymentCallbackAnswerSchema,
  paymentCallbackSchema,
  paymentDetailsUpdateSchema,
  paymentMethodsAnswerSchema,
  paymentMethodsRequestSchema,
  reorderRequestSchema,
  validateDiscountRequestSchema,
} from "../contract";
import { orders } from "../db/schema";
import { staffOrderRoutes, staffVoucherRoutes } from "../staff/routes";
import { StaffOrders } from "../staff/staff-orders";
import { StaffVouchers } from "../staff/staff-vouchers";
import { acceptQuote } from "./accept-quote";
import { mayRead } from "./access";
import { attachmentFilesOf } from "./attachments";
import { customerOrders } from "./customer-orders";
import type { OrderDeps } from "./deps";
import { discountByCode, presentDiscount } from "./discounts";
import { orderDocumentOf } from "./document-model";
import { renderOrderPdf } from "./documents";
import { type LegacyRoutesOptions, legacyRoutes } from "./legacy";
import type { OrderMails } from "./order-mails";
import type { OrderPayments } from "./order-payments";
import { OrderRefunds } from "./order-refunds";
import { paymentMethodList, placedOrderContext } from "./payment-methods";
import { changePaymentMethod } from "./payment-update";
import { placeOrder, previewOrder } from "./place-order";
import { type OrderRow, presentOrder } from "./present";
import { orderRefusal, orderValidationRefusal, refuseOrder } from "./refusals";
import { reorder } from "./reorder";
import { HOME_COUNTRY } from "./rules";
import { paypalWebhook } from "./webhook";

const orderParams = z.object({ orderId: z.string().max(100) });

const contextOf = (request: FastifyRequest) => ({
  requestId: request.id,
  languageKey: String(request.headers[LANGUAGE_KEY_HEADER] ?? "DE"),
});

export interface OrderRoutesOptions {
  deps: OrderDeps;
  carts: CartStore;
  payments: OrderPayments;
  mails: OrderMails;
  /** Where the legacy order look-ups count, and how many a client may make per window. */
  tracking: Omit<LegacyRoutesOptions, "deps">;
}

/** The spec's order calls (docs/api.md, docs/orders.md). */
export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, options) => {
  const { deps, carts, payments, mails } = options;
  app.setSchemaErrorFormatter(orderValidationRefusal);
  app.setErrorHandler((error: FastifyError) => {
    throw orderRefusal(error);
  });

  const requireOrder = async (orderId: string): Promise<OrderRow> => {
    const [order] = isUuid(orderId) ? await deps.db.select().from(orders).where(eq(orders.id, orderId)) : [];
    if (!order) throw refuseOrder("ORDER_NOT_FOUND", `Order ${orderId} not found`);
    return order;
  };

  /** The order if `reader` may read it; another's order is refused exactly as a missing one. */
  const readableOrder = async (orderId: string, reader: OrderReader): Promise<OrderRow> => {
    const order = await requireOrder(orderId);
    if (!mayRead(order, reader)) throw refuseOrder("ORDER_NOT_FOUND", `Order ${orderId} not found`);
    return order;
  };

  /** The answer to a call that placed (or found) an order: `checkout`'s, and a re-order's. */
  const placedAnswer = async (order: OrderRow, expected: number | null) => {
    const paymentLink = await paymentLinkOf(order);
    const current = paymentLink ? await requireOrder(order.id) : order;
    return {
      order: presentOrder(current, deps.seller),
      paymentLink,
      priceChanged: expected !== null && expected !== current.grossCents,
      expectedTotalCents: expected,
      totalCents: current.grossCents,
      accessToken: current.accessToken,
    };
  };

  /** The approval link of an unpaid PayPal order; a replayed checkout answers the one it opened. */
  const paymentLinkOf = async (order: OrderRow): Promise<string | null> => {
    if (order.paymentMethod !== "paypal" || order.paymentStatus !== "PAYMENT_PENDING") return null;
    if (order.approveUrl) return order.approveUrl;
    return payments.open(order, `order:${order.id}`).catch((err: unknown) => {
      deps.logger.error({ err, orderNumber: order.orderNumber }, "the PayPal payment could not be opened");
      return null;
    });
  };

  app.post(
    "/checkout/order/validate-discount",
    { schema: { body: validateDiscountRequestSchema, response: { 200: discountSchema } } },
    async (request) => {
      const { code, cartId, isBusinessCustomer } = request.body;
      // An unknown cart is the cart's CART_NOT_FOUND, a code both contracts share.
      const items = await carts.items(cartId);
      const discount = await discountByCode(deps.db, code);
      return presentDiscount(discount, {
        positionNet: items.reduce((sum, item) => sum + item.pricing.netPrice, 0),
        customerKind: isBusinessCustomer ? "business" : "private",
        at: new Date(),
      });
    },
  );

  app.post(
    "/checkout/order/payment-methods",
    { schema: { body: paymentMethodsRequestSchema, response: { 200: paymentMethodsAnswerSchema } } },
    async (request) => {
      const { cartId, countryId, userId } = request.body;
      const items = await carts.items(cartId);
      const context = {
        signedIn: Boolean(userId),
        billingCountryId: countryId ?? HOME_COUNTRY,
        hasAttachments: items.some((item) => item.attachments.length > 0),
      };
      return paymentMethodList(context);
    },
  );

  app.post(
    "/checkout/order/preview",
    { schema: { body: checkoutRequestSchema, response: { 200: orderPreviewSchema } } },
    async (request) => previewOrder(deps, request.body, contextOf(request)),
  );

  app.post(
    "/checkout/order/checkout",
    {
      schema: {
        body: checkoutRequestSchema,
        response: { 200: checkoutAnswerSchema, 201: checkoutAnswerSchema },
      },
    },
    async (request, reply) => {
      const { order, created } = await placeOrder(deps, request.body, contextOf(request));
      if (created) mails.confirmation(order);
      const answer = await placedAnswer(order, request.body.expectedTotalCents ?? null);
      return reply.code(created ? 201 : 200).send(answer);
    },
  );

  app.get(
    "/checkout/order/user",
    { schema: { querystring: customerOrdersQuerySchema, response: { 200: customerOrdersAnswerSchema } } },
    async (request) => customerOrders(deps, request.query),
  );

  app.post(
    "/checkout/order/:orderId",
    {
      schema: {
        params: orderParams,
        body: reorderRequestSchema.default({}),
        response: { 200: checkoutAnswerSchema, 201: checkoutAnswerSchema },
      },
    },
    async (request, reply) => {
      const source = await requireOrder(request.params.orderId);
      const { order, created } = await reorder(deps, source, request.body, contextOf(request));
      if (created) mails.confirmation(order);
      // `priceChanged`: whether today's total differs from the ordered one's.
      const answer = await placedAnswer(order, source.grossCents);
      return reply.code(created ? 201 : 200).send(answer);
    },
  );

  app.post(
    "/checkout/order/checkout/callback",
    { schema: { body: paymentCallbackSchema, response: { 200: paymentCallbackAnswerSchema } } },
    async (request) => {
      const { token, success } = request.body;
      const [order] = await deps.db.select().from(orders).where(eq(orders.providerOrderId, token));
      if (!order) throw refuseOrder("PAYMENT_NOT_FOUND", `No order is paid with ${token}`);
      // A cancelled or failed approval leaves the order open: the shopper may pay it later.
      const current = success ? await payments.capture(token) : order;
      // The PayPal token is the payer's proof: the returning browser may read the order.
      return { ...presentOrder(current, deps.seller), accessToken: current.accessToken };
    },
  );

  const refunds = new OrderRefunds(deps, mails);
  await app.register(paypalWebhook, { deps, payments, refunds });
  await app.register(legacyRoutes, { deps, ...options.tracking });
  await app.register(staffOrderRoutes, { staffOrders: new StaffOrders(deps, mails), refunds });
  await app.register(staffVoucherRoutes, { vouchers: new StaffVouchers(deps) });

  app.get(
    "/checkout/order/:orderId",
    { schema: { params: orderParams, querystring: orderReaderSchema, response: { 200: orderSchema } } },
    async (request) => presentOrder(await readableOrder(request.params.orderId, request.query), deps.seller),
  );

  app.get(
    "/checkout/order/:orderId/document.pdf",
    { schema: { params: orderParams, querystring: orderReaderSchema } },
    async (request, reply) => {
      const order = await readableOrder(request.params.orderId, request.query);
      const pdf = await renderOrderPdf(await orderDocumentOf(order, deps.storage), deps.seller);
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${order.orderNumber}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    "/checkout/order/:orderId/items/:index/thumbnail.png",
    {
      schema: {
        params: orderParams.extend({ index: z.coerce.number().int().min(0).max(1000) }),
        querystring: orderReaderSchema,
      },
    },
    async (request, reply) => {
      const order = await readableOrder(request.params.orderId, request.query);
      const key = order.lines[request.params.index]?.thumbnailKey;
      if (!key) throw refuseOrder("ORDER_NOT_FOUND", "The order has no such picture");
      return reply
        .type("image/png")
        .header("cache-control", "private, max-age=3600")
        .send(await deps.storage.readBytes(key));
    },
  );

  app.get(
    "/checkout/order/:orderId/items/:index/attachments/:n",
    {
      schema: {
        params: orderParams.extend({
          index: z.coerce.number().int().min(0).max(1000),
          n: z.coerce.number().int().min(0).max(1000),
        }),
        querystring: orderReaderSchema,
      },
    },
    async (request, reply) => {
      const { orderId, index, n } = request.params;
      const line = (await readableOrder(orderId, request.query)).lines[index];
      const file = line && attachmentFilesOf(line)[n];
      if (!file) throw refuseOrder("ORDER_NOT_FOUND", "The order has no such attachment");
      return reply
        .type("application/octet-stream")
        .header("content-disposition", `attachment; filename="${file.name.replace(/"/g, "")}"`)
        .header("cache-control", "private, max-age=3600")
        .send(await deps.storage.read(file.key));
    },
  );

  app.put(
    "/checkout/order/:orderId/payment-details",
    {
      schema: {
        params: orderParams,
        body: paymentDetailsUpdateSchema,
        response: { 200: orderPaymentAnswerSchema },
      },
    },
    async (request) => {
      const { userId, token } = request.body;
      const owned = await readableOrder(request.params.orderId, {
        ...(userId ? { userId } : {}),
        ...(token ? { token } : {}),
      });
      const order = await changePaymentMethod(deps, owned, request.body);
      const paymentLink =
        order.paymentMethod === "paypal"
          ? await payments.open(order, `order:${order.id}:${randomUUID()}`)
          : null;
      return {
        order: presentOrder(paymentLink ? await requireOrder(order.id) : order, deps.seller),
        paymentLink,
      };
    },
  );

  app.get(
    "/checkout/order/:orderId/payment-methods",
    {
      schema: {
        params: orderParams,
        querystring: orderReaderSchema,
        response: { 200: paymentMethodsAnswerSchema },
      },
    },
    async (request) => {
      const order = await readableOrder(request.params.orderId, request.query);
      return paymentMethodList(placedOrderContext(order, Boolean(request.query.userId)));
    },
  );

  app.post(
    "/checkout/order/:orderId/accept-quote",
    {
      schema: {
        params: orderParams,
        body: acceptQuoteRequestSchema,
        response: { 200: orderPaymentAnswerSchema },
      },
    },
    async (request) => {
      const { userId, token } = request.body;
      const quote = await readableOrder(request.params.orderId, {
        ...(userId ? { userId } : {}),
        ...(token ? { token } : {}),
      });
      const order = await acceptQuote(deps, quote, request.body);
      mails.confirmation(order);
      const paymentLink = await paymentLinkOf(order);
      return {
        order: presentOrder(paymentLink ? await requireOrder(order.id) : order, deps.seller, deps.now()),
        paymentLink,
      };
    },
  );
};
