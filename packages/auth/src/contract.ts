import { type FieldErrorDto, fieldErrorsOf } from "@druckwerk/platform/field-errors";
import { languages } from "@druckwerk/platform/language";
import { postalCodeMatches, type ShippingCountry } from "@druckwerk/shipping/contract";
import { z } from "zod";

/**
 * The auth service's REST contract (spec: second document, sections 3, 5 and 7), with the
 * registration's rules (section 5) for the service and the storefront's form alike: pure, so the
 * storefront bundles it. A broken rule is named by a stable code (`fieldErrorsOf`: REQUIRED,
 * TOO_SHORT, TOO_LONG, INVALID_EMAIL, CONTAINS_AT; `addressErrors`: COUNTRY_NOT_SERVED,
 * INVALID_POSTAL_CODE), which the storefront keys its messages by.
 */

/** The length limits of the registration's fields, in characters. */
export const registrationLimits = {
  username: { min: 4, max: 20 },
  password: { min: 8, max: 20 },
  email: { max: 254 },
  phone: { max: 15 },
  title: { max: 20 },
  firstname: { max: 20 },
  lastname: { max: 20 },
  company: { max: 100 },
  street: { max: 100 },
  addressSuffix: { max: 100 },
  postalCode: { max: 12 },
  city: { max: 50 },
  countryId: { max: 2 },
  vatRegistrationNumber: { max: 20 },
} as const satisfies Record<string, { min?: number; max: number }>;
type LimitedField = keyof typeof registrationLimits;

const text = (field: LimitedField) => z.string().trim().max(registrationLimits[field].max);
const required = (field: LimitedField) => text(field).min(1);

export const usernameSchema = z
  .string()
  .trim()
  .min(registrationLimits.username.min)
  .max(registrationLimits.username.max)
  .refine((name) => !name.includes("@"), { params: { code: "CONTAINS_AT" }, message: "may not contain @" });
export const passwordSchema = z
  .string()
  .min(registrationLimits.password.min)
  .max(registrationLimits.password.max);
export const emailSchema = z.email().max(registrationLimits.email.max);

const addressFields = {
  firstname: required("firstname"),
  lastname: required("lastname"),
  street: required("street"),
  postalCode: required("postalCode"),
  city: required("city"),
  /** A shipping country's id (ISO 3166-1 alpha-2). */
  countryId: required("countryId"),
  company: text("company").optional(),
  addressSuffix: text("addressSuffix").optional(),
};

export const shippingAddressSchema = z.object(addressFields);
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const billingAddressSchema = z.object({
  ...addressFields,
  title: text("title").optional(),
  /** A business customer's separate billing e-mail. */
  email: emailSchema.optional(),
  vatRegistrationNumber: text("vatRegistrationNumber").optional(),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

export const signupSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  email: emailSchema,
  phone: text("phone").optional(),
  billingAddress: billingAddressSchema,
  /** Omitted when goods go to the billing address. */
  shippingAddress: shippingAddressSchema.optional(),
  /** The shopper accepted the privacy statement: a sign-up without it is refused. */
  privacyAccepted: z
    .boolean()
    .refine((accepted) => accepted, { params: { code: "NOT_ACCEPTED" }, message: "must be accepted" }),
});
export type Signup = z.infer<typeof signupSchema>;

/**
 * `PUT /auth/user/details`: the signed-in user's phone and addresses, replacing the stored ones, by
 * the sign-up's rules (and `addressErrors`). A null or absent phone removes the stored one; a null
 * or absent shipping address means goods go to the billing address.
 */
export const detailsUpdateSchema = z.object({
  phone: text("phone").nullish(),
  billingAddress: billingAddressSchema,
  shippingAddress: shippingAddressSchema.nullish(),
});
export type DetailsUpdate = z.infer<typeof detailsUpdateSchema>;

/**
 * The longest password taken as input at all. The spec's rule gives every account at most 20
 * characters, so anything longer cannot match: it is refused before it is hashed, and the cost
 * of a sign-in never grows with what a client sends.
 */
export const MAX_PASSWORD_INPUT = 200;
/** Passwords that are refused as not matching before any hashing (over MAX_PASSWORD_INPUT). */
export const cannotMatch = (password: string) => password.length > MAX_PASSWORD_INPUT;
export const invalidCredentialsMessage = "User name and password do not match";
export const wrongPasswordMessage = "The old password is wrong";

