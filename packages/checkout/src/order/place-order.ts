import { randomUUID } from "node:crypto";
import { type Db, HttpError, isUuid, type Language, languageFromKey } from "@druckwerk/platform";
import type { PrintModeDto } from "@druckwerk/pricing/contract";
import { asc, eq } from "drizzle-orm";
import { type ItemPrices, priceItems } from "../cart/item-prices";
import { type CartItemRow, cartFileKeys } from "../cart/present";
import {
  type CheckoutRequest,
  cartErrorCodes,
  type OrderPaymentMethod,
  type OrderPreview,
  type ShippingOption,
} from "../contract";
import { cartItems, carts, orders } from "../db/schema";
import { newAccessToken } from "./access";
import {
  type AttachmentCopy,
  copyAttachments,
  type OrderAttachments,
  orderAttachmentsOf,
  removeAttachmentCopies,
} from "./attachments";
import { type CustomerDetails, checkCustomerDetails } from "./customer-details";
import type { OrderDeps } from "./deps";
import { type DiscountRow, discountById, redeemDiscount, voucherOf } from "./discounts";
import { nextOrderNumber, orderYear } from "./order-number";
import { requirePaymentMethod } from "./payment-methods";
import { type OrderLineRecord, type OrderRow, productionDays } from "./present";
import { quoteValidUntil } from "./quote-state";
import { refuseOrder } from "./refusals";
import { type OrderPricing, priceOrder } from "./rules";

export interface PlaceContext {
  requestId: string;
  languageKey: string;
}

export interface Placed {
  order: OrderRow;
  /** False when the cart's order existed already (a repeated or concurrent checkout). */
  created: boolean;
}

/** The order as it will be stored, read and priced before the transaction, which calls no service. */
export interface Draft {
  lines: OrderLineRecord[];
  customer: CustomerDetails;
  method: OrderPaymentMethod;
  shippingMethod: OrderRow["shippingMethod"];
  discount: DiscountRow | null;
  pricing: OrderPricing;
  /** What shipping costs with each method offered to the delivery country, all else unchanged. */
  shippingOptions: ShippingOption[];
  language: Language;
  /** How many days a quote holds (`QUOTE_VALID_DAYS`) from when it is made. */
  quoteValidDays: number;
  /** The lines' drawings, to copy from the cart's storage to the order's before it is stored. */
  copies: AttachmentCopy[];
}

/** Placing an order also lets a cart change between its reads and its transaction be redone. */
const MAX_ATTEMPTS = 3;

const cartCodes = new Set<string>(cartErrorCodes);

/** A refusal of the pricing service for an item becomes the order's `ITEM_NOT_ORDERABLE`. */
function asOrderRefusal(error: unknown): never {
  if (error instanceof HttpError && error.statusCode < 500 && cartCodes.has(error.code)) {
    throw refuseOrder("ITEM_NOT_ORDERABLE", error.message, { reason: error.code });
  }
  throw error;
}

/** What an order line is made from: a cart item, or a line of an order ordered again. */
export type LineSource = Pick<
  CartItemRow,
  | "name"
  | "referencedId"
  | "givenUnitOfLength"
  | "scale"
  | "printModeId"
  | "finishId"
  | "colorId"
  | "color"
  | "processingSteps"
  | "quantity"
  | "attachments"
> & {
  thumbnailKey: string | null;
  /** The line's drawings under the order's keys (`index`: the line's), and the copies to make. */
  drawings: (orderId: string, index: number) => OrderAttachments;
};

const cartLineSource = (item: CartItemRow): LineSource => ({
  ...item,
  thumbnailKey: item.thumbnail ? cartFileKeys.thumbnail(item.cartId, item.id) : null,
  drawings: (orderId, index) => orderAttachmentsOf(orderId, index, item.attachments),
});

