import { brokenRules, emailSchema } from "@druckwerk/auth/contract";
import { z } from "zod";
import { addressProblems, emptyBilling, sentBilling } from "../account/addressRules";
import {
  type CountryOption,
  emptyAddress,
  optional,
  type Problem,
  problemOf,
  sentAddress,
} from "../account/validation";
import type { PaymentMethod, PlaceOrderInput } from "../gql/graphql";
import type { PaymentDetailsForm } from "./checkoutState";

/**
 * The payment details' rules (spec: second document, section 5), the same the checkout service
 * applies when the order is placed: a valid e-mail, and the account's address rules.
 */

const emailField = z.object({ email: emailSchema });

export const emptyPaymentDetails = (
  countryId = "",
  paymentMethod: PaymentMethod = "PREPAID",
): PaymentDetailsForm => ({
  email: "",
  phone: "",
  paymentMethod,
  billing: emptyBilling(countryId),
  separateShipping: false,
  shipping: emptyAddress(countryId),
  referenceNumber: "",
  saveNewAddress: false,
});

/** Everything `placeOrder` (and `orderPreview`) needs but the cart and the review page's choices. */
export function orderInput(
  form: PaymentDetailsForm,
  options: {
    cartId: string;
    business: boolean;
    shippingMethodId: string;
    voucherId?: string | undefined;
    signupToNewsletter?: boolean;
    expectedTotalCents?: number;
    signedIn: boolean;
  },
): PlaceOrderInput {
  return {
    cartId: options.cartId,
    email: form.email.trim(),
    phone: optional(form.phone),
    paymentMethod: form.paymentMethod,
    isBusinessCustomer: options.business,
    billingAddress: sentBilling(form.billing, options.business),
    shippingAddress: form.separateShipping ? sentAddress(form.shipping) : undefined,
    shippingMethodId: options.shippingMethodId,
    voucherId: options.voucherId,
    referenceNumber: optional(form.referenceNumber),
    expectedTotalCents: options.expectedTotalCents,
    saveNewAddress: options.signedIn && form.saveNewAddress,
    signupToNewsletter: options.signupToNewsletter ?? false,
  };
}

/** The first rule each field breaks, by the order's field path ("email", "billingAddress.city"). */
export function paymentDetailsProblems(
  form: PaymentDetailsForm,
  countries: CountryOption[],
  business: boolean,
): Record<string, Problem> {
  const email = brokenRules(emailField, { email: form.email.trim() }).map((e) => [
    e.field,
    problemOf(e.field, e.code),
  ]);
  const shipping = form.separateShipping ? form.shipping : null;
  return { ...Object.fromEntries(email), ...addressProblems({ ...form, shipping }, countries, business) };
}
