import { z } from "zod";
import { HttpError } from "./errors";

/** A field of a request that breaks a rule, as every service answers it in `error.details.fields`. */
export const fieldErrorSchema = z.object({ field: z.string(), code: z.string(), message: z.string() });
export type FieldErrorDto = z.output<typeof fieldErrorSchema>;

/** 422 with the fields at fault, each with a stable code. */
export function validationFailed(fields: FieldErrorDto[]): HttpError {
  return new HttpError(422, "VALIDATION_FAILED", fields.map((f) => `${f.field}: ${f.message}`).join("; "), {
    fields,
  });
}

/**
 * A zod error as field errors with stable codes: REQUIRED, TOO_SHORT, TOO_LONG, INVALID_EMAIL,
 * INVALID_TYPE, or the `code` a refinement names in its params.
 */
export function fieldErrorsOf(error: z.ZodError): FieldErrorDto[] {
  return error.issues.map((issue) => ({
    field: issue.path.join("."),
    code: codeOf(issue),
    message: issue.message,
  }));
}

function codeOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "too_small":
      return issue.minimum === 1 ? "REQUIRED" : "TOO_SHORT";
    case "too_big":
      return "TOO_LONG";
    case "invalid_format":
      return issue.format === "email" ? "INVALID_EMAIL" : "INVALID_FORMAT";
    case "invalid_type":
      return issue.input === undefined ? "REQUIRED" : "INVALID_TYPE";
    case "custom":
      return typeof issue.params?.code === "string" ? issue.params.code : "INVALID";
    default:
      return "INVALID";
  }
}