function lineOf(
  item: LineSource & ItemPrices,
  catalog: PrintModeDto[],
  orderId: string,
  index: number,
): { line: OrderLineRecord; copies: AttachmentCopy[] } {
  const mode = catalog.find((m) => m.id === item.printModeId);
  const finish = mode?.surfaceFinishes.find((f) => f.id === item.finishId);
  const attached = item.drawings(orderId, index);
  const line: OrderLineRecord = {
    name: item.name,
    referencedId: item.referencedId,
    givenUnitOfLength: item.givenUnitOfLength as OrderLineRecord["givenUnitOfLength"],
    scale: item.scale,
    printModeId: item.printModeId,
    printMode: mode ? `${mode.printModeMaterial.name} (${mode.printModeMethod.name})` : item.printModeId,
    finishId: item.finishId,
    finish: finish?.properties.name ?? item.finishId,
    color: item.color,
    processingSteps: item.processingSteps,
    quantity: item.quantity,
    pieceNetCents: item.piecePrice.netPrice,
    lineNetCents: item.pricing.netPrice,
    productionTime: item.productionTimeDays,
    thumbnail: null,
    thumbnailKey: item.thumbnailKey,
    attachments: item.attachments,
    attachmentFiles: attached.files,
  };
  return { line, copies: attached.copies };
}

/**
 * `POST /checkout/order/checkout` (docs/orders.md). The prices, countries and catalogue are read
 * first; then one transaction locks the cart, finds an order placed for it meanwhile (then that
 * one is the answer: one order per cart however often it is submitted), checks the cart is still
 * what was priced, redeems the voucher, takes the order number, stores the order and empties the
 * cart. No call to another service happens inside it: in the embedded shop those services share
 * the one PGlite connection the transaction holds. The lines' drawings are copied to the order's
 * own storage keys just before it, so the stored order names only files that exist; an attempt
 * that stores no order removes its copies.
 */
export async function placeOrder(
  deps: OrderDeps,
  request: CheckoutRequest,
  context: PlaceContext,
): Promise<Placed> {
  const { cartId } = request;
  if (!isUuid(cartId)) throw refuseOrder("CART_NOT_FOUND", `Cart ${cartId} not found`);
  const orderId = randomUUID();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const existing = await orderOfCart(deps, cartId);
    if (existing) return { order: existing, created: false };
    const items = await cartItemsOf(deps, cartId);
    const draft = items.length > 0 ? await draftOrder(deps, request, context, orderId, items) : null;
    if (!draft) {
      // Emptied by a checkout of the same cart that committed after the first look.
      const placed = await orderOfCart(deps, cartId);
      if (placed) return { order: placed, created: false };
      throw refuseOrder("CART_EMPTY", "The cart is empty");
    }
    const discard = async () => {
      if (draft.copies.length > 0) await removeAttachmentCopies(deps.storage, orderId);
    };
    const placed = await copyAttachments(deps.storage, draft.copies)
      .then(() => storeOrder(deps, request, draft, items, orderId))
      .catch(async (error: unknown) => {
        await discard();
        throw error;
      });
    if (placed !== "changed" && placed.created) return placed;
    await discard();
    if (placed !== "changed") return placed;
  }
  throw refuseOrder(
    "CART_CHANGED",
    "The cart changed while the order was placed; please review it and order again",
  );
}

/**
 * The placing transaction: the order for the cart (a new one, or the one placed meanwhile), or
 * "changed" when the cart's items are not the ones the draft priced.
 */
async function storeOrder(
  deps: OrderDeps,
  request: CheckoutRequest,
  draft: Draft,
  items: readonly CartItemRow[],
  orderId: string,
): Promise<Placed | "changed"> {
  const { cartId } = request;
  return deps.db.transaction(async (tx): Promise<Placed | "changed"> => {
    const locked = await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for("update");
    if (locked.length === 0) throw refuseOrder("CART_NOT_FOUND", `Cart ${cartId} not found`);
    const [already] = await tx.select().from(orders).where(eq(orders.cartId, cartId));
    if (already) return { order: already, created: false };
    const current = await tx
      .select({ id: cartItems.id, version: cartItems.version })
      .from(cartItems)
      .where(eq(cartItems.cartId, cartId));
    const priced = new Map(items.map((item) => [item.id, item.version]));
    if (current.length !== priced.size || current.some((item) => priced.get(item.id) !== item.version)) {
      return "changed";
    }
    if (draft.discount && !(await redeemDiscount(tx, draft.discount.id))) {
      throw refuseOrder("DISCOUNT_NOT_VALID", `The voucher ${draft.discount.code} is used up`);
    }
    const now = deps.now();
    const order = await insertOrder(tx, draft, {
      id: orderId,
      userId: request.userId ?? null,
      businessCustomer: request.isBusinessCustomer,
      referenceNumber: request.paymentDetails.customerRemarks?.referenceNumber?.trim() || null,
      cartId,
      createdAt: now,
    });
    await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
    await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId));
    return { order, created: true };
  });
}

