import type { TFunction } from "i18next";
import type { FieldErrorCode } from "../gql/graphql";

// One text per rule; a code added to the schema does not compile here until it has one.
const keys = {
  REQUIRED: "forms.fieldErrors.REQUIRED",
  TOO_SHORT: "forms.fieldErrors.TOO_SHORT",
  TOO_LONG: "forms.fieldErrors.TOO_LONG",
  TOO_SMALL: "forms.fieldErrors.TOO_SMALL",
  TOO_BIG: "forms.fieldErrors.TOO_BIG",
  NOT_INTEGER: "forms.fieldErrors.NOT_INTEGER",
  INVALID_TYPE: "forms.fieldErrors.INVALID_TYPE",
  INVALID_FORMAT: "forms.fieldErrors.INVALID_FORMAT",
  INVALID_EMAIL: "forms.fieldErrors.INVALID_EMAIL",
  INVALID_CHOICE: "forms.fieldErrors.INVALID_CHOICE",
  NOT_NUMERIC: "forms.fieldErrors.NOT_NUMERIC",
  NOT_ACCEPTED: "forms.fieldErrors.NOT_ACCEPTED",
  INVALID_VAT_ID: "forms.fieldErrors.INVALID_VAT_ID",
  CONTAINS_AT: "forms.fieldErrors.CONTAINS_AT",
  USERNAME_TAKEN: "forms.fieldErrors.USERNAME_TAKEN",
  COUNTRY_NOT_SERVED: "forms.fieldErrors.COUNTRY_NOT_SERVED",
  INVALID_POSTAL_CODE: "forms.fieldErrors.INVALID_POSTAL_CODE",
  INVALID: "forms.fieldErrors.INVALID",
} as const satisfies Record<FieldErrorCode, `forms.fieldErrors.${FieldErrorCode}`>;

/** The server's field errors as the shopper reads them, by field, in the page's language. */
export function fieldErrorTexts(t: TFunction, fields: readonly { field: string; code: FieldErrorCode }[]) {
  return Object.fromEntries(fields.map((f) => [f.field, t(keys[f.code])]));
}
