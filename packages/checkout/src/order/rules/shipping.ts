import { cents } from "./money";

/** The id of "Standard-Versand" in every shipping country, the method free shipping applies to. */
export const STANDARD_SHIPPING_METHOD_ID = "standard";

/** What the rules need of a shipping method (the shipping service's method record fits). */
export interface ShippingChoice {
  shippingMethodId: string;
  /** Net price in cents. */
  priceCents: number;
}

/**
 * The chosen method's net price; none chosen yet costs nothing. A free-shipping voucher zeroes
 * the standard method only (spec, section 5): express stays charged.
 */
export function shippingNet(method: ShippingChoice | null, freeShipping: boolean): number {
  if (method === null) return 0;
  const price = cents(method.priceCents, "the shipping price");
  return freeShipping && method.shippingMethodId === STANDARD_SHIPPING_METHOD_ID ? 0 : price;
}