/** What an order holds besides its draft. */
export type OrderFields = Pick<
  typeof orders.$inferInsert,
  | "id"
  | "userId"
  | "businessCustomer"
  | "referenceNumber"
  | "cartId"
  | "createdAt"
  | "reorderOf"
  | "reorderKey"
> & { createdAt: Date };

/** Takes the year's next number and stores the drafted order, in the caller's transaction. */
export async function insertOrder(tx: Db, draft: Draft, fields: OrderFields): Promise<OrderRow> {
  const year = orderYear(fields.createdAt);
  const { seq, orderNumber } = await nextOrderNumber(tx, year);
  const { total, taxRule } = draft.pricing;
  const [order] = await tx
    .insert(orders)
    .values({
      ...fields,
      orderNumber,
      year,
      seq,
      status: draft.method === "quote" ? "QUOTE_GENERATED" : "ORDER_RECEIVED",
      quoteValidUntil:
        draft.method === "quote" ? quoteValidUntil(fields.createdAt, draft.quoteValidDays) : null,
      paymentStatus: "PAYMENT_PENDING",
      paymentMethod: draft.method,
      email: draft.customer.email,
      phone: draft.customer.phone,
      billingAddress: draft.customer.billing,
      shippingAddress: draft.customer.shipping,
      vatId: draft.customer.billing.vatRegistrationNumber,
      accessToken: newAccessToken(),
      language: draft.language,
      shippingMethod: draft.shippingMethod,
      lines: draft.lines,
      totals: total,
      grossCents: total.gross,
      taxRule,
      voucherCode: draft.discount?.code ?? null,
    })
    .returning();
  if (!order) throw new Error("insert returned nothing");
  return order;
}

/**
 * `POST /checkout/order/preview`: the order `placeOrder` would place for the same request now,
 * priced and checked the same way (the same refusals), with nothing stored or redeemed.
 */
export async function previewOrder(
  deps: OrderDeps,
  request: CheckoutRequest,
  context: PlaceContext,
): Promise<OrderPreview> {
  if (!isUuid(request.cartId)) throw refuseOrder("CART_NOT_FOUND", `Cart ${request.cartId} not found`);
  const items = await cartItemsOf(deps, request.cartId);
  if (items.length === 0) throw refuseOrder("CART_EMPTY", "The cart is empty");
  // An id no order has: a preview copies no drawings.
  const draft = await draftOrder(deps, request, context, randomUUID(), items);
  const { total } = draft.pricing;
  return {
    totals: total,
    shippingMethod: draft.shippingMethod,
    estimatedProductionTimeDays: productionDays(draft.lines),
    shippingOptions: draft.shippingOptions,
    discount: draft.discount
      ? { code: draft.discount.code, netPrice: total.discountNet, totalPrice: total.discountGross }
      : null,
  };
}

async function orderOfCart(deps: OrderDeps, cartId: string): Promise<OrderRow | undefined> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.cartId, cartId));
  return order;
}

/** The cart's items in their order; an unknown cart is refused. */
async function cartItemsOf(deps: OrderDeps, cartId: string): Promise<CartItemRow[]> {
  const [cart] = await deps.db.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId));
  if (!cart) throw refuseOrder("CART_NOT_FOUND", `Cart ${cartId} not found`);
  return deps.db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.position));
}

const draftOrder = (
  deps: OrderDeps,
  request: CheckoutRequest,
  context: PlaceContext,
  orderId: string,
  items: readonly CartItemRow[],
) => draftFrom(deps, request, context, orderId, items.map(cartLineSource));

