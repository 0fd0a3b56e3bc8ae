import {
  addressErrors,
  billingAddressSchema,
  brokenRules,
  registrationLimits,
  shippingAddressSchema,
} from "@druckwerk/auth/contract";
import { z } from "zod";
import {
  type AddressInput,
  addressCountry,
  type CountryOption,
  emptyAddress,
  optional,
  type Problem,
  problemOf,
  sentAddress,
} from "./validation";

/**
 * A customer's addresses and phone by the auth contract's rules (spec: second document, section 5),
 * as the payment details and the profile check them: required fields, names of at most 20
 * characters, a phone of at most 15, the country's postal code, and for business customers a
 * company, a VAT id in the EU outside Germany and a valid billing e-mail when one is given.
 */

/** The billing address: the registration's fields plus a salutation and a business's billing e-mail. */
export interface BillingInput extends AddressInput {
  title: string;
  email: string;
}

export const emptyBilling = (countryId = ""): BillingInput => ({
  ...emptyAddress(countryId),
  title: "",
  email: "",
});

/** The billing address as it is sent: a business's VAT id and billing e-mail included. */
export function sentBilling(b: BillingInput, business: boolean) {
  return {
    ...sentAddress(b),
    title: optional(b.title),
    email: business ? optional(b.email) : undefined,
    vatRegistrationNumber: business ? optional(b.vatRegistrationNumber) : undefined,
  };
}

const phoneSchema = z.object({ phone: z.string().trim().max(registrationLimits.phone.max).optional() });

/** The first rule each field breaks, by path ("phone", "billingAddress.city"). */
export function addressProblems(
  details: { phone: string; billing: BillingInput; shipping: AddressInput | null },
  countries: CountryOption[],
  business: boolean,
): Record<string, Problem> {
  const billing = sentBilling(details.billing, business);
  const shipping = details.shipping ? sentAddress(details.shipping) : undefined;
  const broken = [
    ...brokenRules(phoneSchema, { phone: optional(details.phone) }),
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
  if (business && !details.billing.company.trim())
    broken.push({
      field: "billingAddress.company",
      code: "REQUIRED",
      message: "is required for business customers",
    });
  const problems: Record<string, Problem> = {};
  for (const { field, code } of broken) problems[field] ??= problemOf(field, code);
  return problems;
}
