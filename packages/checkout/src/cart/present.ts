import { randomUUID } from "node:crypto";
import type { Cart, CartItem, CartPrice } from "../contract";
import type { cartItems } from "../db/schema";

export type CartItemRow = typeof cartItems.$inferSelect;

/** Where an item's files are stored. */
export const cartFileKeys = {
  thumbnail: (cartId: string, itemId: string) => `checkout/carts/${cartId}/${itemId}/thumbnail.png`,
  attachment: (cartId: string, itemId: string, name: string) =>
    `checkout/carts/${cartId}/${itemId}/attachments/${name}`,
};

/**
 * The name an attachment is stored under: a random prefix (two uploads of one name are two files)
 * and the uploaded name with anything but letters, digits, `_`, `.` and `-` replaced.
 */
export function storedAttachmentName(uploaded: string): string {
  const safe = uploaded
    .replace(/[^\w.-]+/g, "_")
    .replace(/^[.]+/, "")
    .slice(-100);
  return `${randomUUID().slice(0, 8)}-${safe}`;
}

/** The uploaded name (as stored: made safe) of a stored attachment, without its random prefix. */
export const uploadedAttachmentName = (stored: string) => stored.replace(/^[0-9a-f]{8}-/, "");

export const thumbnailPath = (cartId: string, itemId: string) =>
  `/checkout/cart/${cartId}/item/${itemId}/thumbnail.png`;
export const attachmentPath = (cartId: string, itemId: string, name: string) =>
  `/checkout/cart/${cartId}/item/${itemId}/attachments/${encodeURIComponent(name)}`;

/** The spec's cart-item entity; ids and names under both spellings the two documents use. */
export function presentItem(row: CartItemRow): CartItem {
  return {
    _id: row.id,
    objectId: row.referencedId,
    referencedId: row.referencedId,
    model: { _id: row.referencedId, name: row.name },
    givenUnitOfLength: row.givenUnitOfLength as CartItem["givenUnitOfLength"],
    scale: row.scale,
    quantity: row.quantity,
    printModeId: row.printModeId,
    surfaceFinishId: row.finishId,
    finishId: row.finishId,
    selectedFinishId: row.finishId,
    colorId: row.colorId,
    color: row.color,
    acknowledgedRepairInfo: row.acknowledgedRepairInfo,
    processingSteps: row.processingSteps,
    attachments: row.attachments,
    thumbnail: row.thumbnail,
    pricing: row.pricing,
    beforeDiscount: row.beforeDiscount,
    piecePrice: row.piecePrice,
    priceBreakdown: row.priceBreakdown,
    processingStepSurcharges: row.stepSurcharges,
    priceCents: row.pricing.netPrice,
    productionTime: row.productionTimeDays,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The cart's total: the sum of its lines in net and gross, so it matches the lines a shopper adds
 * up in either view, and the VAT in it; each line was priced at the shop's rate when it was added
 * or last changed.
 */
export function cartPrice(items: CartItemRow[], taxRate: number): CartPrice {
  const netPrice = items.reduce((sum, item) => sum + item.pricing.netPrice, 0);
  const totalPrice = items.reduce((sum, item) => sum + item.pricing.totalPrice, 0);
  return { netPrice, totalPrice, tax: totalPrice - netPrice, taxRate };
}

export const presentCart = (id: string, items: CartItemRow[], taxRate: number): Cart => ({
  _id: id,
  items: items.map(presentItem),
  price: cartPrice(items, taxRate),
});
