import { describe, expect, it } from "vitest";
import type { CountryOption } from "../account/validation";
import type { PaymentDetailsForm } from "./checkoutState";
import { emptyPaymentDetails, orderInput, paymentDetailsProblems } from "./paymentDetailsRules";

const germany: CountryOption = { id: "DE", name: "Deutschland", postalCodePattern: "\\d{5}", isEU: true };
const austria: CountryOption = { id: "AT", name: "Österreich", postalCodePattern: "\\d{4}", isEU: true };
const swiss: CountryOption = { id: "CH", name: "Schweiz", postalCodePattern: "\\d{4}", isEU: false };
const countries = [germany, austria, swiss];

const complete: PaymentDetailsForm = {
  ...emptyPaymentDetails("DE"),
  email: "erika@example.com",
  billing: {
    ...emptyPaymentDetails("DE").billing,
    firstname: "Erika",
    lastname: "Mustermann",
    street: "Heidestraße 17",
    postalCode: "51147",
    city: "Köln",
  },
};
const problems = (change: Partial<PaymentDetailsForm>, business = false) =>
  paymentDetailsProblems({ ...complete, ...change }, countries, business);
const billing = (change: Partial<PaymentDetailsForm["billing"]>) => ({
  billing: { ...complete.billing, ...change },
});

describe("payment details rules (spec, section 5)", () => {
  it("accepts a complete private order and asks for every required field of an empty one", () => {
    expect(problems({})).toEqual({});
    expect(Object.keys(paymentDetailsProblems(emptyPaymentDetails("DE"), countries, false)).sort()).toEqual([
      "billingAddress.city",
      "billingAddress.firstname",
      "billingAddress.lastname",
      "billingAddress.postalCode",
      "billingAddress.street",
      "email",
    ]);
  });

  it("limits names to 20 characters and the phone to 15, and wants a valid e-mail", () => {
    expect(problems(billing({ firstname: "x".repeat(21) }))["billingAddress.firstname"]).toEqual({
      code: "TOO_LONG",
      values: { count: 20 },
    });
    expect(problems({ phone: "0".repeat(16) }).phone).toEqual({ code: "TOO_LONG", values: { count: 15 } });
    expect(problems({ phone: "0".repeat(15) }).phone).toBeUndefined();
    expect(problems({ email: "erika@" }).email).toEqual({ code: "INVALID_EMAIL" });
  });

  it("checks the postal code against the country", () => {
    expect(problems(billing({ postalCode: "1010" }))["billingAddress.postalCode"]).toEqual({
      code: "INVALID_POSTAL_CODE",
    });
    expect(problems(billing({ postalCode: "1010", countryId: "AT" }))).toEqual({});
  });

  it("asks a business customer for the company, and in the EU outside Germany for the VAT id", () => {
    expect(problems({}, true)["billingAddress.company"]).toEqual({ code: "REQUIRED" });
    expect(problems(billing({ company: "Werkstatt GmbH" }), true)).toEqual({});
    const vienna = billing({ company: "Werkstatt GmbH", countryId: "AT", postalCode: "1010" });
    expect(problems(vienna, true)["billingAddress.vatRegistrationNumber"]).toEqual({ code: "REQUIRED" });
    expect(problems({ billing: { ...vienna.billing, vatRegistrationNumber: "ATU12345678" } }, true)).toEqual(
      {},
    );
    // Outside the EU there is no VAT id to give; a private customer is never asked for one.
    expect(problems(billing({ company: "Werk AG", countryId: "CH", postalCode: "8001" }), true)).toEqual({});
    expect(problems(billing({ company: "Werk GmbH", countryId: "AT", postalCode: "1010" }))).toEqual({});
    expect(
      problems(billing({ company: "Werk GmbH", email: "buchhaltung@" }), true)["billingAddress.email"],
    ).toEqual({ code: "INVALID_EMAIL" });
  });

  it("checks a different shipping address only while it is chosen", () => {
    expect(problems({ separateShipping: false })).toEqual({});
    expect(Object.keys(problems({ separateShipping: true }))).toContain("shippingAddress.street");
  });
});

describe("the order the payment details send", () => {
  const options = { cartId: "c1", business: false, shippingMethodId: "DE-standard", signedIn: false };

  it("sends no shipping address for goods to the billing address, and a private customer's VAT id never", () => {
    const input = orderInput(
      { ...complete, billing: { ...complete.billing, vatRegistrationNumber: "DE1" } },
      options,
    );
    expect(input.shippingAddress).toBeUndefined();
    expect(input.billingAddress.vatRegistrationNumber).toBeUndefined();
    expect(input).toMatchObject({ cartId: "c1", email: "erika@example.com", paymentMethod: "PREPAID" });
  });

  it("saves the address only for a signed-in customer who asked", () => {
    expect(orderInput({ ...complete, saveNewAddress: true }, options).saveNewAddress).toBe(false);
    expect(
      orderInput({ ...complete, saveNewAddress: true }, { ...options, signedIn: true }).saveNewAddress,
    ).toBe(true);
  });

  it("trims what the shopper typed and leaves out blank optional fields", () => {
    const input = orderInput(
      { ...complete, email: " erika@example.com ", referenceNumber: "  ", phone: "" },
      { ...options, business: true },
    );
    expect(input.email).toBe("erika@example.com");
    expect(input.referenceNumber).toBeUndefined();
    expect(input.phone).toBeUndefined();
    expect(input.isBusinessCustomer).toBe(true);
  });
});
