import { testDatabaseKinds } from "@druckwerk/platform/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMails } from "../tools/outbox";
import { startTestShop, type TestShop } from "./harness";
import type { Json } from "./rest-client";

const result = `__typename
  ... on FormSubmitted { id }
  ... on FormInvalid { code fields { field code } }
  ... on FormRateLimited { code retryAfterSeconds }`;
const contactMutation = `mutation Contact($input: ContactFormInput!) { submitContactForm(input: $input) { ${result} } }`;
const newsletterMutation = `mutation Newsletter($input: NewsletterSignupInput!) { subscribeNewsletter(input: $input) { ${result} } }`;
const vatIdMutation = `mutation VatId($input: VatIdInput!) { submitVatId(input: $input) { ${result} } }`;

interface FormResult {
  __typename: string;
  id?: string;
  code?: string;
  fields?: { field: string; code: string }[];
  retryAfterSeconds?: number;
}

interface StoredSubmission {
  kind: string;
  fields: Record<string, string>;
  client_ip: string;
  mail_message_id: string | null;
}

const contact = {
  firstName: "Erika",
  lastName: "Mustermann",
  mail: "erika@example.com",
  subject: "Frage zu PA12",
  message: "Wie dünn darf eine Wand in PA12 sein?",
  confirmation: true,
};

