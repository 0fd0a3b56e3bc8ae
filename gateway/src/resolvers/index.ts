import type { Resolvers } from "../generated/graphql";
import { accountResolvers } from "./account";
import { analysisResolvers } from "./analysis";
import { cartResolvers } from "./cart";
import { catalogResolvers } from "./catalog";
import { checkoutResolvers } from "./checkout";
import { commonResolvers } from "./common";
import { contentResolvers } from "./content";
import { formsResolvers } from "./forms";
import { pricingResolvers } from "./pricing";
import { shippingResolvers } from "./shipping";
import { shopResolvers } from "./shop";
import { staffResolvers } from "./staff";
import { staffOrderResolvers } from "./staff-orders";
import { staffVoucherResolvers } from "./staff-vouchers";

/** One resolver map per schema file, merged. */
export const resolvers: Resolvers[] = [
  commonResolvers,
  catalogResolvers,
  analysisResolvers,
  pricingResolvers,
  cartResolvers,
  checkoutResolvers,
  contentResolvers,
  formsResolvers,
  shopResolvers,
  accountResolvers,
  shippingResolvers,
  staffResolvers,
  staffOrderResolvers,
  staffVoucherResolvers,
];
