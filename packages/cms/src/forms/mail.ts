import type { MailMessage } from "@druckwerk/platform";
import type { FormKind } from "./rules";

const titles: Record<FormKind, string> = {
  contact: "Kontaktformular",
  newsletter: "Newsletteranmeldung",
  vatid: "UStID Eintragung",
};

/** The e-mail to the shop's inbox: every field on its own line, the message last. */
export function submissionMail(
  kind: FormKind,
  id: string,
  values: Record<string, string>,
  inbox: string,
): MailMessage {
  const { message, ...rest } = values;
  const lines = Object.entries(rest).map(([field, value]) => `${field}: ${value}`);
  const bugReport = kind === "contact" && values.isBugReport === "true" ? " (Fehlerbericht)" : "";
  return {
    to: inbox,
    subject: `[${titles[kind]}${bugReport}] ${values.subject ?? titles[kind]}`,
    replyTo: values.mail,
    text: [...lines, "", message ?? "", "", `Eingang ${id}`].join("\n"),
  };
}
