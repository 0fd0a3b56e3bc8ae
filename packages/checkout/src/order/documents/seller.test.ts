import { ConfigError, parseConfig } from "@druckwerk/platform";
import { describe, expect, it } from "vitest";
import { isValidIban, sellerConfigSchema, sellerOf } from "./seller";

describe("the seller's configuration", () => {
  it("has the demo shop's letterhead and account by default", () => {
    const seller = sellerOf(parseConfig(sellerConfigSchema, {}));
    expect(seller.legalName).toBe("Druckwerk GmbH");
    expect(seller.address).toEqual(["Musterstraße 12", "10115 Berlin", "Deutschland"]);
    expect(isValidIban(seller.bank.iban)).toBe(true);
  });

  it("takes the shop's own values, an IBAN written in groups included", () => {
    const seller = sellerOf(
      parseConfig(sellerConfigSchema, {
        SHOP_LEGAL_NAME: "Beispiel Druck GmbH & Co. KG",
        SHOP_ADDRESS: "Hafenweg 3, 20457 Hamburg",
        SHOP_BANK_IBAN: "de89 3704 0044 0532 0130 00",
        SHOP_BANK_BIC: "COBADEFFXXX",
      }),
    );
    expect(seller.legalName).toBe("Beispiel Druck GmbH & Co. KG");
    expect(seller.address).toEqual(["Hafenweg 3", "20457 Hamburg"]);
    expect(seller.bank.iban).toBe("DE89370400440532013000");
  });

  it("stops the start on a mistyped IBAN or a malformed BIC, naming the variable", () => {
    const start = () =>
      parseConfig(sellerConfigSchema, { SHOP_BANK_IBAN: "DE89370400440532013001", SHOP_BANK_BIC: "COBA" });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/SHOP_BANK_IBAN: must be an IBAN with a valid checksum/);
    expect(start).toThrow(/SHOP_BANK_BIC: must be a BIC of 8 or 11 characters/);
  });
});
