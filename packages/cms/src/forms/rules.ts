import type { FieldErrorCode, FieldErrorDto } from "../contract";

/** The three forms that share the spec's `ContactForm.php` endpoint. */
export type FormKind = "contact" | "newsletter" | "vatid";

/** The spec's subject of a VAT-ID submission. */
export const vatIdSubject = "UStID Eintragung";

/** Which form a submission is: the VAT-ID subject, else the newsletter's salutation, else contact. */
export function formKindOf(fields: Record<string, string>): FormKind {
  if (fields.subject === vatIdSubject) return "vatid";
  return fields.salutation !== undefined ? "newsletter" : "contact";
}

interface Rule {
  required?: true;
  max?: number;
  email?: true;
  numeric?: true;
  /** A confirmation checkbox that must be ticked. */
  accepted?: true;
  oneOf?: readonly string[];
  vatId?: true;
}

const flag = ["true", "false"] as const;
const yesNo = ["yes", "no"] as const;
const browsers = ["Mozilla Firefox", "Google Chrome", "Apple Safari", "Microsoft Edge", "other"] as const;
const systems = ["Microsoft Windows", "Apple MacOS", "Apple iOS", "Android", "other"] as const;

/** The spec's section 5, per form: required fields, lengths, formats. Unknown fields are dropped. */
const rules: Record<FormKind, Record<string, Rule>> = {
  contact: {
    firstName: { required: true, max: 20 },
    lastName: { required: true, max: 20 },
    phone: { max: 20 },
    mail: { required: true, email: true, max: 254 },
    subject: { max: 50 },
    message: { required: true, max: 400 },
    confirmation: { accepted: true },
    isBugReport: { oneOf: flag },
    userIntention: { max: 400 },
    userExpectation: { max: 400 },
    systemResponse: { max: 400 },
    userCheckedInternetConnection: { oneOf: yesNo },
    errorMessageOccurred: { oneOf: flag },
    errorMessage: { max: 400 },
    browserUsed: { oneOf: browsers },
    osUsed: { oneOf: systems },
    differentBrowsers: { oneOf: yesNo },
  },
  newsletter: {
    subject: { max: 50 },
    salutation: { required: true, max: 20 },
    firstName: { max: 20 },
    lastName: { required: true, max: 20 },
    firm: { max: 50 },
    street: { max: 50 },
    plz: { numeric: true, max: 10 },
    location: { max: 50 },
    mail: { required: true, email: true, max: 254 },
    confirmation: { accepted: true },
    message: { max: 400 },
  },
  vatid: {
    subject: { required: true },
    message: { required: true, max: 400 },
    vatId: { vatId: true },
    name: { max: 50 },
    phone: { max: 20 },
  },
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An EU VAT number: country code and 2 to 12 characters; German ones are DE and nine digits. */
const vatIdPattern = /^(DE\d{9}|(?!DE)[A-Z]{2}[0-9A-Z+*]{2,12})$/;
const accepted = new Set(["true", "1", "on", "yes"]);

function check(field: string, value: string, rule: Rule): FieldErrorDto | null {
  const fail = (code: FieldErrorCode, message: string) => ({ field, code, message });
  if (rule.accepted) return accepted.has(value) ? null : fail("NOT_ACCEPTED", `${field} must be accepted`);
  if (value === "") return rule.required || rule.vatId ? fail("REQUIRED", `${field} is required`) : null;
  if (rule.max !== undefined && value.length > rule.max)
    return fail("TOO_LONG", `${field} has at most ${rule.max} characters`);
  if (rule.email && !emailPattern.test(value)) return fail("INVALID_EMAIL", `${field} is no e-mail address`);
  if (rule.numeric && !/^\d+$/.test(value)) return fail("NOT_NUMERIC", `${field} must consist of digits`);
  if (rule.oneOf && !rule.oneOf.includes(value))
    return fail("INVALID_CHOICE", `${field} must be one of ${rule.oneOf.join(", ")}`);
  if (rule.vatId && !vatIdPattern.test(value))
    return fail("INVALID_VAT_ID", `${field} must be a country code and digits, e.g. DE123456789`);
  return null;
}

/** Normalises a submission (trimmed, VAT id without spaces) and lists every rule it breaks. */
export function validateForm(kind: FormKind, raw: Record<string, string>) {
  const values: Record<string, string> = {};
  const errors: FieldErrorDto[] = [];
  for (const [field, rule] of Object.entries(rules[kind])) {
    // The spec's own client sends the number inside the message only; `vatId` is checked when sent.
    if (rule.vatId && raw[field] === undefined) continue;
    let value = (raw[field] ?? "").trim();
    if (rule.vatId) value = value.replace(/\s+/g, "").toUpperCase();
    const error = check(field, value, rule);
    if (error) errors.push(error);
    else if (value !== "") values[field] = value;
  }
  // The error message counts only when an error message occurred (the form disables it otherwise).
  if (values.errorMessageOccurred !== "true") delete values.errorMessage;
  return { values, errors };
}
