import {
  addItemsAnswerSchema,
  type Cart as CartDto,
  type CartItem,
  cartItemSchema,
  cartSchema,
  itemsAnswerSchema,
} from "@druckwerk/checkout/contract";
import type { UploadedFile } from "./multipart";
import { UpstreamAPI, UpstreamRefusal } from "./upstream";

export type CartItemModel = CartItem;
export interface CartModel {
  id: string;
  items: CartItem[];
}
export interface CartErrorModel {
  kind: "error";
  code: string;
  message: string;
}

const cartOf = (cart: CartDto): CartModel => ({ id: cart._id, items: cart.items });

/** Codes the shopper can act on, renamed where the service's generic code hides what was missing. */
function cartError(error: unknown, cartId: string, itemId?: string): CartErrorModel {
  if (!(error instanceof UpstreamRefusal)) throw error;
  const upstream = error;
  let code = upstream.code;
  if (code === "NOT_FOUND")
    code = upstream.message.startsWith("Cart item") && itemId ? "ITEM_NOT_FOUND" : "CART_NOT_FOUND";
  if (code === "VALIDATION_FAILED")
    code = /quantity/i.test(upstream.message) ? "INVALID_QUANTITY" : "INVALID_INPUT";
  if (/^(UNKNOWN_|FINISH_NOT|COLOR_NOT)/.test(code)) code = "INVALID_SELECTION";
  const message = code === "CART_NOT_FOUND" ? `Cart ${cartId} not found` : upstream.message;
  return { kind: "error", code, message };
}

/** The checkout service's cart calls. */
export class CheckoutAPI extends UpstreamAPI {
  protected readonly upstreamName = "checkout";

  async cart(id: string): Promise<CartModel | null> {
    const cart = await this.nullOn("NOT_FOUND", async () =>
      this.checked(
        cartSchema,
        await this.get(`checkout/cart/${encodeURIComponent(id)}`),
        "GET /checkout/cart",
      ),
    );
    return cart && cartOf(cart);
  }

  async createCart(): Promise<CartModel> {
    return cartOf(this.checked(cartSchema, await this.post("checkout/cart"), "POST /checkout/cart"));
  }

  async addItems(
    cartId: string,
    items: Record<string, unknown>[],
    languageKey: string,
  ): Promise<CartModel | CartErrorModel> {
    try {
      const answer = await this.post(`checkout/cart/${encodeURIComponent(cartId)}/item`, {
        body: { items },
        headers: { "language-key": languageKey },
      });
      return cartOf(this.checked(addItemsAnswerSchema, answer, "POST cart items").cart);
    } catch (error) {
      return cartError(error, cartId);
    }
  }

  async updateItem(cartId: string, itemId: string, update: Record<string, unknown>, languageKey: string) {
    try {
      const answer = await this.patch(
        `checkout/cart/${encodeURIComponent(cartId)}/item/${encodeURIComponent(itemId)}`,
        {
          body: update,
          headers: { "language-key": languageKey },
        },
      );
      return { id: cartId, items: this.checked(itemsAnswerSchema, answer, "PATCH cart item").items };
    } catch (error) {
      return cartError(error, cartId, itemId);
    }
  }

  async removeItem(cartId: string, itemId: string): Promise<CartModel | CartErrorModel> {
    try {
      const answer = await this.delete(
        `checkout/cart/${encodeURIComponent(cartId)}/item/${encodeURIComponent(itemId)}`,
      );
      return { id: cartId, items: this.checked(itemsAnswerSchema, answer, "DELETE cart item").items };
    } catch (error) {
      return cartError(error, cartId, itemId);
    }
  }

  /** Streams a thumbnail or attachment on to the item; the gateway holds no file. */
  async uploadToItem(
    cartId: string,
    itemId: string,
    kind: "thumbnail" | "attachments",
    file: UploadedFile,
  ): Promise<CartModel | CartErrorModel> {
    const path = `checkout/cart/${encodeURIComponent(cartId)}/item/${encodeURIComponent(itemId)}/${kind}`;
    try {
      this.checked(cartItemSchema, await this.postFile(path, file), `POST cart item ${kind}`);
    } catch (error) {
      return cartError(error, cartId, itemId);
    }
    const cart = await this.cart(cartId);
    return cart ?? { kind: "error", code: "CART_NOT_FOUND", message: `Cart ${cartId} not found` };
  }
}
