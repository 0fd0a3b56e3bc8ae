import type { Language } from "@druckwerk/platform";
import { type LinkMailArgs, linkMail, type MailText } from "./link-mail";

const resetTexts: Record<Language, MailText> = {
  de: {
    subject: "Ihr neues Druckwerk-Passwort",
    body: (name, link) =>
      `Hallo ${name},\n\nfür Ihr Druckwerk-Konto wurde ein neues Passwort angefordert. Über diesen Link legen Sie es fest:\n\n${link}\n\nDer Link ist 24 Stunden gültig und funktioniert einmal. Wenn Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt dann unverändert.\n\nIhr Druckwerk-Team`,
  },
  en: {
    subject: "Your new Druckwerk password",
    body: (name, link) =>
      `Hello ${name},\n\na new password was requested for your Druckwerk account. Set it with this link:\n\n${link}\n\nThe link is valid for 24 hours and works once. If you did not ask for a new password, you can ignore this e-mail; your password stays as it is.\n\nYour Druckwerk team`,
  },
  fr: {
    subject: "Votre nouveau mot de passe Druckwerk",
    body: (name, link) =>
      `Bonjour ${name},\n\nun nouveau mot de passe a été demandé pour votre compte Druckwerk. Définissez-le avec ce lien :\n\n${link}\n\nLe lien est valable 24 heures et ne fonctionne qu'une fois. Si vous n'avez pas demandé de nouveau mot de passe, vous pouvez ignorer cet e-mail ; votre mot de passe reste inchangé.\n\nVotre équipe Druckwerk`,
  },
};

const emailChangeTexts: Record<Language, MailText> = {
  de: {
    subject: "Bitte bestätigen Sie Ihre neue E-Mail-Adresse",
    body: (name, link) =>
      `Hallo ${name},\n\nSie möchten diese Adresse für Ihr Druckwerk-Konto verwenden. Bitte bestätigen Sie sie über diesen Link:\n\n${link}\n\nDer Link ist 24 Stunden gültig und funktioniert einmal. Bis dahin bleibt Ihre bisherige Adresse bestehen. Wenn Sie die Änderung nicht veranlasst haben, können Sie diese E-Mail ignorieren.\n\nIhr Druckwerk-Team`,
  },
  en: {
    subject: "Please confirm your new e-mail address",
    body: (name, link) =>
      `Hello ${name},\n\nyou would like to use this address for your Druckwerk account. Please confirm it with this link:\n\n${link}\n\nThe link is valid for 24 hours and works once. Until then your account keeps its current address. If you did not ask for this change, you can ignore this e-mail.\n\nYour Druckwerk team`,
  },
  fr: {
    subject: "Veuillez confirmer votre nouvelle adresse e-mail",
    body: (name, link) =>
      `Bonjour ${name},\n\nvous souhaitez utiliser cette adresse pour votre compte Druckwerk. Veuillez la confirmer avec ce lien :\n\n${link}\n\nLe lien est valable 24 heures et ne fonctionne qu'une fois. D'ici là, votre compte garde son adresse actuelle. Si vous n'avez pas demandé ce changement, vous pouvez ignorer cet e-mail.\n\nVotre équipe Druckwerk`,
  },
};

/** The password-reset e-mail with its link, `{shop}[/en|/fr]/reset-password/{code}`. */
export const passwordResetMail = (args: LinkMailArgs) => linkMail(resetTexts, "reset-password", args);

/** The e-mail to a new address with its confirmation link, `{shop}[/en|/fr]/mail-update/{code}`. */
export const emailChangeMail = (args: LinkMailArgs) => linkMail(emailChangeTexts, "mail-update", args);
