import { registrationLimits } from "@druckwerk/auth/contract";
import { describe, expect, it } from "vitest";
import {
  type AddressInput,
  type CountryOption,
  emptyAddress,
  problemOf,
  type RegistrationForm,
  registrationProblems,
} from "./validation";

const germany: CountryOption = { id: "DE", name: "Deutschland", postalCodePattern: "\\d{5}", isEU: true };
const austria: CountryOption = { id: "AT", name: "Österreich", postalCodePattern: "\\d{4}", isEU: true };
/** A country whose postal codes take any length, so only the length limit decides. */
const anyCode: CountryOption = { id: "XX", name: "Irgendwo", postalCodePattern: "[0-9A-Z]+", isEU: false };
const countries = [germany, austria, anyCode];

const cologne: AddressInput = {
  ...emptyAddress("DE"),
  firstname: "Erika",
  lastname: "Mustermann",
  street: "Heidestraße 17",
  postalCode: "51147",
  city: "Köln",
};
const complete: RegistrationForm = {
  username: "erika",
  email: "erika@example.com",
  password: "Sommer2026",
  repeat: "Sommer2026",
  phone: "",
  billing: cologne,
  shipping: null,
  companyRequired: false,
  privacyAccepted: true,
};
const problems = (change: Partial<RegistrationForm>) =>
  registrationProblems({ ...complete, ...change }, countries);
const billingProblems = (change: Partial<AddressInput>) => problems({ billing: { ...cologne, ...change } });

describe("registration rules", () => {
  it("accepts a complete form", () => {
    expect(problems({})).toEqual({});
  });

  it("wants the privacy statement accepted, as the service does", () => {
    expect(problems({ privacyAccepted: false })).toEqual({ privacyAccepted: { code: "NOT_ACCEPTED" } });
  });

  it("wants the service's user name: 4 to 20 characters without @", () => {
    const { min, max } = registrationLimits.username;
    expect(problems({ username: "x".repeat(min - 1) }).username).toEqual({
      code: "TOO_SHORT",
      values: { count: min },
    });
    expect(problems({ username: "x".repeat(max + 1) }).username).toEqual({
      code: "TOO_LONG",
      values: { count: max },
    });
    expect(problems({ username: "erika@web" }).username).toEqual({ code: "CONTAINS_AT" });
    expect(problems({ username: `  ${"x".repeat(min)}  ` })).toEqual({});
  });

  it("wants the service's password: 8 to 20 characters, repeated exactly", () => {
    const { min, max } = registrationLimits.password;
    const short = "x".repeat(min - 1);
    expect(problems({ password: short, repeat: short }).password).toEqual({
      code: "TOO_SHORT",
      values: { count: min },
    });
    const long = "x".repeat(max + 1);
    expect(problems({ password: long, repeat: long }).password?.code).toBe("TOO_LONG");
    expect(problems({ repeat: "Sommer2027" })).toEqual({ repeat: { code: "PASSWORD_MISMATCH" } });
  });

  it("enforces each of the service's length limits at exactly that length", () => {
    const atLength = (field: keyof typeof registrationLimits, length: number): Partial<RegistrationForm> => {
      const text = "A".repeat(length);
      if (field === "username" || field === "phone") return { [field]: text };
      if (field === "password") return { password: text, repeat: text };
      if (field === "email") return { email: `${"e".repeat(length - "@example.com".length)}@example.com` };
      return { billing: { ...cologne, countryId: anyCode.id, company: "Teile GmbH", [field]: text } };
    };
    const formFields = [
      "username",
      "password",
      "email",
      "phone",
      "company",
      "firstname",
      "lastname",
      "street",
      "addressSuffix",
      "postalCode",
      "city",
      "vatRegistrationNumber",
    ] as const;
    for (const field of formFields) {
      const { max } = registrationLimits[field];
      expect(problems(atLength(field, max)), `${field} at ${max}`).toEqual({});
      const path = field in cologne ? `billingAddress.${field}` : field;
      expect(problems(atLength(field, max + 1))[path], `${field} at ${max + 1}`).toEqual({
        code: "TOO_LONG",
        values: { count: max },
      });
    }
  });

  it("names what is missing from an empty address, the company too for a business customer", () => {
    const found = registrationProblems(
      { ...complete, billing: emptyAddress(), companyRequired: true },
      countries,
    );
    expect(Object.keys(found).sort()).toEqual(
      ["city", "company", "countryId", "firstname", "lastname", "postalCode", "street"]
        .map((field) => `billingAddress.${field}`)
        .sort(),
    );
    expect(Object.values(found).every((problem) => problem.code === "REQUIRED")).toBe(true);
  });

  it("checks the postal code against the country", () => {
    expect(billingProblems({ postalCode: "5114" })).toEqual({
      "billingAddress.postalCode": { code: "INVALID_POSTAL_CODE" },
    });
  });

  it("wants a VAT number from a billing company in an EU country other than Germany", () => {
    const viennese = { countryId: "AT", postalCode: "1010", company: "Wiener Teile GmbH" };
    expect(billingProblems(viennese)).toEqual({
      "billingAddress.vatRegistrationNumber": { code: "REQUIRED" },
    });
    expect(billingProblems({ ...viennese, vatRegistrationNumber: "ATU12345678" })).toEqual({});
    expect(billingProblems({ ...viennese, company: "" })).toEqual({});
    expect(billingProblems({ company: "Kölner Teile GmbH" })).toEqual({});
    expect(problems({ shipping: { ...cologne, ...viennese } })).toEqual({});
  });

  it("words the service's answer with the limit of the field it names", () => {
    expect(problemOf("billingAddress.city", "TOO_LONG")).toEqual({
      code: "TOO_LONG",
      values: { count: registrationLimits.city.max },
    });
    expect(problemOf("username", "USERNAME_TAKEN")).toEqual({ code: "USERNAME_TAKEN" });
  });
});
