/** Euro amounts are held in cents and shown in German format with 2 decimals (spec). */
const euro = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", minimumFractionDigits: 2 });

export const formatCents = (cents: number) => euro.format(cents / 100);

/** Net for business customers, gross for private ones. */
export const shownAmount = (amount: { net: number; gross: number }, business: boolean) =>
  business ? amount.net : amount.gross;
