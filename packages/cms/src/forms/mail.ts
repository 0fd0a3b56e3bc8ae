import type { MailMessage } from "@druckwerk/platform";
import type { FormKind } from "./rules";

const titles: Record<FormKind, string> = {
  contact: "Kontaktformular",
  newsletter: "Newsletteranmeldung",
  vatid: "UStID Eintragung",
};

/** Line breaks of every kind (CR, LF, VT, FF, NEL, LS, PS). */
const LINE_BREAK = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/;
/** Control characters, backslash and the line breaks above: what a one-line value cannot show as is. */
const UNSHOWABLE = /[\\\p{Cc}\u2028\u2029]/gu;
const escapes: Record<string, string> = { "\\": "\\\\", "\r": "\\r", "\n": "\\n", "\t": "\\t" };

/** A value on one line, exactly as typed: `\n`, `\r`, `\t` and `\\` for those, `\u….` for other controls. */
export const oneLine = (value: string) =>
  value.replace(
    UNSHOWABLE,
    (char) => escapes[char] ?? `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`,
  );

/** A message, quoted line by line: none of its lines can pass for a field or the trailer. */
const quoted = (message: string) =>
  message
    .split(LINE_BREAK)
    .map((line) => `> ${oneLine(line)}`)
    .join("\n");

/**
 * The e-mail to the shop's inbox: every field on its own line with its value kept to that line,
 * then the message quoted, so the mail shows exactly what was typed and nothing a field's line
 * breaks could forge ("mail: someone@else").
 */
export function submissionMail(
  kind: FormKind,
  id: string,
  values: Record<string, string>,
  inbox: string,
): MailMessage {
  const { message, ...rest } = values;
  const lines = Object.entries(rest).map(([field, value]) => `${field}: ${oneLine(value)}`);
  const bugReport = kind === "contact" && values.isBugReport === "true" ? " (Fehlerbericht)" : "";
  return {
    to: inbox,
    subject: `[${titles[kind]}${bugReport}] ${oneLine(values.subject ?? titles[kind])}`,
    replyTo: values.mail,
    text: [...lines, "", quoted(message ?? ""), "", `Eingang ${id}`].join("\n"),
  };
}
