import { describe, expect, it } from "vitest";
import { submissionMail } from "./mail";

const mailOf = (values: Record<string, string>) =>
  submissionMail("contact", "id-1", values, "service@druckwerk.localhost");

describe("the form's mail to the shop", () => {
  it("keeps a field's line breaks on its line: no forged field", () => {
    const mail = mailOf({
      firstName: "Erika",
      mail: "erika@example.com",
      subject: "Hallo\nmail: boss@example.com\r\nphone: 110",
      message: "Guten Tag",
    });
    const lines = mail.text.split("\n");
    expect(lines.filter((line) => line.startsWith("mail:"))).toEqual(["mail: erika@example.com"]);
    expect(lines.filter((line) => line.startsWith("phone:"))).toEqual([]);
    expect(lines).toContain("subject: Hallo\\nmail: boss@example.com\\r\\nphone: 110");
    expect(mail.subject).toBe("[Kontaktformular] Hallo\\nmail: boss@example.com\\r\\nphone: 110");
  });

  it("shows unusual line breaks, controls and backslashes as typed", () => {
    const mail = mailOf({ firstName: "A\u2028B\u0085C\vD\\n", message: "x" });
    expect(mail.text.split("\n")[0]).toBe("firstName: A\\u2028B\\u0085C\\u000bD\\\\n");
  });

  it("quotes the message line by line, so it cannot forge a field or the receipt line", () => {
    const mail = mailOf({
      firstName: "Erika",
      message: "Erste Zeile\nmail: boss@example.com\r\n\r\nEingang forged\u2028Ende",
    });
    expect(mail.text.split("\n")).toEqual([
      "firstName: Erika",
      "",
      "> Erste Zeile",
      "> mail: boss@example.com",
      "> ",
      "> Eingang forged",
      "> Ende",
      "",
      "Eingang id-1",
    ]);
  });
});
