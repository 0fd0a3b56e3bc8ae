import { type OrderDocument, orderDocumentSchema } from "./model";

/** A document model that is malformed or whose amounts do not add up; nothing is rendered from it. */
export class OrderDocumentError extends Error {
  override name = "OrderDocumentError";
  readonly code = "ORDER_DOCUMENT_INVALID";
  constructor(readonly problems: string[]) {
    super(`The order document cannot be made: ${problems.join("; ")}`);
  }
}

/**
 * The model, checked: its shape, and that its amounts add up the way the document prints them
 * (lines to positions; positions - discount + surcharge + shipping = net; net + tax = gross).
 * A document that contradicts itself must never reach a customer's purchasing department.
 */
export function checkedOrderDocument(model: OrderDocument): OrderDocument {
  const parsed = orderDocumentSchema.safeParse(model);
  if (!parsed.success) {
    throw new OrderDocumentError(
      parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    );
  }
  const { lines, totals, kind, payment, quoteValidUntil } = parsed.data;
  const problems: string[] = [];
  const lineSum = lines.reduce((sum, line) => sum + line.lineNetCents, 0);
  if (lineSum !== totals.positionNetCents) {
    problems.push(`the lines add up to ${lineSum} cents, the positions say ${totals.positionNetCents}`);
  }
  const net =
    totals.positionNetCents -
    (totals.discount?.netCents ?? 0) +
    totals.smallOrderSurchargeNetCents +
    totals.shipping.netCents;
  if (net !== totals.netCents) problems.push(`the net total should be ${net} cents, not ${totals.netCents}`);
  if (totals.netCents + totals.tax.cents !== totals.grossCents) {
    problems.push(`net ${totals.netCents} + tax ${totals.tax.cents} is not the gross ${totals.grossCents}`);
  }
  if (totals.tax.treatment !== "domestic" && (totals.tax.cents !== 0 || totals.tax.ratePercent !== 0)) {
    problems.push(`a ${totals.tax.treatment} order carries no tax`);
  }
  if ((kind === "quote") !== (payment.method === "quote")) {
    problems.push(`a ${kind} cannot be paid by ${payment.method}`);
  }
  if (kind === "quote" && !quoteValidUntil) problems.push("a quote needs the date it is valid until");
  if (problems.length > 0) throw new OrderDocumentError(problems);
  return parsed.data;
}