/**
 * Everything the order will hold, priced now by the pricing service and the money rules, from
 * `sources` (a cart's items, or the lines of an order ordered again) and the request's details.
 */
export async function draftFrom(
  deps: OrderDeps,
  request: CheckoutRequest,
  context: PlaceContext,
  /** The id the order will have: its drawings are copied under it. */
  orderId: string,
  items: readonly LineSource[],
): Promise<Draft> {
  const { db, upstreams } = deps;
  const { paymentDetails: details } = request;
  const business = request.isBusinessCustomer;
  const method: OrderPaymentMethod =
    request.quote || details.billingPaymentMethod === "quote" ? "quote" : details.billingPaymentMethod;
  const signedIn = Boolean(request.userId);
  if (method === "quote" && !signedIn) throw refuseOrder("LOGIN_REQUIRED", "Sign in to request a quote");

  const [countries, catalog, repriced] = await Promise.all([
    upstreams.shippingCountries(context.languageKey, context.requestId),
    upstreams.printModes(context.languageKey, context.requestId),
    // Never the prices a client sends or the cart stored: the pricing service's, now.
    priceItems(upstreams, items, deps.taxRate, context.requestId).catch(asOrderRefusal),
  ]);
  const customer = checkCustomerDetails(details, countries, business);
  requirePaymentMethod(method, {
    signedIn,
    billingCountryId: customer.billingCountry._id,
    hasAttachments: items.some((item) => item.attachments.length > 0),
  });
  const shipping = customer.deliveryCountry.shippingMethods.find(
    (m) => m.shippingMethodId === details.shippingMethodId || m._id === details.shippingMethodId,
  );
  if (!shipping) {
    throw refuseOrder(
      "SHIPPING_METHOD_NOT_AVAILABLE",
      `Shipping method ${details.shippingMethodId} is not offered to ${customer.deliveryCountry.country}`,
    );
  }
  const discount = request.discountId ? await discountById(db, request.discountId) : null;
  if (discount && discount.maxUsage !== null && discount.usedCount >= discount.maxUsage) {
    throw refuseOrder("DISCOUNT_NOT_VALID", `The voucher ${discount.code} is used up`);
  }
  const at = new Date();
  const priceWith = (method: { shippingMethodId: string; priceCents: number }) =>
    priceOrder({
      lines: repriced.map((item) => ({ priceCents: item.pricing.netPrice })),
      country: customer.deliveryCountry,
      customer: { kind: business ? "business" : "private", vatId: customer.billing.vatRegistrationNumber },
      shippingMethod: { shippingMethodId: method.shippingMethodId, priceCents: method.priceCents },
      voucher: discount && voucherOf(discount),
      at,
    });
  const pricing = priceWith(shipping);
  const verdict = pricing.voucher;
  if (verdict && !verdict.ok) {
    if (verdict.code === "VOUCHER_MIN_VALUE_NOT_REACHED") {
      throw refuseOrder(
        "DISCOUNT_MIN_VALUE_NOT_REACHED",
        "The order does not reach the voucher's minimum value",
        {
          minValue: verdict.minValue,
          remaining: verdict.remaining,
        },
      );
    }
    throw refuseOrder("DISCOUNT_NOT_VALID", `The voucher ${discount?.code} is not valid today`);
  }
  const lines = repriced.map((item, index) => lineOf(item, catalog, orderId, index));
  return {
    lines: lines.map(({ line }) => line),
    copies: lines.flatMap(({ copies }) => copies),
    customer,
    method,
    shippingMethod: {
      _id: shipping._id,
      shippingMethodId: shipping.shippingMethodId,
      shippingMethod: shipping.shippingMethod,
      kind: shipping.kind,
      shippingTimeDays: shipping.shippingTimeDays,
      pricing: { netPrice: shipping.priceCents },
    },
    discount,
    pricing,
    shippingOptions: customer.deliveryCountry.shippingMethods.map((option) => {
      const { shippingNet, shippingGross } = priceWith(option).total;
      return { shippingMethodId: option._id, netPrice: shippingNet, totalPrice: shippingGross };
    }),
    language: languageFromKey(context.languageKey),
    quoteValidDays: deps.quoteValidDays,
  };
}
