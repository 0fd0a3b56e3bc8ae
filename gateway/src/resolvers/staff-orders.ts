import type { StaffMember } from "@druckwerk/auth/contract";
import type { StaffOrdersQuery } from "@druckwerk/checkout/contract";
import { millimetresPer } from "@druckwerk/platform";
import type { GatewayContext } from "../context";
import type {
  AuditKind,
  Resolvers,
  StaffOrderFilter,
  StaffOrderSort,
  StaffOrderSortField,
} from "../generated/graphql";
import { fromServiceLanguage } from "../language";
import { wallThicknessPictureUrl } from "./analysis";
import { connectionOf, pageLimit } from "./order-pages";
import { staffOnly } from "./staff";

/** The signed-in staff member, or null for a guest's or a customer's request. */
export async function staffMemberOf(context: GatewayContext): Promise<StaffMember | null> {
  const token = context.staffSession.token;
  return token ? context.dataSources.staff.member(token) : null;
}

/** The staff member as the checkout service's audit trail names them. */
export const actorOf = (member: StaffMember) => ({ id: member.id, name: member.name });

const kinds: Record<"status" | "payment" | "note" | "voucher", AuditKind> = {
  status: "STATUS",
  payment: "PAYMENT",
  note: "NOTE",
  voucher: "NOTE",
};

function filterQuery(filter: StaffOrderFilter | null | undefined): Record<string, string> {
  const entries = Object.entries({ ...filter }).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  );
  return Object.fromEntries(entries);
}

const sortFields: Record<StaffOrderSortField, StaffOrdersQuery["sort"]> = {
  PLACED_AT: "placedAt",
  ORDER_NUMBER: "orderNumber",
  TOTAL: "total",
  STATUS: "status",
  CUSTOMER: "customer",
};

/** The checkout service's sort parameters; none given is its default, newest first. */
const sortQuery = (sort: StaffOrderSort | null | undefined): Record<string, string> =>
  sort ? { sort: sortFields[sort.field], direction: sort.direction === "ASC" ? "asc" : "desc" } : {};

/** The back office's orders (schema/staff.graphql): every field answers `StaffOnly` to non-staff. */
export const staffOrderResolvers: Resolvers = {
  Query: {
    async staffOrders(_parent, { filter, sort, first, after }, context) {
      if (!(await staffMemberOf(context))) return staffOnly();
      const page = await context.dataSources.orders.staffOrders({
        ...filterQuery(filter),
        ...sortQuery(sort),
        limit: String(pageLimit(first)),
        ...(after ? { after } : {}),
      });
      if ("kind" in page) return page;
      const { orders, cursors, next, totalCount } = page;
      return { __typename: "OrderConnection", ...connectionOf(orders, cursors, next !== null, totalCount) };
    },
    async staffOrder(_parent, { id }, context) {
      if (!(await staffMemberOf(context))) return staffOnly();
      return context.dataSources.orders.staffOrder(id);
    },
  },
  Mutation: {
    async changeOrderStatus(_parent, { orderId, from, to, trackingNumber }, context) {
      const member = await staffMemberOf(context);
      if (!member) return staffOnly();
      return context.dataSources.orders.changeOrder(orderId, "status", {
        actor: actorOf(member),
        from,
        to,
        ...(trackingNumber ? { trackingNumber } : {}),
      });
    },
    async markOrderPaid(_parent, { orderId }, context) {
      const member = await staffMemberOf(context);
      if (!member) return staffOnly();
      return context.dataSources.orders.changeOrder(orderId, "payment", {
        actor: actorOf(member),
      });
    },
    async refundOrder(_parent, { orderId }, context) {
      const member = await staffMemberOf(context);
      if (!member) return staffOnly();
      return context.dataSources.orders.changeOrder(orderId, "refund", { actor: actorOf(member) });
    },
    async addOrderNote(_parent, { orderId, text }, context) {
      const member = await staffMemberOf(context);
      if (!member) return staffOnly();
      return context.dataSources.orders.changeOrder(orderId, "notes", {
        actor: actorOf(member),
        text,
      });
    },
  },
  StaffOrdersResult: {
    __resolveType: (result) => {
      if ("__typename" in result && result.__typename === "StaffOnly") return "StaffOnly";
      return "kind" in result ? "CheckoutError" : "OrderConnection";
    },
  },
  StaffOrderResult: {
    __resolveType: (result) => {
      if ("__typename" in result && result.__typename === "StaffOnly") return "StaffOnly";
      return "kind" in result ? "CheckoutError" : "StaffOrder";
    },
  },
  StaffOrder: {
    order: (staffOrder) => staffOrder,
    customerId: (staffOrder) => staffOrder.userId,
    language: (staffOrder) => fromServiceLanguage(staffOrder.language),
    auditTrail: (staffOrder) => staffOrder.events,
    items: (staffOrder) => staffOrder.items,
  },
  StaffOrderItem: {
    line: (item) => item,
    modelFile: (item, _args, { dataSources }) => dataSources.staffAnalytx.file(item.referencedId),
    printMode: (item, _args, { dataSources, language }) =>
      dataSources.pricing.printMode(item.printModeId, language),
    async thinnestWall(item, _args, { dataSources }) {
      const file = await dataSources.staffAnalytx.file(item.referencedId);
      const min = file?.analysedProperties?.thickness?.min;
      if (min == null || !file) return null;
      // The analysis is in mm for the file's given unit; the line may have been ordered in another.
      return (
        (min * item.scale * millimetresPer[item.givenUnitOfLength]) / millimetresPer[file.givenUnitOfLength]
      );
    },
    async wallThicknessImageUrl(item, { size }, context) {
      const [file, mode] = await Promise.all([
        context.dataSources.staffAnalytx.file(item.referencedId),
        context.dataSources.pricing.printMode(item.printModeId, context.language),
      ]);
      if (!file) return null;
      return wallThicknessPictureUrl(context, file, {
        size,
        scale: item.scale,
        unit: item.givenUnitOfLength,
        // Without the mode in today's catalogue, analytx's default minimum (1 mm) colours it.
        threshold: mode?.features.minWallThickness ?? null,
      });
    },
  },
  AuditEntry: {
    kind: (entry) => kinds[entry.kind],
    actorId: (entry) => entry.actor.id,
    actorName: (entry) => entry.actor.name,
    fromStatus: (entry) => (entry.kind === "status" ? (entry.before?.status as never) : null),
    toStatus: (entry) => (entry.kind === "status" ? (entry.after.status as never) : null),
    trackingNumber: (entry) =>
      typeof entry.after.trackingNumber === "string" ? entry.after.trackingNumber : null,
    fromPaymentStatus: (entry) => (entry.kind === "payment" ? (entry.before?.paymentStatus as never) : null),
    toPaymentStatus: (entry) => (entry.kind === "payment" ? (entry.after.paymentStatus as never) : null),
    refundedCents: (entry) =>
      entry.after.paymentStatus === "PAYMENT_REFUNDED" && typeof entry.after.amountCents === "number"
        ? entry.after.amountCents
        : null,
    note: (entry) =>
      entry.kind === "note" && typeof entry.after.text === "string" ? entry.after.text : null,
  },
};
