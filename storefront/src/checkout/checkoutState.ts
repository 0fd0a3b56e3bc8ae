import type { BillingInput } from "../account/addressRules";
import type { AddressInput } from "../account/validation";
import type { PaymentMethod } from "../gql/graphql";
import { createExternalStore } from "../shared/externalStore";

/** The spec's payment details (second document, section 3), as the form holds them. */
export interface PaymentDetailsForm {
  email: string;
  phone: string;
  paymentMethod: PaymentMethod;
  billing: BillingInput;
  /** Whether the goods go to `shipping` rather than the billing address. */
  separateShipping: boolean;
  shipping: AddressInput;
  referenceNumber: string;
  /** Store the address on the account (signed-in customers). */
  saveNewAddress: boolean;
}

/** A voucher the shopper redeemed on the review page. */
export interface RedeemedVoucher {
  id: string;
  code: string;
  /** It makes the standard shipping free. */
  freeShipping: boolean;
}

/** What the shopper entered on the way to the order, kept locally until the order is placed. */
export const paymentDetailsStore = createExternalStore<PaymentDetailsForm | undefined>(undefined, {
  key: "druckwerk.paymentDetails",
  in: "localStorage",
});
/** The shipping method chosen on the review page (a `ShippingMethod.id`). */
export const shippingMethodStore = createExternalStore<string | undefined>(undefined, {
  key: "druckwerk.shippingMethod",
  in: "localStorage",
});
export const voucherStore = createExternalStore<RedeemedVoucher | undefined>(undefined, {
  key: "druckwerk.voucher",
  in: "localStorage",
});
/** The order on its way to the payment provider, for the page the shopper returns to. */
export const pendingOrderStore = createExternalStore<string | undefined>(undefined, {
  key: "druckwerk.pendingOrder",
  in: "localStorage",
});

/** Forgets what was entered for an order: placed now, or another shopper signed in. */
export function forgetCheckout() {
  paymentDetailsStore.set(undefined);
  shippingMethodStore.set(undefined);
  voucherStore.set(undefined);
}

/** The payment method chosen to pay an existing order (`/payment-details/{orderId}`). */
export const orderPaymentStore = createExternalStore<{ orderId: string; method: PaymentMethod } | undefined>(
  undefined,
  { key: "druckwerk.orderPayment", in: "localStorage" },
);
