import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  orderNoteSchema,
  paymentBookingSchema,
  staffOrderSchema,
  staffOrdersAnswerSchema,
  staffOrdersQuerySchema,
  staffVoucherSchema,
  statusChangeSchema,
  voucherChangeSchema,
  voucherEndSchema,
} from "../contract";
import type { OrderRefunds } from "../order/order-refunds";
import type { StaffOrders } from "./staff-orders";
import type { StaffVouchers } from "./staff-vouchers";

const params = z.object({ orderId: z.string().max(100) });

/**
 * The back office's order calls (docs/back-office.md). Only the gateway calls them, for a staff
 * session it checked, and names the staff member as `actor`.
 */
export const staffOrderRoutes: FastifyPluginAsyncZod<{
  staffOrders: StaffOrders;
  refunds: OrderRefunds;
}> = async (app, { staffOrders, refunds }) => {
  app.get(
    "/checkout/staff/orders",
    { schema: { querystring: staffOrdersQuerySchema, response: { 200: staffOrdersAnswerSchema } } },
    async (request) => staffOrders.list(request.query),
  );

  app.get(
    "/checkout/staff/orders/:orderId",
    { schema: { params, response: { 200: staffOrderSchema } } },
    async (request) => staffOrders.order(request.params.orderId),
  );

  app.post(
    "/checkout/staff/orders/:orderId/status",
    { schema: { params, body: statusChangeSchema, response: { 200: staffOrderSchema } } },
    async (request) => staffOrders.changeStatus(request.params.orderId, request.body),
  );

  app.post(
    "/checkout/staff/orders/:orderId/payment",
    { schema: { params, body: paymentBookingSchema, response: { 200: staffOrderSchema } } },
    async (request) => staffOrders.markPaid(request.params.orderId, request.body.actor),
  );

  app.post(
    "/checkout/staff/orders/:orderId/refund",
    { schema: { params, body: paymentBookingSchema, response: { 200: staffOrderSchema } } },
    async (request) => {
      await refunds.refund(request.params.orderId, request.body.actor);
      return staffOrders.order(request.params.orderId);
    },
  );

  app.post(
    "/checkout/staff/orders/:orderId/notes",
    { schema: { params, body: orderNoteSchema, response: { 200: staffOrderSchema } } },
    async (request) => staffOrders.addNote(request.params.orderId, request.body.actor, request.body.text),
  );
};

const voucherParams = z.object({ voucherId: z.string().max(100) });

/** The back office's vouchers (docs/back-office.md), called only by the gateway for staff. */
export const staffVoucherRoutes: FastifyPluginAsyncZod<{ vouchers: StaffVouchers }> = async (
  app,
  { vouchers },
) => {
  app.get(
    "/checkout/staff/vouchers",
    { schema: { response: { 200: z.object({ vouchers: z.array(staffVoucherSchema) }) } } },
    async () => ({ vouchers: await vouchers.list() }),
  );

  app.post(
    "/checkout/staff/vouchers",
    { schema: { body: voucherChangeSchema, response: { 201: staffVoucherSchema } } },
    async (request, reply) =>
      reply.code(201).send(await vouchers.create(request.body.actor, request.body.voucher)),
  );

  app.put(
    "/checkout/staff/vouchers/:voucherId",
    { schema: { params: voucherParams, body: voucherChangeSchema, response: { 200: staffVoucherSchema } } },
    async (request) => vouchers.change(request.body.actor, request.params.voucherId, request.body.voucher),
  );

  app.post(
    "/checkout/staff/vouchers/:voucherId/end",
    { schema: { params: voucherParams, body: voucherEndSchema, response: { 200: staffVoucherSchema } } },
    async (request) => vouchers.end(request.body.actor, request.params.voucherId),
  );
};
