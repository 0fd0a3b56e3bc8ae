import type { ShippingChoice } from "./shipping";
import type { TaxCountry } from "./tax";

/** Countries and methods as packages/shipping/countries.json has them (tests only). */
export const germany: TaxCountry = { countryCode: "DE", isEU: true, taxRate: 19 };
export const austria: TaxCountry = { countryCode: "AT", isEU: true, taxRate: 20 };
export const switzerland: TaxCountry = { countryCode: "CH", isEU: false, taxRate: 0 };

export const standardDE: ShippingChoice = { shippingMethodId: "standard", priceCents: 590 };
export const expressDE: ShippingChoice = { shippingMethodId: "express", priceCents: 1490 };
export const standardAT: ShippingChoice = { shippingMethodId: "standard", priceCents: 1290 };
export const expressAT: ShippingChoice = { shippingMethodId: "express", priceCents: 2490 };
export const standardCH: ShippingChoice = { shippingMethodId: "standard", priceCents: 1990 };

export const lines = (...prices: number[]) => prices.map((priceCents) => ({ priceCents }));
