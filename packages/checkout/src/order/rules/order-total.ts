import { smallOrderSurchargeNet } from "./minimum-order";
import { cents, grossOf, taxOn } from "./money";
import { type ShippingChoice, shippingNet } from "./shipping";
import { type Customer, type TaxCountry, type TaxRule, taxTreatment } from "./tax";
import { checkVoucher, type Voucher, type VoucherVerdict, voucherDiscountNet } from "./voucher";

/** A cart line: its net price for all pieces, in cents (the cart item's `priceCents` fits). */
export interface OrderLine {
  priceCents: number;
}

export interface OrderInput {
  lines: readonly OrderLine[];
  /** The country the goods are delivered to; null while no address is known (19 %). */
  country: TaxCountry | null;
  customer: Customer;
  /** null while no method is chosen: shipping counts 0. */
  shippingMethod: ShippingChoice | null;
  voucher: Voucher | null;
  /** The instant the order is priced at, deciding the voucher's validity. */
  at: Date;
}

/** Every amount in whole cents. */
export interface OrderTotal {
  /** The cart lines' net sum. */
  positionNet: number;
  /** The voucher's reduction (0 without a valid voucher). */
  discountNet: number;
  /** The small-order surcharge. */
  surchargeNet: number;
  shippingNet: number;
  /** positionNet − discountNet + surchargeNet + shippingNet. */
  net: number;
  /** VAT in percent. */
  taxRate: number;
  /** round-half-up(net × taxRate / 100): once on the whole order, never per line. */
  tax: number;
  /** net + tax: the total including VAT. */
  gross: number;
  /** The cart sum including VAT. The four part grosses below always add up to `gross`. */
  positionGross: number;
  surchargeGross: number;
  discountGross: number;
  /** The shipping cost including VAT. */
  shippingGross: number;
}

export interface OrderPricing {
  total: OrderTotal;
  taxRule: TaxRule;
  /** Whether the voucher was applied, and why not; null without a voucher. */
  voucher: VoucherVerdict | null;
}

/**
 * Prices an order (docs/checkout-rules.md): the positions, raised to the minimum order value by the
 * small-order surcharge, less the voucher, plus shipping, taxed once on the total.
 *
 * The part grosses are differences of running subtotals (positions; + surcharge; − voucher;
 * + shipping), each subtotal's gross being its net taxed like the order. So they add up to the
 * total exactly; the cart sum is exactly its own gross, and every other part is within a cent of
 * its own.
 */
export function priceOrder(input: OrderInput): OrderPricing {
  const { customer } = input;
  const { rule: taxRule, rate: taxRate } = taxTreatment(input.country, customer);
  const positionNet = input.lines.reduce((sum, line) => sum + cents(line.priceCents, "a line's price"), 0);
  const surchargeNet = input.lines.length === 0 ? 0 : smallOrderSurchargeNet(positionNet, taxRate);
  const goodsNet = positionNet + surchargeNet;

  const verdict =
    input.voucher &&
    checkVoucher(input.voucher, { at: input.at, positionNet, taxRate, customerKind: customer.kind });
  const voucher = verdict?.ok ? input.voucher : null;
  const discountNet = voucher ? voucherDiscountNet(voucher, goodsNet, taxRate, customer.kind) : 0;
  const shipping = shippingNet(input.shippingMethod, voucher?.rules.freeShipping === true);

  const net = goodsNet - discountNet + shipping;
  const tax = taxOn(net, taxRate);
  const gross = net + tax;
  const positionGross = grossOf(positionNet, taxRate);
  const goodsGross = grossOf(goodsNet, taxRate);
  const discountedGross = grossOf(goodsNet - discountNet, taxRate);
  return {
    taxRule,
    voucher: verdict,
    total: {
      positionNet,
      discountNet,
      surchargeNet,
      shippingNet: shipping,
      net,
      taxRate,
      tax,
      gross,
      positionGross,
      surchargeGross: goodsGross - positionGross,
      discountGross: goodsGross - discountedGross,
      shippingGross: gross - discountedGross,
    },
  };
}
