import { describe, expect, it } from "vitest";
import { paymentMethodRefusal } from "./payment-methods";

const guestDe = { signedIn: false, billingCountryId: "DE", hasAttachments: false };
const customerDe = { ...guestDe, signedIn: true };

describe("payment method rules (spec, section 5)", () => {
  it("offers prepaid and PayPal to everyone without drawings", () => {
    expect(paymentMethodRefusal("prepaid", guestDe)).toBeNull();
    expect(paymentMethodRefusal("paypal", guestDe)).toBeNull();
  });

  it("offers invoice only to signed-in customers billed in Germany without drawings", () => {
    expect(paymentMethodRefusal("invoice", guestDe)).toBe("LOGIN_REQUIRED");
    expect(paymentMethodRefusal("invoice", { ...customerDe, billingCountryId: "AT" })).toBe(
      "COUNTRY_NOT_GERMANY",
    );
    expect(paymentMethodRefusal("invoice", { ...customerDe, hasAttachments: true })).toBe("ATTACHMENTS");
    expect(paymentMethodRefusal("invoice", customerDe)).toBeNull();
  });

  it("refuses prepaid and PayPal with drawings attached", () => {
    expect(paymentMethodRefusal("prepaid", { ...customerDe, hasAttachments: true })).toBe("ATTACHMENTS");
    expect(paymentMethodRefusal("paypal", { ...guestDe, hasAttachments: true })).toBe("ATTACHMENTS");
  });

  it("gives quotes to signed-in customers only, drawings or not", () => {
    expect(paymentMethodRefusal("quote", guestDe)).toBe("LOGIN_REQUIRED");
    expect(paymentMethodRefusal("quote", { ...customerDe, hasAttachments: true })).toBeNull();
  });
});