/**
 * Credentials that name no account, however long the user name, are refused as
 * `INVALID_CREDENTIALS`; a password over MAX_PASSWORD_INPUT is a malformed request (400).
 */
export const signinSchema = z.object({ username: z.string(), password: z.string().max(MAX_PASSWORD_INPUT) });
/** Any text: a code that names no pending registration is refused as `INVALID_CODE`. */
export const optinSchema = z.object({ uuid: z.string() });

/** The rules `value` breaks, by field path and code, as the service answers them. */
export function brokenRules(schema: z.ZodType, value: unknown): FieldErrorDto[] {
  const result = schema.safeParse(value);
  return result.success ? [] : fieldErrorsOf(result.error);
}

/** What the address rules need to know of a country the shop ships to. */
export type AddressCountry = Pick<
  ShippingCountry,
  "_id" | "country" | "countryCode" | "postalCodeRegex" | "isEU"
>;

/** A company in an EU country other than Germany must give its VAT registration number. */
export const needsVatNumber = (company: string | undefined, country: AddressCountry | undefined) =>
  Boolean(company?.trim()) && country?.isEU === true && country.countryCode !== "DE";

interface AddressRuleInput {
  countryId: string;
  postalCode: string;
  company?: string | undefined;
  vatRegistrationNumber?: string | undefined;
}

/**
 * The rules of the addresses that need the shipping countries: a country the shop ships to, a
 * postal code of that country, and the billing address's VAT number where `needsVatNumber`.
 */
