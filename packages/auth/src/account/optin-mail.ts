import type { Language, MailMessage } from "@druckwerk/platform";
import { linkMail, type MailText } from "./link-mail";

const texts: Record<Language, MailText> = {
  de: {
    subject: "Bitte bestätigen Sie Ihr Druckwerk-Konto",
    body: (name, link) =>
      `Hallo ${name},\n\nvielen Dank für Ihre Registrierung bei Druckwerk. Bitte bestätigen Sie Ihr Konto über diesen Link:\n\n${link}\n\nDer Link ist 7 Tage gültig. Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.\n\nIhr Druckwerk-Team`,
  },
  en: {
    subject: "Please confirm your Druckwerk account",
    body: (name, link) =>
      `Hello ${name},\n\nthank you for registering with Druckwerk. Please confirm your account with this link:\n\n${link}\n\nThe link is valid for 7 days. If you did not register, you can ignore this e-mail.\n\nYour Druckwerk team`,
  },
  fr: {
    subject: "Veuillez confirmer votre compte Druckwerk",
    body: (name, link) =>
      `Bonjour ${name},\n\nmerci de votre inscription chez Druckwerk. Veuillez confirmer votre compte avec ce lien :\n\n${link}\n\nLe lien est valable 7 jours. Si vous ne vous êtes pas inscrit, vous pouvez ignorer cet e-mail.\n\nVotre équipe Druckwerk`,
  },
};

/** The opt-in e-mail with the storefront's confirmation link, `{shop}/{lang}/optin/{id}`. */
export function optinMail(args: {
  to: string;
  username: string;
  optinId: string;
  shopUrl: string;
  language: Language;
}): MailMessage {
  return linkMail(texts, "optin", { ...args, code: args.optinId });
}
