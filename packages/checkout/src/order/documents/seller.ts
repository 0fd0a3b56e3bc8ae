import { z } from "zod";

/** Who sells: the letterhead, the legal footer and the account a prepaid order is paid to. */
export interface Seller {
  /** The shop's name as the customer knows it, e.g. "Druckwerk". */
  shopName: string;
  legalName: string;
  /** Street, postal code and city, country: one entry per printed line. */
  address: string[];
  vatId: string;
  /** Commercial register entry, e.g. "Amtsgericht Berlin-Charlottenburg, HRB 123456". */
  register: string;
  managingDirector: string;
  email: string;
  bank: { iban: string; bic: string; name: string };
}

/** The checksum of an IBAN (ISO 13616, mod 97): a typo in the account must stop the start. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** The seller's variables; the defaults are the demo shop's. */
export const sellerConfigSchema = z.object({
  SHOP_NAME: z.string().trim().min(1).default("Druckwerk"),
  SHOP_LEGAL_NAME: z.string().trim().min(1).default("Druckwerk GmbH"),
  /** Comma-separated lines, e.g. "Musterstraße 12, 10115 Berlin, Deutschland". */
  SHOP_ADDRESS: z.string().trim().min(1).default("Musterstraße 12, 10115 Berlin, Deutschland"),
  SHOP_VAT_ID: z
    .string()
    .regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, "must be a VAT id like DE123456789")
    .default("DE123456789"),
  SHOP_REGISTER: z.string().trim().min(1).default("Amtsgericht Berlin-Charlottenburg, HRB 000000"),
  SHOP_MANAGING_DIRECTOR: z.string().trim().min(1).default("Erika Mustermann"),
  SHOP_EMAIL: z.email().default("service@druckwerk.localhost"),
  SHOP_BANK_IBAN: z
    .string()
    .refine(isValidIban, "must be an IBAN with a valid checksum")
    .default("DE02120300000000202051"),
  SHOP_BANK_BIC: z
    .string()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, "must be a BIC of 8 or 11 characters")
    .default("BYLADEM1001"),
  SHOP_BANK_NAME: z.string().trim().min(1).default("Deutsche Kreditbank Berlin"),
});

export function sellerOf(config: z.output<typeof sellerConfigSchema>): Seller {
  return {
    shopName: config.SHOP_NAME,
    legalName: config.SHOP_LEGAL_NAME,
    address: config.SHOP_ADDRESS.split(",").map((line) => line.trim()),
    vatId: config.SHOP_VAT_ID,
    register: config.SHOP_REGISTER,
    managingDirector: config.SHOP_MANAGING_DIRECTOR,
    email: config.SHOP_EMAIL,
    bank: {
      iban: config.SHOP_BANK_IBAN.replace(/\s/g, "").toUpperCase(),
      bic: config.SHOP_BANK_BIC,
      name: config.SHOP_BANK_NAME,
    },
  };
}
