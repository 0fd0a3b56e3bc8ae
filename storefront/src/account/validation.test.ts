import { describe, expect, it } from "vitest";
import {
  addressProblems,
  emptyAddress,
  needsVatNumber,
  passwordProblem,
  repeatProblem,
  usernameProblem,
} from "./validation";

const germany = { id: "DE", postalCodePattern: "\\d{5}", isEU: true };
const austria = { id: "AT", postalCodePattern: "\\d{4}", isEU: true };
const complete = {
  ...emptyAddress("DE"),
  firstname: "Erika",
  lastname: "Mustermann",
  street: "Heidestraße 17",
  postalCode: "51147",
  city: "Köln",
};

describe("registration rules", () => {
  it("wants a user name of 4 to 20 characters without @", () => {
    expect(usernameProblem("abc")?.key).toBe("usernameShort");
    expect(usernameProblem("x".repeat(21))?.key).toBe("tooLong");
    expect(usernameProblem("erika@web")?.key).toBe("usernameAt");
    expect(usernameProblem("  erika  ")).toBeNull();
  });

  it("wants a password of 8 to 20 characters, repeated exactly", () => {
    expect(passwordProblem("1234567")?.key).toBe("passwordShort");
    expect(passwordProblem("x".repeat(21))?.key).toBe("tooLong");
    expect(passwordProblem("12345678")).toBeNull();
    expect(repeatProblem("12345678", "12345679")?.key).toBe("passwordMismatch");
    expect(repeatProblem("12345678", "12345678")).toBeNull();
  });

  it("accepts a complete German address and names what is missing from an empty one", () => {
    expect(addressProblems(complete, germany, { companyRequired: false })).toEqual({});
    expect(Object.keys(addressProblems(emptyAddress(), undefined, { companyRequired: true })).sort()).toEqual(
      ["city", "company", "countryId", "firstname", "lastname", "postalCode", "street"].sort(),
    );
  });

  it("checks the postal code against the country", () => {
    expect(addressProblems({ ...complete, postalCode: "5114" }, germany, { companyRequired: false })).toEqual(
      {
        postalCode: { key: "postalCode" },
      },
    );
  });

  it("wants a VAT number from a company in an EU country other than Germany", () => {
    const viennese = { ...complete, countryId: "AT", postalCode: "1010", company: "Wiener Teile GmbH" };
    expect(needsVatNumber(viennese, austria)).toBe(true);
    expect(needsVatNumber({ ...viennese, company: "" }, austria)).toBe(false);
    expect(needsVatNumber({ ...complete, company: "Kölner Teile GmbH" }, germany)).toBe(false);
    expect(addressProblems(viennese, austria, { companyRequired: true })).toEqual({
      vatRegistrationNumber: { key: "required" },
    });
  });
});
