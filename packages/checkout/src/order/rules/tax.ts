/** The shop's home country: its sales are domestic, and its VAT IDs never shift the tax. */
export const HOME_COUNTRY = "DE";

/** The rate while no country is known yet (spec, section 9: "default 19 percent"). */
export const DEFAULT_TAX_RATE = 19;

/** What the rules need of a shipping country (the shipping service's country record fits). */
export interface TaxCountry {
  countryCode: string;
  isEU: boolean;
  /** VAT in percent. */
  taxRate: number;
}

export type CustomerKind = "private" | "business";

export interface Customer {
  kind: CustomerKind;
  /** The billing address's vatRegistrationNumber; blank counts as none. */
  vatId?: string | null;
}

/**
 * Why an order is taxed as it is; an invoice states the last two (reverse charge: "Steuerschuldnerschaft
 * des Leistungsempfängers"; export: "steuerfreie Ausfuhrlieferung").
 */
export type TaxRule = "default" | "country-rate" | "reverse-charge" | "export";

export interface TaxTreatment {
  rule: TaxRule;
  /** VAT in percent. */
  rate: number;
}

const hasForeignVatId = (vatId: string | null | undefined) => {
  const id = vatId?.trim().toUpperCase() ?? "";
  return id !== "" && !id.startsWith(HOME_COUNTRY);
};

/**
 * The order's tax (spec, section 9), decided by the country the goods are delivered to:
 * - no country yet: 19 %;
 * - outside the EU: 0 % for everyone (export);
 * - another EU country, business customer with a VAT ID not issued by Germany: 0 % (reverse charge);
 * - otherwise the country's own rate: Germany, private customers anywhere in the EU, and business
 *   customers in another EU country without a VAT ID (taxed like a private customer, as the spec's
 *   "otherwise the country's rate" says; the billing form requires the ID there, so this is rare).
 */
export function taxTreatment(country: TaxCountry | null, customer: Customer): TaxTreatment {
  if (country === null) return { rule: "default", rate: DEFAULT_TAX_RATE };
  if (!country.isEU) return { rule: "export", rate: 0 };
  if (
    country.countryCode !== HOME_COUNTRY &&
    customer.kind === "business" &&
    hasForeignVatId(customer.vatId)
  ) {
    return { rule: "reverse-charge", rate: 0 };
  }
  return { rule: "country-rate", rate: country.taxRate };
}
