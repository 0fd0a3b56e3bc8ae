import type { VoucherFields } from "@druckwerk/checkout/contract";
import type { Resolvers, VoucherInput } from "../generated/graphql";
import { staffOnly } from "./staff";
import { actorOf, staffMemberOf } from "./staff-orders";

const fieldsOf = (input: VoucherInput): VoucherFields => ({
  code: input.code,
  type: input.type === "PERCENTAGE" ? "percentage" : "absolute",
  value: input.value,
  fromDate: input.fromDate ?? null,
  toDate: input.toDate ?? null,
  minValue: input.minValueCents ?? null,
  maxUsage: input.maxUsage ?? null,
  freeShipping: input.freeShipping ?? false,
});

const isStaffOnly = (result: object) => "__typename" in result && result.__typename === "StaffOnly";

/** The back office's vouchers (schema/staff.graphql); every field answers `StaffOnly` to non-staff. */
export const staffVoucherResolvers: Resolvers = {
  Query: {
    async staffVouchers(_parent, _args, context) {
      if (!(await staffMemberOf(context))) return staffOnly();
      return { __typename: "StaffVoucherList", vouchers: await context.dataSources.orders.staffVouchers() };
    },
  },
  Mutation: {
    async createVoucher(_parent, { input }, context) {
      const member = await staffMemberOf(context);
      if (!member) return staffOnly();
      return context.dataSources.orders.changeVoucher(actorOf(member), null, fieldsOf(input));
    },
    async updateVoucher(_parent, { id, input }, context) {
      const member = await staffMemberOf(context);
      if (!member) return staffOnly();
      return context.dataSources.orders.changeVoucher(actorOf(member), id, fieldsOf(input));
    },
    async endVoucher(_parent, { id }, context) {
      const member = await staffMemberOf(context);
      if (!member) return staffOnly();
      return context.dataSources.orders.changeVoucher(actorOf(member), id, null);
    },
  },
  StaffVouchersResult: {
    __resolveType: (result) => (isStaffOnly(result) ? "StaffOnly" : "StaffVoucherList"),
  },
  StaffVoucherResult: {
    __resolveType: (result) => {
      if (isStaffOnly(result)) return "StaffOnly";
      return "kind" in result ? "CheckoutError" : "StaffVoucher";
    },
  },
  StaffVoucher: {
    voucherCode: (voucher) => voucher.code,
    type: (voucher) => (voucher.type === "percentage" ? "PERCENTAGE" : "ABSOLUTE"),
    minValueCents: (voucher) => voucher.minValue,
  },
};
