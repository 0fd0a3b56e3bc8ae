import { describe, expect, it } from "vitest";
import { emailChangeMail, passwordResetMail } from "./account-mails";
import { optinMail } from "./optin-mail";

const args = { to: "erika@example.com", username: "erika", code: "c0de", shopUrl: "https://shop.example/" };

describe("the account e-mails", () => {
  it("link to the storefront page under the shop URL, with the language's prefix", () => {
    expect(passwordResetMail({ ...args, language: "de" }).text).toContain(
      "https://shop.example/reset-password/c0de\n",
    );
    expect(passwordResetMail({ ...args, language: "en" }).text).toContain(
      "https://shop.example/en/reset-password/c0de\n",
    );
    expect(emailChangeMail({ ...args, language: "fr" }).text).toContain(
      "https://shop.example/fr/mail-update/c0de\n",
    );
    expect(optinMail({ ...args, optinId: "c0de", language: "en" }).text).toContain(
      "https://shop.example/en/optin/c0de\n",
    );
  });

  it("are written in the shopper's language, to the given address", () => {
    const subjects = (["de", "en", "fr"] as const).map((language) => {
      const mail = passwordResetMail({ ...args, language });
      expect(mail.to).toBe("erika@example.com");
      expect(mail.text).toMatch(/24/);
      return mail.subject;
    });
    expect(subjects).toEqual([
      "Ihr neues Druckwerk-Passwort",
      "Your new Druckwerk password",
      "Votre nouveau mot de passe Druckwerk",
    ]);
    expect(emailChangeMail({ ...args, language: "de" }).subject).toBe(
      "Bitte bestätigen Sie Ihre neue E-Mail-Adresse",
    );
  });
});
