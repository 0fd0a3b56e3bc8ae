/** PayPal's amount value for EUR: a decimal string with two places, from integer cents. */
export function centsToDecimal(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** Integer cents from PayPal's decimal string ("12.3", "12.34", "12"), without floating point. */
export function decimalToCents(value: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) throw new RangeError(`Not an amount in EUR: ${JSON.stringify(value)}`);
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
