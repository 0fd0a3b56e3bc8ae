import type { Locator, Page } from "@playwright/test";
import { shopCookie } from "../fixtures";

interface Money {
  net: number;
  gross: number;
}

/** What the server says about the shopper's cart, read over the shop's GraphQL API. */
export interface ServerCart {
  total: Money;
  tax: number;
  taxRate: number;
  items: { price: Money; priceBeforeDiscount: Money }[];
}

const euro = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });

/** Cents as the German storefront shows them. */
export const formatCents = (cents: number) => euro.format(cents / 100);

/** The cart page, as a shopper reads it, next to what the server holds for it. */
export class CartView {
  readonly items: Locator;
  readonly total: Locator;
  readonly taxNote: Locator;
  readonly beforeDiscount: Locator;

  constructor(readonly page: Page) {
    this.items = page.getByTestId("cart-item");
    this.total = page.getByTestId("cart-total");
    this.taxNote = page.getByTestId("cart-tax");
    this.beforeDiscount = page.getByTestId("cart-item-before-discount");
  }

  async setQuantity(quantity: number) {
    await this.page.getByTestId("cart-quantity").fill(String(quantity));
    await this.page.getByTestId("cart-quantity").press("Enter");
  }

  /** The cart the browser keeps the id of, as the API answers it. */
  async fromServer(): Promise<ServerCart> {
    const id = await shopCookie<string>(this.page, "druckwerk.cartId");
    const response = await this.page.request.post("/graphql", {
      data: {
        query: `query ($id: ID!) { cart(id: $id) { total { net gross } tax taxRate
          items { price { net gross } priceBeforeDiscount { net gross } } } }`,
        variables: { id },
      },
    });
    return ((await response.json()) as { data: { cart: ServerCart } }).data.cart;
  }
}
