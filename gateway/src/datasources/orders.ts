import {
  type AuditEvent,
  type CheckoutRequest,
  type CustomerOrdersAnswer,
  checkoutAnswerSchema,
  customerOrdersAnswerSchema,
  type Discount,
  discountSchema,
  type LegacyTracking,
  legacyTrackingSchema,
  type Order,
  type OrderAddress,
  type OrderErrorCode,
  type OrderPreview,
  type OrderReader,
  type OrderShippingMethod,
  orderErrorCodes,
  orderPaymentAnswerSchema,
  orderPreviewSchema,
  orderSchema,
  type PaymentMethodRefusalReason,
  paymentCallbackAnswerSchema,
  paymentMethodRefusalReasons,
  paymentMethodsAnswerSchema,
  type StaffOrder,
  type StaffVoucher,
  staffOrderSchema,
  staffOrdersAnswerSchema,
  staffVoucherSchema,
  type VoucherFields,
} from "@druckwerk/checkout/contract";
import { type FieldErrorDto, languageKey } from "@druckwerk/platform";
import { z } from "zod";
import type { Language } from "../generated/graphql";
import { toServiceLanguage } from "../language";
import { type RateLimitedAnswer, rateLimited, UpstreamAPI } from "./upstream";

/** Refusals no call of the gateway meets: the webhook's. */
export const unreachableOrderCodes = ["INVALID_WEBHOOK_SIGNATURE"] as const;
/**
 * The payment provider's faults (answered 5xx): a shopper's call meets them as the service being
 * unavailable; the back office's refund answers them typed, as nothing was changed.
 */
const providerFaultCodes = ["PAYMENT_PROVIDER_UNAVAILABLE", "PAYMENT_PROVIDER_ERROR"] as const;
type GatewayOrderCode = Exclude<OrderErrorCode, (typeof unreachableOrderCodes)[number]>;
type ShopperOrderCode = Exclude<GatewayOrderCode, (typeof providerFaultCodes)[number]>;
const staffOrderCodes = orderErrorCodes.filter(
  (code): code is GatewayOrderCode => !(unreachableOrderCodes as readonly string[]).includes(code),
);
const shopperOrderCodes = staffOrderCodes.filter(
  (code): code is ShopperOrderCode => !(providerFaultCodes as readonly string[]).includes(code),
);

export type OrderModel = Order;
export type StaffOrderModel = StaffOrder;
export type AuditEntryModel = AuditEvent;
export type StaffVoucherModel = StaffVoucher;
export type OrderPreviewModel = OrderPreview;
export type OrderAddressModel = OrderAddress;
export type OrderShippingMethodModel = OrderShippingMethod;
/** One side (`ship`, `bill`) of a legacy order's address fields. */
export interface LegacyAddressModel {
  firstname: string;
  lastname: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface CheckoutErrorModel {
  kind: "checkoutError";
  code: GatewayOrderCode;
  message: string;
  fields: FieldErrorDto[];
  reason: PaymentMethodRefusalReason | null;
}

export interface VoucherMinimumModel {
  kind: "minimumNotReached";
  code: "DISCOUNT_MIN_VALUE_NOT_REACHED";
  message: string;
  remainingCents: number;
  minimumCents: number;
}
export interface VoucherInvalidModel {
  kind: "invalid";
  code: GatewayOrderCode;
  message: string;
}

/** The reader as the order routes' query: only what is known. */
export const readerParams = (reader: OrderReader): Record<string, string> => ({
  ...(reader.userId ? { userId: reader.userId } : {}),
  ...(reader.token ? { token: reader.token } : {}),
});

const isReason = (reason: string | null): reason is PaymentMethodRefusalReason =>
  (paymentMethodRefusalReasons as readonly (string | null)[]).includes(reason);

/** The checkout service's order calls (docs/orders.md). */
export class OrdersAPI extends UpstreamAPI {
  protected readonly upstreamName = "checkout";

  /** The provider's faults are passed on by the service as 5xx refusals, for staff calls to read. */
  protected override readonly serverRefusalCodes: readonly string[] = providerFaultCodes;

  /** The service's refusal as a typed result; a code outside `codes` is a fault. */
  private checkoutError(error: unknown, codes: readonly GatewayOrderCode[]): CheckoutErrorModel {
    const { code, message, fields, refusalReason } = this.refusedWith(error, codes);
    const reason = code === "PAYMENT_METHOD_NOT_AVAILABLE" && isReason(refusalReason) ? refusalReason : null;
    return { kind: "checkoutError", code, message, fields, reason };
  }

