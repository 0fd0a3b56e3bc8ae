import {
  addressErrors,
  billingAddressSchema,
  brokenRules,
  emailSchema,
  registrationLimits,
  shippingAddressSchema,
} from "@druckwerk/auth/contract";
import { z } from "zod";
import {
  addressCountry,
  type CountryOption,
  emptyAddress,
  optional,
  type Problem,
  problemOf,
  sentAddress,
} from "../account/validation";
import type { PaymentMethod, PlaceOrderInput } from "../gql/graphql";
import type { BillingInput, PaymentDetailsForm } from "./checkoutState";

/**
 * The payment details' rules (spec: second document, section 5), the same the checkout service
 * applies when the order is placed: the account's address rules from the auth contract, a valid
 * e-mail, a phone of at most 15 characters, and for business customers a company (and a valid
 * billing e-mail when one is given).
 */

const contactSchema = z.object({
  email: emailSchema,
  phone: z.string().trim().max(registrationLimits.phone.max).optional(),
});

export const emptyBilling = (countryId = ""): BillingInput => ({
  ...emptyAddress(countryId),
  title: "",
  email: "",
});

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

/** The billing address as the order sends it: a business's VAT id and billing e-mail included. */
function billingInput(b: BillingInput, business: boolean) {
  return {
    ...sentAddress(b),
    title: optional(b.title),
    email: business ? optional(b.email) : undefined,
    vatRegistrationNumber: business ? optional(b.vatRegistrationNumber) : undefined,
  };
}

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
    billingAddress: billingInput(form.billing, options.business),
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
  const billing = billingInput(form.billing, business);
  const shipping = form.separateShipping ? sentAddress(form.shipping) : undefined;
  const broken = [
    ...brokenRules(contactSchema, { email: form.email.trim(), phone: optional(form.phone) }),
    ...brokenRules(billingAddressSchema, billing).map((e) => ({ ...e, field: `billingAddress.${e.field}` })),
    ...(shipping
      ? brokenRules(shippingAddressSchema, shipping).map((e) => ({
          ...e,
          field: `shippingAddress.${e.field}`,
        }))
      : []),
    ...addressErrors(
      {
        billingAddress: { ...billing, company: business ? billing.company : undefined },
        shippingAddress: shipping,
      },
      countries.map(addressCountry),
    ),
  ];
  if (business && !form.billing.company.trim())
    broken.push({
      field: "billingAddress.company",
      code: "REQUIRED",
      message: "is required for business customers",
    });
  const problems: Record<string, Problem> = {};
  for (const { field, code } of broken) problems[field] ??= problemOf(field, code);
  return problems;
}
