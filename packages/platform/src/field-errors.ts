import { z } from "zod";
import { HttpError } from "./errors";

/**
 * Every code a field error may carry, in every service: the closed list the gateway's `FieldErrorCode`
 * enum mirrors. A refinement names its code in its params (`{ params: { code: "CONTAINS_AT" } }`).
 */
export const fieldErrorCodes = [
  "REQUIRED",
  "TOO_SHORT",
  "TOO_LONG",
  "TOO_SMALL",
  "TOO_BIG",
  "NOT_INTEGER",
  "INVALID_TYPE",
  "INVALID_FORMAT",
  "INVALID_EMAIL",
  "INVALID_CHOICE",
  "NOT_NUMERIC",
  "NOT_ACCEPTED",
  "INVALID_VAT_ID",
  "CONTAINS_AT",
  "USERNAME_TAKEN",
  "COUNTRY_NOT_SERVED",
  "INVALID_POSTAL_CODE",
  "INVALID",
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];
const isFieldErrorCode = (code: unknown): code is FieldErrorCode =>
  (fieldErrorCodes as readonly unknown[]).includes(code);

/** A field of a request that breaks a rule, as every service answers it in `error.details.fields`. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  code: z.enum(fieldErrorCodes),
  message: z.string(),
});
export type FieldErrorDto = z.output<typeof fieldErrorSchema>;

/** The failed request's fields, each with a stable code: 422 for broken rules, 400 for a malformed shape. */
export function validationFailed(fields: FieldErrorDto[], statusCode: 400 | 422 = 422): HttpError {
  return new HttpError(
    statusCode,
    "VALIDATION_FAILED",
    fields.map((f) => `${f.field || "body"}: ${f.message}`).join("; ") || "Invalid request",
    { fields },
  );
}

/** A zod error as field errors with stable codes. */
export function fieldErrorsOf(error: { issues: readonly z.core.$ZodIssue[] }): FieldErrorDto[] {
  return error.issues.map((issue) => ({
    field: issue.path.join("."),
    code: codeOf(issue),
    message: issue.message,
  }));
}

function codeOf(issue: z.core.$ZodIssue): FieldErrorCode {
  switch (issue.code) {
    case "too_small":
      if (issue.origin === "number" || issue.origin === "bigint") return "TOO_SMALL";
      return issue.minimum === 1 ? "REQUIRED" : "TOO_SHORT";
    case "too_big":
      return issue.origin === "number" || issue.origin === "bigint" ? "TOO_BIG" : "TOO_LONG";
    case "invalid_format":
      return issue.format === "email" ? "INVALID_EMAIL" : "INVALID_FORMAT";
    case "invalid_type":
      if (issue.input === undefined) return "REQUIRED";
      return issue.expected === "int" ? "NOT_INTEGER" : "INVALID_TYPE";
    case "invalid_value":
      return "INVALID_CHOICE";
    case "custom":
      return isFieldErrorCode(issue.params?.code) ? issue.params.code : "INVALID";
    default:
      return "INVALID";
  }
}