  /** Answers the call's value, or the refusal as a `CheckoutErrorModel` (staff also see the provider's faults). */
  private async refusable<T>(
    call: () => Promise<T>,
    codes: readonly GatewayOrderCode[] = shopperOrderCodes,
  ): Promise<T | CheckoutErrorModel> {
    try {
      return await call();
    } catch (error) {
      return this.checkoutError(error, codes);
    }
  }

  async validateVoucher(
    code: string,
    cartId: string,
    isBusinessCustomer: boolean,
  ): Promise<Discount | VoucherMinimumModel | VoucherInvalidModel> {
    const answer = await this.refusable(async () =>
      this.checked(
        discountSchema,
        await this.post("checkout/order/validate-discount", { body: { code, cartId, isBusinessCustomer } }),
        "POST /checkout/order/validate-discount",
      ),
    );
    if ("kind" in answer) return { kind: "invalid", code: answer.code, message: answer.message };
    if (!answer.minValueReached) {
      return {
        kind: "minimumNotReached",
        code: "DISCOUNT_MIN_VALUE_NOT_REACHED",
        message: `The voucher needs an order value of ${answer.rules.minValue ?? 0} cents`,
        remainingCents: answer.remainingCents,
        minimumCents: answer.rules.minValue ?? 0,
      };
    }
    return answer;
  }

  paymentMethods(cartId: string, countryId: string | null, userId: string | null) {
    return this.refusable(async () =>
      this.checked(
        paymentMethodsAnswerSchema,
        await this.post("checkout/order/payment-methods", { body: { cartId, countryId, userId } }),
        "POST /checkout/order/payment-methods",
      ),
    );
  }

  /**
   * A checkout request to `route` (`checkout` or `preview`), in the shopper's language. `created`
   * tells whether the call placed an order (201); it is false when the call found the cart's order
   * placed before (200: a repeated or concurrent submit) and for a preview.
   */
  private orderRequest<S extends z.ZodType<object>>(
    route: string,
    schema: S,
    request: CheckoutRequest,
    language: Language,
  ) {
    return this.refusable(async () => {
      const { parsedBody, response } = await this.fetch(`checkout/order/${route}`, {
        method: "POST",
        body: request,
        headers: { "language-key": languageKey(toServiceLanguage(language)) },
      });
      const answer: z.output<S> = this.checked(schema, parsedBody, `POST /checkout/order/${route}`);
      return { ...answer, created: response.status === 201 };
    });
  }

  checkout(request: CheckoutRequest, language: Language) {
    return this.orderRequest("checkout", checkoutAnswerSchema, request, language);
  }

  /** What `checkout` would charge now, refused as it would be. */
  preview(request: CheckoutRequest, language: Language) {
    return this.orderRequest("preview", orderPreviewSchema, request, language);
  }

  /** The order if `reader` may read it (docs/orders.md); null as for a missing one otherwise. */
  async order(id: string, reader: OrderReader): Promise<Order | null> {
    return this.nullOn("ORDER_NOT_FOUND", async () =>
      this.checked(
        orderSchema,
        await this.get(`checkout/order/${encodeURIComponent(id)}`, { params: readerParams(reader) }),
        "GET /checkout/order",
      ),
    );
  }

  /** A page of the customer's orders, newest first (`before`: the service's cursor). */
  async customerOrders(userId: string, limit: number, before: string | null): Promise<CustomerOrdersAnswer> {
    return this.checked(
      customerOrdersAnswerSchema,
      await this.get("checkout/order/user", {
        params: { userId, limit: String(limit), ...(before ? { before } : {}) },
      }),
      "GET /checkout/order/user",
    );
  }

  /** Orders the customer's order again; `created` is false for a repeated idempotency key. */
  reorder(orderId: string, userId: string | null, idempotencyKey: string | null, language: Language) {
    return this.refusable(async () => {
      const { parsedBody, response } = await this.fetch(`checkout/order/${encodeURIComponent(orderId)}`, {
        method: "POST",
        body: { userId, idempotencyKey },
        headers: { "language-key": languageKey(toServiceLanguage(language)) },
      });
      const answer = this.checked(checkoutAnswerSchema, parsedBody, "POST /checkout/order/{orderId}");
      return { ...answer, created: response.status === 201 };
    });
  }

