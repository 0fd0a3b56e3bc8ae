import type { FileStorage } from "@druckwerk/platform";
import { cartFileKeys, uploadedAttachmentName } from "../cart/present";

/** A drawing as an order keeps it: where its bytes are stored and the name it is served under. */
export interface OrderAttachmentFile {
  key: string;
  name: string;
}

/** A file to copy from a cart item's storage to the order's. */
export interface AttachmentCopy {
  from: string;
  to: string;
}

export const orderAttachmentPath = (orderId: string, index: number, n: number) =>
  `/checkout/order/${orderId}/items/${index}/attachments/${n}`;

/** Where an order's own files are stored. */
const orderFilesPrefix = (orderId: string) => `checkout/orders/${orderId}`;

const CART_ATTACHMENT_PATH = /^\/checkout\/cart\/([^/]+)\/item\/([^/]+)\/attachments\/([^/]+)$/;

/** The stored file behind a cart item's attachment path; null for another path. */
function cartAttachment(path: string): { key: string; stored: string } | null {
  const [, cartId = "", itemId = "", encoded = ""] = CART_ATTACHMENT_PATH.exec(path) ?? [];
  if (!encoded) return null;
  const stored = decodeURIComponent(encoded);
  return { key: cartFileKeys.attachment(cartId, itemId, stored), stored };
}

/** An order's drawings: the files under the order's own keys, and the copies that put them there. */
export interface OrderAttachments {
  files: OrderAttachmentFile[];
  copies: AttachmentCopy[];
}

function attachmentsUnder(
  orderId: string,
  index: number,
  sources: readonly { key: string; stored: string; name: string }[],
): OrderAttachments {
  const files: OrderAttachmentFile[] = [];
  const copies: AttachmentCopy[] = [];
  for (const source of sources) {
    const key = `${orderFilesPrefix(orderId)}/items/${index}/attachments/${files.length}-${source.stored}`;
    files.push({ key, name: source.name });
    copies.push({ from: source.key, to: key });
  }
  return { files, copies };
}

/** The drawings of line `index` of order `orderId`, from its cart item's attachment paths. */
export function orderAttachmentsOf(
  orderId: string,
  index: number,
  cartPaths: readonly string[],
): OrderAttachments {
  const sources = cartPaths.flatMap((path) => cartAttachment(path) ?? []);
  return attachmentsUnder(
    orderId,
    index,
    sources.map((source) => ({ ...source, name: uploadedAttachmentName(source.stored) })),
  );
}

/** The drawings of line `index` of a re-order `orderId`, copied from the ordered line's files. */
export function reorderedAttachmentsOf(
  orderId: string,
  index: number,
  line: Parameters<typeof attachmentFilesOf>[0],
): OrderAttachments {
  const sources = attachmentFilesOf(line).map((file) => ({ ...file, stored: file.name }));
  return attachmentsUnder(orderId, index, sources);
}

/**
 * A line's drawings: the order's copies; for an order placed before drawings were copied, the cart's
 * files, which nothing deletes (only the cart's rows go when the order is placed).
 */
export function attachmentFilesOf(line: {
  attachments: readonly string[];
  attachmentFiles?: OrderAttachmentFile[] | undefined;
}): OrderAttachmentFile[] {
  return (
    line.attachmentFiles ??
    line.attachments.flatMap((path) => {
      const file = cartAttachment(path);
      return file ? [{ key: file.key, name: uploadedAttachmentName(file.stored) }] : [];
    })
  );
}

/** Makes the copies (each written atomically, streamed: drawings are up to 20 MB). */
export async function copyAttachments(
  storage: FileStorage,
  copies: readonly AttachmentCopy[],
): Promise<void> {
  await Promise.all(copies.map(async ({ from, to }) => storage.write(to, await storage.read(from))));
}

/** Removes the copies made for an order that was not stored after all (its id is no order's). */
export async function removeAttachmentCopies(storage: FileStorage, orderId: string): Promise<void> {
  await storage.removeAll(orderFilesPrefix(orderId));
}