describe.each(testDatabaseKinds())("forms (%s)", (kind) => {
  let shop: TestShop;
  let client = 0;
  beforeAll(async () => {
    // The gateway honours X-Forwarded-For from the test (its proxy), so each test is its own client.
    shop = await startTestShop(kind, { TRUST_PROXY: "loopback", FORMS_RATE_LIMIT: "3" });
  });
  afterAll(() => shop?.stop());

  const submit = async (mutation: string, input: Record<string, unknown>, ip = `198.51.100.${++client}`) => {
    const answer = await shop.graphql<Record<string, FormResult>>(
      mutation,
      { input },
      { "x-forwarded-for": ip },
    );
    expect(answer.errors).toBeUndefined();
    return Object.values(answer.data ?? {})[0] as FormResult;
  };
  const outbox = () => outboxMails(shop.dataDir);
  const stored = async (id: string) => {
    // PGlite and node-postgres both answer `{ rows }`.
    const { rows } = (await shop.database.db.execute(
      sql`select kind, fields, client_ip, mail_message_id from cms.form_submissions where id = ${id}`,
    )) as unknown as { rows: StoredSubmission[] };
    return rows[0];
  };

  it("stores a contact message with its bug report and mails it to the shop's inbox", async () => {
    const answer = await submit(
      contactMutation,
      {
        ...contact,
        bugReport: {
          userIntention: "Modell hochladen",
          systemResponse: "Fortschritt bleibt stehen",
          errorMessageOccurred: true,
          errorMessage: "Upload fehlgeschlagen",
          browserUsed: "FIREFOX",
          osUsed: "MACOS",
          userCheckedInternetConnection: true,
        },
      },
      "203.0.113.7",
    );
    expect(answer.__typename).toBe("FormSubmitted");
    const row = await stored(answer.id as string);
    expect(row).toMatchObject({
      kind: "contact",
      client_ip: "203.0.113.7",
      fields: {
        firstName: "Erika",
        isBugReport: "true",
        errorMessage: "Upload fehlgeschlagen",
        browserUsed: "Mozilla Firefox",
        osUsed: "Apple MacOS",
        userCheckedInternetConnection: "yes",
      },
    });
    const mail = outbox().find((eml) => eml.includes(`Eingang ${answer.id}`));
    expect(mail).toBeDefined();
    expect(mail).toContain("To: service@druckwerk.localhost");
    expect(mail).toContain("Reply-To: erika@example.com");
    expect(mail).toContain("Subject: [Kontaktformular (Fehlerbericht)] Frage zu PA12");
    expect(mail).toContain("browserUsed: Mozilla Firefox");
    expect(row?.mail_message_id).toBe(mail?.match(/^Message-ID: (<[^>]+>)/m)?.[1]);
  });

  it("mails a subject with line breaks on its own line: it forges no field", async () => {
    const answer = await submit(contactMutation, {
      ...contact,
      subject: "Frage\nmail: boss@example.com",
      message: "Hallo\nphone: 110",
    });
    const mail = outbox().find((eml) => eml.includes(`Eingang ${answer.id}`)) ?? "";
    const body = mail.slice(mail.indexOf("\n\n") + 2).split("\n");
    expect(body.filter((line) => /^(mail|phone):/.test(line))).toEqual(["mail: erika@example.com"]);
    expect(body).toContain("subject: Frage\\nmail: boss@example.com");
    expect(body).toContain("> phone: 110");
  });

  it("names every field that breaks a rule and sends nothing", async () => {
    const before = outbox().length;
    const answer = await submit(contactMutation, {
      ...contact,
      firstName: "A".repeat(21),
      lastName: " ",
      mail: "erika-at-example.com",
      subject: "S".repeat(51),
      message: "M".repeat(401),
      confirmation: false,
      bugReport: { userExpectation: "E".repeat(401) },
    });
    expect(answer.__typename).toBe("FormInvalid");
    expect(answer.code).toBe("VALIDATION_FAILED");
    expect(answer.fields).toEqual([
      { field: "firstName", code: "TOO_LONG" },
      { field: "lastName", code: "REQUIRED" },
      { field: "mail", code: "INVALID_EMAIL" },
      { field: "subject", code: "TOO_LONG" },
      { field: "message", code: "TOO_LONG" },
      { field: "confirmation", code: "NOT_ACCEPTED" },
      { field: "bugReport.userExpectation", code: "TOO_LONG" },
    ]);
    expect(outbox().length).toBe(before);
  });

  it("signs up for the newsletter by its rules", async () => {
    const signup = {
      salutation: "Frau",
      lastName: "Mustermann",
      mail: "erika@example.com",
      confirmation: true,
    };
    const invalid = await submit(newsletterMutation, { ...signup, plz: "10a15", salutation: "" });
    expect(invalid.fields).toEqual([
      { field: "salutation", code: "REQUIRED" },
      { field: "plz", code: "NOT_NUMERIC" },
    ]);
    const answer = await submit(newsletterMutation, { ...signup, plz: "10115", location: "Berlin" });
    expect(answer.__typename).toBe("FormSubmitted");
    expect(await stored(answer.id as string)).toMatchObject({
      kind: "newsletter",
      fields: { subject: "Newsletteranmeldung", plz: "10115" },
    });
    const message = (await stored(answer.id as string))?.fields.message ?? "";
    expect(message.split("\n")).toEqual([
      "Bitte nehmen Sie mich in den Newsletter von Druckwerk auf.",
      "Frau Mustermann",
      "10115 Berlin",
      `E-Mail: ${signup.mail}`,
      "Einwilligung in die Verarbeitung meiner Daten: ja",
    ]);
    expect(outbox().some((eml) => eml.includes(`Eingang ${answer.id}`))).toBe(true);
  });

  it("takes a VAT id with the spec's subject and refuses a malformed one", async () => {
    const invalid = await submit(vatIdMutation, { vatId: "DE12345" });
    expect(invalid.fields).toEqual([{ field: "vatId", code: "INVALID_VAT_ID" }]);
    const answer = await submit(vatIdMutation, {
      vatId: "de 123 456 789",
      name: "Muster GmbH",
      phone: "030 1234",
    });
    expect(answer.__typename).toBe("FormSubmitted");
    const row = await stored(answer.id as string);
    expect(row).toMatchObject({
      kind: "vatid",
      fields: { subject: "UStID Eintragung", vatId: "DE123456789" },
    });
    expect(row?.fields.message).toContain("Muster GmbH");
    expect(outbox().find((eml) => eml.includes(`Eingang ${answer.id}`))).toContain("UStID Eintragung");
  });

  it("accepts the spec's form-encoded payloads at POST /ContactForm.php", async () => {
    const post = (fields: Record<string, string>, ip: string) =>
      fetch(`${shop.servicesUrl}/ContactForm.php`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
        body: new URLSearchParams(fields),
      });
    const vatId = await post(
      { subject: "UStID Eintragung", mail: "", message: "Muster GmbH, 030 1234, DE123456789" },
      "198.51.100.200",
    );
    expect(vatId.status).toBe(201);
    expect(await vatId.json()).toMatchObject({ kind: "vatid" });
    const newsletter = await post(
      {
        subject: "Newsletteranmeldung",
        salutation: "Herr",
        firstName: "Max",
        lastName: "Muster",
        firm: "",
        street: "",
        plz: "",
        location: "",
        confirmation: "true",
        message: "Bitte nehmen Sie mich in den Newsletter auf.",
        mail: "max@example.com",
      },
      "198.51.100.201",
    );
    expect(newsletter.status).toBe(201);
    const refused = await post({ subject: "Hallo", mail: "max@example.com" }, "198.51.100.202");
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as Json;
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.details.fields.map((f: Json) => f.field)).toEqual([
      "firstName",
      "lastName",
      "message",
      "confirmation",
    ]);
  });

  it("limits the submissions per client", async () => {
    const ip = "192.0.2.44";
    for (let i = 0; i < 3; i++)
      expect((await submit(contactMutation, contact, ip)).__typename).toBe("FormSubmitted");
    const limited = await submit(contactMutation, contact, ip);
    expect(limited).toMatchObject({ __typename: "FormRateLimited", code: "RATE_LIMITED" });
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    expect((await submit(contactMutation, contact, "192.0.2.45")).__typename).toBe("FormSubmitted");
    // The count is kept in the database, where every cms process reads it.
    const { rows } = (await shop.database.db.execute(
      sql`select count from platform.rate_limits where namespace = 'cms:forms' and key = ${`POST /ContactForm.php ${ip}`}`,
    )) as unknown as { rows: { count: number }[] };
    expect(rows).toEqual([{ count: 4 }]);
  });
});