  /**
   * A legacy order's tracking by its number and a postal code; null when they do not belong
   * together; refused when this client has looked up too many.
   */
  async legacyTracking(
    orderNumber: string,
    postalCode: string,
  ): Promise<LegacyTracking | RateLimitedAnswer | null> {
    try {
      return await this.nullOn("ORDER_NOT_FOUND", async () =>
        this.checked(
          legacyTrackingSchema,
          await this.get("rest_api/trackorder.php", { params: { id: orderNumber, postcode: postalCode } }),
          "GET /rest_api/trackorder.php",
        ),
      );
    } catch (error) {
      return rateLimited(this.refusedWith(error, ["RATE_LIMITED"]));
    }
  }

  /** The back office's list (docs/back-office.md); the caller has checked the staff session. */
  staffOrders(query: Record<string, string>) {
    return this.refusable(async () =>
      this.checked(
        staffOrdersAnswerSchema,
        await this.get("checkout/staff/orders", { params: query }),
        "GET /checkout/staff/orders",
      ),
    );
  }

  staffOrder(orderId: string) {
    return this.refusable(async () =>
      this.checked(
        staffOrderSchema,
        await this.get(`checkout/staff/orders/${encodeURIComponent(orderId)}`),
        "GET /checkout/staff/orders/{id}",
      ),
    );
  }

  /** A staff change of an order (`status`, `payment`, `refund`, `notes`) made by `actor`. */
  changeOrder(
    orderId: string,
    change: "status" | "payment" | "refund" | "notes",
    body: { actor: { id: string; name: string } } & Record<string, unknown>,
  ) {
    return this.refusable(
      async () =>
        this.checked(
          staffOrderSchema,
          await this.post(`checkout/staff/orders/${encodeURIComponent(orderId)}/${change}`, { body }),
          `POST /checkout/staff/orders/{id}/${change}`,
        ),
      staffOrderCodes,
    );
  }

  async staffVouchers(): Promise<StaffVoucher[]> {
    const answer = await this.get("checkout/staff/vouchers");
    return this.checked(
      z.object({ vouchers: z.array(staffVoucherSchema) }),
      answer,
      "GET /checkout/staff/vouchers",
    ).vouchers;
  }

  /** Creates (no `voucherId`), changes or ends (`fields` null) a voucher for staff member `actor`. */
  changeVoucher(actor: { id: string; name: string }, voucherId: string | null, fields: VoucherFields | null) {
    const path = voucherId
      ? `checkout/staff/vouchers/${encodeURIComponent(voucherId)}`
      : "checkout/staff/vouchers";
    return this.refusable(async () => {
      const answer = !fields
        ? await this.post(`${path}/end`, { body: { actor } })
        : voucherId
          ? await this.put(path, { body: { actor, voucher: fields } })
          : await this.post(path, { body: { actor, voucher: fields } });
      return this.checked(staffVoucherSchema, answer, "staff voucher change");
    });
  }

  paymentCallback(token: string, payerId: string | null, success: boolean) {
    return this.refusable(async () =>
      this.checked(
        paymentCallbackAnswerSchema,
        await this.post("checkout/order/checkout/callback", { body: { token, PayerID: payerId, success } }),
        "POST /checkout/order/checkout/callback",
      ),
    );
  }

  /** The payment methods the reader may pay this placed order with (the accept-quote page). */
  orderPaymentMethods(orderId: string, reader: OrderReader) {
    return this.refusable(async () =>
      this.checked(
        paymentMethodsAnswerSchema,
        await this.get(`checkout/order/${encodeURIComponent(orderId)}/payment-methods`, {
          params: readerParams(reader),
        }),
        "GET /checkout/order/{orderId}/payment-methods",
      ),
    );
  }

  /** The reader accepts the quote, to be paid by `billingPaymentMethod` (docs/orders.md, "Quotes"). */
  acceptQuote(orderId: string, billingPaymentMethod: string, reader: OrderReader) {
    return this.refusable(async () =>
      this.checked(
        orderPaymentAnswerSchema,
        await this.post(`checkout/order/${encodeURIComponent(orderId)}/accept-quote`, {
          body: { billingPaymentMethod, userId: reader.userId ?? null, token: reader.token ?? null },
        }),
        "POST /checkout/order/{orderId}/accept-quote",
      ),
    );
  }

  updatePayment(orderId: string, billingPaymentMethod: string, reader: OrderReader) {
    return this.refusable(async () =>
      this.checked(
        orderPaymentAnswerSchema,
        await this.put(`checkout/order/${encodeURIComponent(orderId)}/payment-details`, {
          body: { billingPaymentMethod, userId: reader.userId ?? null, token: reader.token ?? null },
        }),
        "PUT /checkout/order/payment-details",
      ),
    );
  }
}
