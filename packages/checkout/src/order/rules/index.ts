/** The checkout's money rules (docs/checkout-rules.md): pure functions over integer cents. */
export { OrderRulesError, type OrderRulesErrorCode, orderRulesErrorCodes } from "./errors";
export { MINIMUM_ORDER_GROSS } from "./minimum-order";
export { grossOf } from "./money";
export {
  type OrderInput,
  type OrderLine,
  type OrderPricing,
  type OrderTotal,
  priceOrder,
} from "./order-total";
export { type ShippingChoice, STANDARD_SHIPPING_METHOD_ID } from "./shipping";
export {
  type Customer,
  type CustomerKind,
  DEFAULT_TAX_RATE,
  HOME_COUNTRY,
  type TaxCountry,
  type TaxRule,
  type TaxTreatment,
  taxTreatment,
} from "./tax";
export {
  berlinDay,
  cartTotal,
  checkVoucher,
  usageLeft,
  type Voucher,
  type VoucherContext,
  type VoucherRules,
  type VoucherVerdict,
} from "./voucher";
