import {
  addItemsAnswerSchema,
  type Cart as CartDto,
  type CartErrorCode,
  type CartItem,
  type CartPrice,
  cartErrorCodes,
  cartItemSchema,
  cartSchema,
  itemsAnswerSchema,
} from "@druckwerk/checkout/contract";
import type { UploadedFile } from "./multipart";
import { UpstreamAPI } from "./upstream";

export type CartItemModel = CartItem;
export interface CartModel {
  id: string;
  items: CartItem[];
  /** The cart's total as the service computed it. */
  price: CartPrice;
}
export interface CartErrorModel {
  kind: "error";
  code: CartErrorCode;
  message: string;
}

const cartOf = (cart: CartDto): CartModel => ({ id: cart._id, items: cart.items, price: cart.price });

/** The checkout service's cart calls. */
export class CheckoutAPI extends UpstreamAPI {
  protected readonly upstreamName = "checkout";

  /**
   * The service's refusal as the shopper's typed result: its code passes on as it is; a code
   * outside the contract's list is an upstream fault.
   */
  private cartError(error: unknown): CartErrorModel {
    const { code, message } = this.refusedWith(error, cartErrorCodes);
    return { kind: "error", code, message };
  }

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
      return this.cartError(error);
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
      return { id: cartId, ...this.checked(itemsAnswerSchema, answer, "PATCH cart item") };
    } catch (error) {
      return this.cartError(error);
    }
  }

  async removeItem(cartId: string, itemId: string): Promise<CartModel | CartErrorModel> {
    try {
      const answer = await this.delete(
        `checkout/cart/${encodeURIComponent(cartId)}/item/${encodeURIComponent(itemId)}`,
      );
      return { id: cartId, ...this.checked(itemsAnswerSchema, answer, "DELETE cart item") };
    } catch (error) {
      return this.cartError(error);
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
      return this.cartError(error);
    }
    const cart = await this.cart(cartId);
    return cart ?? { kind: "error", code: "CART_NOT_FOUND", message: `Cart ${cartId} not found` };
  }
}
