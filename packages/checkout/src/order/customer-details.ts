import type { FieldErrorDto as FieldError, FieldErrorCode } from "@druckwerk/platform";
import { postalCodeMatches, type ShippingCountry } from "@druckwerk/shipping/contract";
import { z } from "zod";
import {
  type AddressInput,
  MAX_NAME_LENGTH,
  MAX_PHONE_LENGTH,
  type OrderAddress,
  type PaymentDetails,
} from "../contract";
import { refuseOrder } from "./refusals";
import { HOME_COUNTRY } from "./rules";

export interface CustomerDetails {
  email: string;
  phone: string | null;
  billing: OrderAddress;
  shipping: OrderAddress;
  /** The country the goods go to, which decides the tax. */
  deliveryCountry: ShippingCountry;
  billingCountry: ShippingCountry;
}

const blank = (value: string | null | undefined) => (value ?? "").trim();
const orNull = (value: string | null | undefined) => blank(value) || null;
const emailSchema = z.email();

function checkAddress(
  input: AddressInput,
  prefix: "billingAddress" | "shippingAddress",
  countries: readonly ShippingCountry[],
  business: boolean,
  errors: FieldError[],
): { address: OrderAddress; country: ShippingCountry | undefined } {
  const fail = (field: string, code: FieldErrorCode, message: string) =>
    errors.push({ field: `${prefix}.${field}`, code, message });
  const required = ["firstname", "lastname", "street", "postalCode", "city", "countryId"] as const;
  for (const field of required) if (!blank(input[field])) fail(field, "REQUIRED", "is required");
  for (const field of ["firstname", "lastname"] as const) {
    if (blank(input[field]).length > MAX_NAME_LENGTH)
      fail(field, "TOO_LONG", `at most ${MAX_NAME_LENGTH} characters`);
  }
  const countryId = blank(input.countryId).toUpperCase();
  const country = countries.find((c) => c._id === countryId);
  if (countryId && !country) fail("countryId", "COUNTRY_NOT_SERVED", "is not a country the shop delivers to");
  const postalCode = blank(input.postalCode);
  if (country && postalCode && !postalCodeMatches(country, postalCode)) {
    fail("postalCode", "INVALID_POSTAL_CODE", `is not a postal code of ${country.country}`);
  }
  const billing = prefix === "billingAddress";
  if (billing && business) {
    if (!blank(input.company)) fail("company", "REQUIRED", "is required for business customers");
    if (country?.isEU && country._id !== HOME_COUNTRY && !blank(input.vatRegistrationNumber)) {
      fail(
        "vatRegistrationNumber",
        "REQUIRED",
        "is required for business customers in the EU outside Germany",
      );
    }
    if (blank(input.email) && !emailSchema.safeParse(blank(input.email)).success) {
      fail("email", "INVALID_EMAIL", "is not an e-mail address");
    }
  }
  return {
    country,
    address: {
      title: orNull(input.title),
      company: orNull(input.company),
      firstname: blank(input.firstname),
      lastname: blank(input.lastname),
      street: blank(input.street),
      addressSuffix: orNull(input.addressSuffix),
      postalCode,
      city: blank(input.city),
      countryId,
      country: country?.country ?? countryId,
      email: billing && business ? orNull(input.email) : null,
      vatRegistrationNumber: billing && business ? orNull(input.vatRegistrationNumber) : null,
    },
  };
}

/**
 * The payment details' customer data checked by the spec's rules (section 5): `INVALID_CONTACT`
 * or `INVALID_ADDRESS` naming every field at fault. Without a different shipping address the
 * goods go to the billing address.
 */
export function checkCustomerDetails(
  details: PaymentDetails,
  countries: readonly ShippingCountry[],
  business: boolean,
): CustomerDetails {
  const contactErrors: FieldError[] = [];
  const email = blank(details.email);
  if (!emailSchema.safeParse(email).success)
    contactErrors.push({ field: "email", code: "INVALID_EMAIL", message: "is not an e-mail address" });
  const phone = orNull(details.phone);
  if (phone && phone.length > MAX_PHONE_LENGTH) {
    contactErrors.push({
      field: "phone",
      code: "TOO_LONG",
      message: `at most ${MAX_PHONE_LENGTH} characters`,
    });
  }
  if (contactErrors.length > 0) {
    throw refuseOrder("INVALID_CONTACT", describe(contactErrors), { fields: contactErrors });
  }
  const errors: FieldError[] = [];
  const billing = checkAddress(details.billingAddress, "billingAddress", countries, business, errors);
  const separate = !details.isBillingAndShippingEqual;
  if (separate && !details.shippingAddress)
    errors.push({ field: "shippingAddress", code: "REQUIRED", message: "is required" });
  const shipping =
    separate && details.shippingAddress
      ? checkAddress(details.shippingAddress, "shippingAddress", countries, business, errors)
      : billing;
  if (errors.length > 0 || !billing.country || !shipping.country) {
    throw refuseOrder("INVALID_ADDRESS", describe(errors), { fields: errors });
  }
  return {
    email,
    phone,
    billing: billing.address,
    shipping: separate ? { ...shipping.address, email: null, vatRegistrationNumber: null } : billing.address,
    deliveryCountry: shipping.country,
    billingCountry: billing.country,
  };
}

const describe = (errors: FieldError[]) => errors.map((e) => `${e.field}: ${e.message}`).join("; ");