export function addressErrors(
  signup: { billingAddress: AddressRuleInput; shippingAddress?: AddressRuleInput | undefined },
  countries: AddressCountry[],
): FieldErrorDto[] {
  const errors: FieldErrorDto[] = [];
  const check = (prefix: "billingAddress" | "shippingAddress", address: AddressRuleInput) => {
    const country = countries.find((c) => c._id === address.countryId);
    if (!country) {
      errors.push({
        field: `${prefix}.countryId`,
        code: "COUNTRY_NOT_SERVED",
        message: `The shop does not ship to ${address.countryId}`,
      });
      return undefined;
    }
    if (address.postalCode.trim() && !postalCodeMatches(country, address.postalCode))
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
  if (needsVatNumber(company, billingCountry) && !vatRegistrationNumber?.trim())
    errors.push({
      field: "billingAddress.vatRegistrationNumber",
      code: "REQUIRED",
      message: "A company in an EU country other than Germany needs its VAT registration number",
    });
  return errors;
}

/** A session: the bearer token the gateway keeps in the shopper's cookie. */
export const sessionAnswerSchema = z.object({ token: z.string(), expiresAt: z.string() });

export const userDetailsSchema = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The language of the account's mails (`de`, `en`, `fr`): of its sign-up, then of its latest sign-in. */
  language: z.enum(languages),
  billingInformation: billingAddressSchema,
  shippingInformation: shippingAddressSchema.nullable(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/** Why `POST /auth/signin` refuses (the gateway's `LoginRefusalReason`, and `RATE_LIMITED`). */
export const signinRefusalCodes = ["INVALID_CREDENTIALS", "NOT_CONFIRMED", "RATE_LIMITED"] as const;
/** Why `POST /auth/signup` refuses; `VALIDATION_FAILED` lists the fields (`USERNAME_TAKEN` among them). */
export const signupRefusalCodes = ["VALIDATION_FAILED", "USERNAME_TAKEN", "RATE_LIMITED"] as const;
/** Why `PUT /auth/user/details` refuses: the fields at fault, or no live session. */
export const detailsUpdateRefusalCodes = ["VALIDATION_FAILED", "NOT_SIGNED_IN"] as const;
/** Why `POST /auth/optin` refuses. */
export const optinRefusalCodes = ["INVALID_CODE"] as const;

/**
 * A new password (`POST /auth/reset-password/callback`, `POST /auth/password`): the sign-up's
 * length, and only word characters and spaces (spec section 5).
 */
export const newPasswordSchema = passwordSchema.regex(/^[\w ]*$/, {
  message: "may hold only letters, digits, _ and spaces",
});

/** `POST /auth/reset-password` and `POST /auth/email`: an e-mail address. */
export const emailRequestSchema = z.object({ email: emailSchema });
/** `POST /auth/reset-password/callback`: the link's code (any text) and the new password. */
export const resetCallbackSchema = z.object({ uuid: z.string(), password: newPasswordSchema });
/** `POST /auth/password`: the old password (any text) and the new one. */
export const passwordChangeSchema = z.object({
  oldPassword: z.string().max(MAX_PASSWORD_INPUT),
  newPassword: newPasswordSchema,
});
/** `POST /auth/email/callback`: the link's code (any text). */
export const emailCallbackSchema = z.object({ uuid: z.string() });

/** `POST /auth/reset-password` answers this whether or not an account has the address. */
export const resetRequestAnswerSchema = z.object({ email: z.string() });
/** `POST /auth/reset-password/callback` and `POST /auth/password`: whose password changed. */
export const passwordSetAnswerSchema = z.object({ username: z.string() });
/** `POST /auth/email` (the address the link went to) and `POST /auth/email/callback` (the new one). */
export const emailAnswerSchema = z.object({ email: z.string() });

/** Why `POST /auth/reset-password` refuses; `ACTIVE_CODE_FOUND` for known and unknown addresses alike. */
export const resetRequestRefusalCodes = ["VALIDATION_FAILED", "ACTIVE_CODE_FOUND", "RATE_LIMITED"] as const;
/** Why `POST /auth/reset-password/callback` refuses: the new password's rules, or a dead code. */
export const resetCallbackRefusalCodes = ["VALIDATION_FAILED", "INVALID_CODE"] as const;
/** Why `POST /auth/password` refuses. */
export const passwordChangeRefusalCodes = [
  "VALIDATION_FAILED",
  "WRONG_PASSWORD",
  "NOT_SIGNED_IN",
  "RATE_LIMITED",
] as const;
/** Why `POST /auth/email` refuses. */
export const emailChangeRefusalCodes = [
  "VALIDATION_FAILED",
  "EMAIL_TAKEN",
  "NOT_SIGNED_IN",
  "RATE_LIMITED",
] as const;
/** Why `POST /auth/email/callback` refuses: a dead code, or the address was taken meanwhile. */
export const emailCallbackRefusalCodes = ["INVALID_CODE", "EMAIL_TAKEN"] as const;
/** Why `POST /auth/refresh` refuses. */
export const refreshRefusalCodes = ["NOT_SIGNED_IN"] as const;

/** Staff (the back office): `staff` moves orders along, `admin` also manages the staff. */
export const staffRoles = ["staff", "admin"] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * A staff member's password: 12 to 200 characters. Unlike customers' (the spec caps those at 20),
 * long passphrases are welcome; the upper bound keeps one hash cheap.
 */
export const staffPasswordSchema = z.string().min(12).max(200);

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** `POST /auth/staff/members` (an admin) and `npm run staff -- add`. */
export const newStaffMemberSchema = z.object({
  email: emailSchema,
  name: z.string().trim().min(1).max(100),
  role: z.enum(staffRoles),
  password: staffPasswordSchema,
});
export type NewStaffMember = z.infer<typeof newStaffMemberSchema>;

/** `POST /auth/staff/signin`; any password up to the bound is checked, so no rule is revealed. */
export const staffSigninSchema = z.object({
  email: z.string().max(registrationLimits.email.max),
  password: z.string().max(200),
});
export const staffSessionAnswerSchema = sessionAnswerSchema.extend({ member: staffMemberSchema });

/** Why `POST /auth/staff/signin` refuses. */
export const staffSigninRefusalCodes = ["INVALID_CREDENTIALS", "RATE_LIMITED", "VALIDATION_FAILED"] as const;
/** Why the staff routes behind a staff session refuse: none, or not an admin's (`ADMIN_ONLY`). */
export const staffAccessRefusalCodes = ["STAFF_ONLY", "ADMIN_ONLY"] as const;
/** Why `POST /auth/staff/members` refuses. */
export const staffAddRefusalCodes = [...staffAccessRefusalCodes, "VALIDATION_FAILED", "EMAIL_TAKEN"] as const;
