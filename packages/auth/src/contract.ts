import { z } from "zod";

/** The auth service's REST contract (spec: second document, sections 3, 5 and 7). */

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1);

export const usernameSchema = z
  .string()
  .trim()
  .min(4)
  .max(20)
  .refine((name) => !name.includes("@"), { params: { code: "CONTAINS_AT" }, message: "may not contain @" });
export const passwordSchema = z.string().min(8).max(20);
export const emailSchema = z.email().max(254);

const addressFields = {
  firstname: required(20),
  lastname: required(20),
  street: required(100),
  postalCode: required(12),
  city: required(50),
  /** A shipping country's id (ISO 3166-1 alpha-2). */
  countryId: required(2),
  company: text(100).optional(),
  addressSuffix: text(100).optional(),
};

export const shippingAddressSchema = z.object(addressFields);
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const billingAddressSchema = z.object({
  ...addressFields,
  title: text(20).optional(),
  /** A business customer's separate billing e-mail. */
  email: emailSchema.optional(),
  vatRegistrationNumber: text(20).optional(),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

export const signupSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  email: emailSchema,
  phone: text(15).optional(),
  billingAddress: billingAddressSchema,
  /** Omitted when goods go to the billing address. */
  shippingAddress: shippingAddressSchema.optional(),
  /** The shopper accepted the privacy statement: a sign-up without it is refused. */
  privacyAccepted: z
    .boolean()
    .refine((accepted) => accepted, { params: { code: "NOT_ACCEPTED" }, message: "must be accepted" }),
});
export type Signup = z.infer<typeof signupSchema>;

/** Any text: credentials that name no account, however long, are refused as `INVALID_CREDENTIALS`. */
export const signinSchema = z.object({ username: z.string(), password: z.string() });
/** Any text: a code that names no pending registration is refused as `INVALID_CODE`. */
export const optinSchema = z.object({ uuid: z.string() });

/** A session: the bearer token the gateway keeps in the shopper's cookie. */
export const sessionAnswerSchema = z.object({ token: z.string(), expiresAt: z.string() });

export const userDetailsSchema = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  billingInformation: billingAddressSchema,
  shippingInformation: shippingAddressSchema.nullable(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/** Why `POST /auth/signin` refuses (the gateway's `LoginRefusalReason`, and `RATE_LIMITED`). */
export const signinRefusalCodes = ["INVALID_CREDENTIALS", "NOT_CONFIRMED", "RATE_LIMITED"] as const;
/** Why `POST /auth/signup` refuses; `VALIDATION_FAILED` lists the fields (`USERNAME_TAKEN` among them). */
export const signupRefusalCodes = ["VALIDATION_FAILED", "USERNAME_TAKEN", "RATE_LIMITED"] as const;
/** Why `POST /auth/optin` refuses. */
export const optinRefusalCodes = ["INVALID_CODE"] as const;
