/** The spec's registration rules (second document, section 5) as the form checks them. */

export interface AddressInput {
  company: string;
  firstname: string;
  lastname: string;
  street: string;
  addressSuffix: string;
  postalCode: string;
  city: string;
  countryId: string;
  vatRegistrationNumber: string;
}

export interface CountryRule {
  id: string;
  postalCodePattern: string;
  isEU: boolean;
}

/** A rule broken, as an i18n key under `account.errors` with its values. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
}

export const emptyAddress = (countryId = ""): AddressInput => ({
  company: "",
  firstname: "",
  lastname: "",
  street: "",
  addressSuffix: "",
  postalCode: "",
  city: "",
  countryId,
  vatRegistrationNumber: "",
});

export function usernameProblem(value: string): Problem | null {
  const name = value.trim();
  if (name.length < 4) return { key: "usernameShort" };
  if (name.length > 20) return { key: "tooLong", values: { count: 20 } };
  if (name.includes("@")) return { key: "usernameAt" };
  return null;
}

export function passwordProblem(value: string): Problem | null {
  if (value.length < 8) return { key: "passwordShort" };
  if (value.length > 20) return { key: "tooLong", values: { count: 20 } };
  return null;
}

export const repeatProblem = (password: string, repeat: string): Problem | null =>
  password === repeat ? null : { key: "passwordMismatch" };

/** Whether the VAT number is needed: a company in an EU country other than Germany. */
export const needsVatNumber = (address: AddressInput, country: CountryRule | undefined) =>
  address.company.trim() !== "" && Boolean(country?.isEU) && country?.id !== "DE";

/**
 * Every rule an address breaks, by field: the six required fields (company too for a business
 * customer's billing address), names at most 20 characters, the country's postal code pattern.
 */
export function addressProblems(
  address: AddressInput,
  country: CountryRule | undefined,
  options: { companyRequired: boolean },
): Partial<Record<keyof AddressInput, Problem>> {
  const problems: Partial<Record<keyof AddressInput, Problem>> = {};
  const required: (keyof AddressInput)[] = [
    "firstname",
    "lastname",
    "street",
    "postalCode",
    "city",
    "countryId",
  ];
  if (options.companyRequired) required.push("company");
  if (needsVatNumber(address, country)) required.push("vatRegistrationNumber");
  for (const field of required) if (!address[field].trim()) problems[field] = { key: "required" };
  for (const field of ["firstname", "lastname"] as const)
    if (address[field].trim().length > 20) problems[field] = { key: "tooLong", values: { count: 20 } };
  const postalCode = address.postalCode.trim();
  if (postalCode && country && !new RegExp(`^(?:${country.postalCodePattern})$`).test(postalCode))
    problems.postalCode = { key: "postalCode" };
  return problems;
}
