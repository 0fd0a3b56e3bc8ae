import { describe, expect, it } from "vitest";
import { attachmentPath } from "../cart/present";
import { attachmentFilesOf, orderAttachmentsOf } from "./attachments";

const cartId = "c0000000-0000-4000-8000-000000000001";
const itemId = "10000000-0000-4000-8000-000000000002";
const orderId = "o0000000-0000-4000-8000-000000000003";
const paths = [
  attachmentPath(cartId, itemId, "1a2b3c4d-Halter.pdf"),
  attachmentPath(cartId, itemId, "99aa88bb-plan.dxf"),
];

describe("an order's drawings", () => {
  it("are copied from the cart item's files to the order's keys, under their uploaded names", () => {
    const { files, copies } = orderAttachmentsOf(orderId, 2, paths);
    expect(files).toEqual([
      { key: `checkout/orders/${orderId}/items/2/attachments/0-1a2b3c4d-Halter.pdf`, name: "Halter.pdf" },
      { key: `checkout/orders/${orderId}/items/2/attachments/1-99aa88bb-plan.dxf`, name: "plan.dxf" },
    ]);
    expect(copies[0]).toEqual({
      from: `checkout/carts/${cartId}/${itemId}/attachments/1a2b3c4d-Halter.pdf`,
      to: files[0]?.key,
    });
  });

  it("of an order placed before they were copied are the cart's files", () => {
    expect(attachmentFilesOf({ attachments: paths })).toEqual([
      { key: `checkout/carts/${cartId}/${itemId}/attachments/1a2b3c4d-Halter.pdf`, name: "Halter.pdf" },
      { key: `checkout/carts/${cartId}/${itemId}/attachments/99aa88bb-plan.dxf`, name: "plan.dxf" },
    ]);
    const copied = [{ key: "checkout/orders/x/items/0/attachments/0-a.pdf", name: "a.pdf" }];
    expect(attachmentFilesOf({ attachments: paths, attachmentFiles: copied })).toBe(copied);
  });
});
