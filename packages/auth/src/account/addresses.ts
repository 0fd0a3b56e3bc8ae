import type { FieldErrorDto } from "@druckwerk/platform";
import { postalCodeMatches, type ShippingCountry } from "@druckwerk/shipping/contract";
import type { Signup } from "../contract";

/**
 * The rules of an address that need the shipping countries: a country the shop ships to, a postal
 * code of that country, and a VAT number from a company in an EU country other than Germany.
 */
export function addressErrors(signup: Signup, countries: ShippingCountry[]): FieldErrorDto[] {
  const errors: FieldErrorDto[] = [];
  const check = (
    prefix: "billingAddress" | "shippingAddress",
    address: { countryId: string; postalCode: string; company?: string | undefined },
  ) => {
    const country = countries.find((c) => c._id === address.countryId);
    if (!country) {
      errors.push({
        field: `${prefix}.countryId`,
        code: "COUNTRY_NOT_SERVED",
        message: `The shop does not ship to ${address.countryId}`,
      });
      return undefined;
    }
    if (!postalCodeMatches(country, address.postalCode))
      errors.push({
        field: `${prefix}.postalCode`,
        code: "INVALID_POSTAL_CODE",
        message: `${address.postalCode} is not a postal code of ${country.country}`,
      });
    return country;
  };
  const billingCountry = check("billingAddress", signup.billingAddress);
  if (signup.shippingAddress) check("shippingAddress", signup.shippingAddress);
  const { company, vatRegistrationNumber } = signup.billingAddress;
  if (company && billingCountry?.isEU && billingCountry.countryCode !== "DE" && !vatRegistrationNumber)
    errors.push({
      field: "billingAddress.vatRegistrationNumber",
      code: "REQUIRED",
      message: "A company in an EU country other than Germany needs its VAT registration number",
    });
  return errors;
}
