import {
  type AddressCountry,
  addressErrors,
  brokenRules,
  registrationLimits,
  type Signup,
  signupSchema,
} from "@druckwerk/auth/contract";

/**
 * The registration form's checks: the auth service's own rules (spec: second document, section 5)
 * from its contract, run on what the form will send, plus two of the form's: the password
 * repeated, and the company of a business customer.
 */

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

/** A shipping country as the storefront reads it. */
export interface CountryOption {
  id: string;
  name: string;
  postalCodePattern: string;
  isEU: boolean;
}

export interface RegistrationForm {
  username: string;
  email: string;
  password: string;
  repeat: string;
  phone: string;
  billing: AddressInput;
  /** Null when goods go to the billing address. */
  shipping: AddressInput | null;
  /** A business customer names the company of the billing address. */
  companyRequired: boolean;
  privacyAccepted: boolean;
}

/** A rule broken: the service's stable code, which keys the message (`account.errors`, else `forms.fieldErrors`). */
export interface Problem {
  code: string;
  /** The limit a length rule names. */
  values?: { count: number };
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

export const addressCountry = (country: CountryOption): AddressCountry => ({
  _id: country.id,
  country: country.name,
  countryCode: country.id,
  postalCodeRegex: country.postalCodePattern,
  isEU: country.isEU,
});

export const optional = (value: string) => value.trim() || undefined;
/** An address as a form sends it: trimmed, blank optional fields left out. */
export const sentAddress = (a: AddressInput) => ({
  company: optional(a.company),
  firstname: a.firstname.trim(),
  lastname: a.lastname.trim(),
  street: a.street.trim(),
  addressSuffix: optional(a.addressSuffix),
  postalCode: a.postalCode.trim(),
  city: a.city.trim(),
  countryId: a.countryId,
});

/** What the form sends: trimmed, blank optional fields left out. */
export const signupOf = (form: RegistrationForm): Signup => ({
  username: form.username.trim(),
  password: form.password,
  email: form.email.trim(),
  phone: optional(form.phone),
  billingAddress: {
    ...sentAddress(form.billing),
    vatRegistrationNumber: optional(form.billing.vatRegistrationNumber),
  },
  shippingAddress: form.shipping ? sentAddress(form.shipping) : undefined,
  privacyAccepted: form.privacyAccepted,
});

/** The problem a code names at a field ("billingAddress.city"), with the limit of a length rule. */
export function problemOf(field: string, code: string): Problem {
  const name = field.split(".").pop() ?? field;
  const limits: { min?: number; max: number } | undefined =
    name in registrationLimits ? registrationLimits[name as keyof typeof registrationLimits] : undefined;
  const count = code === "TOO_SHORT" ? limits?.min : code === "TOO_LONG" ? limits?.max : undefined;
  return count === undefined ? { code } : { code, values: { count } };
}

/** The first rule each field breaks, by the service's field path ("username", "billingAddress.city"). */
export function registrationProblems(form: RegistrationForm, countries: CountryOption[]) {
  const signup = signupOf(form);
  const broken: { field: string; code: string }[] = [
    ...brokenRules(signupSchema, signup),
    ...addressErrors(signup, countries.map(addressCountry)),
  ];
  if (form.companyRequired && !form.billing.company.trim())
    broken.push({ field: "billingAddress.company", code: "REQUIRED" });
  if (form.password !== form.repeat) broken.push({ field: "repeat", code: "PASSWORD_MISMATCH" });
  const problems: Record<string, Problem> = {};
  for (const { field, code } of broken) problems[field] ??= problemOf(field, code);
  return problems;
}
