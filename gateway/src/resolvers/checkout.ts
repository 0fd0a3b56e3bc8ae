import type {
  AddressInput,
  LegacyTracking,
  Order as OrderDto,
  OrderPaymentMethod,
  OrderReader,
  PaymentMethodsAnswer,
} from "@druckwerk/checkout/contract";
import type { GatewayContext } from "../context";
import type { CheckoutErrorModel } from "../datasources/orders";
import type {
  OrderAddressInput,
  PaymentMethod,
  PlaceOrderInput,
  QuoteState,
  Resolvers,
} from "../generated/graphql";
import { mediaUrl } from "./media-url";
import { followUpOrder } from "./order-follow-ups";
import { orderConnection, pageBefore, pageLimit } from "./order-pages";

/** The signed-in shopper's session token and id, or null for a guest (or an ended session). */
async function shopperOf(context: GatewayContext): Promise<{ token: string; userId: string } | null> {
  const token = context.session.token;
  const account = token ? await context.dataSources.auth.details(token) : null;
  return token && account ? { token, userId: account.userId } : null;
}

/** The signed-in shopper's id for the checkout service, or null for a guest (or an ended session). */
const userIdOf = async (context: GatewayContext) => (await shopperOf(context))?.userId ?? null;

/**
 * Who reads order `orderId`: the signed-in customer, and the guest token given (`order(id,
 * token)`) or remembered in this browser. The checkout service decides (docs/orders.md).
 */
async function readerOf(
  context: GatewayContext,
  orderId: string,
  token: string | null,
): Promise<OrderReader> {
  const userId = await userIdOf(context);
  const known = token ?? context.orderAccess.tokenOf(orderId);
  return { ...(userId ? { userId } : {}), ...(known ? { token: known } : {}) };
}

/**
 * An order's file as a media URL. A guest's order's files carry the token this client holds, so
 * the link works where the cookie does not go (another client, a download manager); a customer's
 * are read with the session (`gateway/src/media.ts`).
 */
function orderMediaUrl(context: GatewayContext, path: string): string {
  const orderId = /^\/checkout\/order\/([0-9a-f-]{36})\//.exec(path)?.[1];
  const token = orderId ? context.orderAccess.tokenOf(orderId) : null;
  const url = mediaUrl(context, "checkout", path);
  return token ? `${url}?token=${encodeURIComponent(token)}` : url;
}

/** One side of a legacy order's address fields (`shipStreet`, `billStreet`, …). */
function legacyAddress(t: LegacyTracking, side: "ship" | "bill") {
  const ship = side === "ship";
  return {
    firstname: ship ? t.shipFirstName : t.billFirstName,
    lastname: ship ? t.shipLastName : t.billLastName,
    street: ship ? t.shipStreet : t.billStreet,
    houseNumber: ship ? t.shipHouseNumber : t.billHouseNumber,
    postalCode: ship ? t.shipPostcode : t.billPostcode,
    city: ship ? t.shipCity : t.billCity,
    country: ship ? t.shipCountry : t.billCountry,
  };
}

const toServiceMethod = (method: PaymentMethod) => method.toLowerCase() as OrderPaymentMethod;
const fromServiceMethod = (method: OrderPaymentMethod) => method.toUpperCase() as PaymentMethod;
const money = (net: number, gross: number) => ({ net, gross });

const quoteStates = {
  open: "OPEN",
  accepted: "ACCEPTED",
  expired: "EXPIRED",
  cancelled: "CANCELLED",
} as const satisfies Record<NonNullable<OrderDto["quote"]>["state"], QuoteState>;

/** The service's payment methods of a cart or an order, as `PaymentMethodsResult`. */
function methodList(answer: CheckoutErrorModel | PaymentMethodsAnswer) {
  if ("kind" in answer) return answer;
  return {
    methods: answer.paymentMethods.map(({ method, available, reason }) => ({
      method: fromServiceMethod(method),
      available,
      reason,
    })),
  };
}

function totalsOf(t: OrderDto["totals"]) {
  return {
    positions: money(t.positionNet, t.positionGross),
    discount: money(t.discountNet, t.discountGross),
    surcharge: money(t.surchargeNet, t.surchargeGross),
    shipping: money(t.shippingNet, t.shippingGross),
    net: t.net,
    tax: t.tax,
    taxRate: t.taxRate,
    gross: t.gross,
  };
}

const addressOf = (input: OrderAddressInput): AddressInput => ({
  title: input.title,
  company: input.company,
  firstname: input.firstname,
  lastname: input.lastname,
  street: input.street,
  addressSuffix: input.addressSuffix,
  postalCode: input.postalCode,
  city: input.city,
  countryId: input.countryId,
  email: input.email,
  vatRegistrationNumber: input.vatRegistrationNumber,
});

function checkoutRequest(input: PlaceOrderInput, userId: string | null) {
  return {
    cartId: input.cartId,
    isBusinessCustomer: input.isBusinessCustomer,
    discountId: input.voucherId,
    quote: input.paymentMethod === "QUOTE",
    expectedTotalCents: input.expectedTotalCents,
    userId,
    paymentDetails: {
      email: input.email,
      phone: input.phone,
      billingPaymentMethod: toServiceMethod(input.paymentMethod),
      customerRemarks: { referenceNumber: input.referenceNumber },
      billingAddress: addressOf(input.billingAddress),
      shippingAddress: input.shippingAddress ? addressOf(input.shippingAddress) : null,
      isBillingAndShippingEqual: !input.shippingAddress,
      saveNewAddress: input.saveNewAddress,
      shippingMethodId: input.shippingMethodId,
      signupToNewsletter: input.signupToNewsletter,
    },
  };
}

/** Error results carry `kind`; the successes are the service's own shapes. */
const isError = (result: object) => "kind" in result;

export const checkoutResolvers: Resolvers = {
  Query: {
    validateVoucher: (_parent, { code, cartId, isBusinessCustomer }, { dataSources }) =>
      dataSources.orders.validateVoucher(code, cartId, isBusinessCustomer),
    availablePaymentMethods: async (_parent, { cartId, countryId }, context) =>
      methodList(
        await context.dataSources.orders.paymentMethods(cartId, countryId ?? null, await userIdOf(context)),
      ),
    orderPaymentMethods: async (_parent, { orderId, token }, context) =>
      methodList(
        await context.dataSources.orders.orderPaymentMethods(
          orderId,
          await readerOf(context, orderId, token ?? null),
        ),
      ),
    order: async (_parent, { id, token }, context) => {
      const reader = await readerOf(context, id, token ?? null);
      const order = await context.dataSources.orders.order(id, reader);
      // Read with the mail's token: this browser may read it from now on without the token.
      if (order && token && reader.token === token) context.orderAccess.remember(order._id, token);
      return order;
    },
    legacyOrderTracking: async (_parent, { orderNumber, postalCode }, { dataSources }) => {
      // The service's limits: longer input is no order's number or postal code.
      if (orderNumber.trim().length > 50 || postalCode.trim().length > 20) return null;
      if (!orderNumber.trim() || !postalCode.trim()) return null;
      const answer = await dataSources.orders.legacyTracking(orderNumber.trim(), postalCode.trim());
      return answer && "kind" in answer ? { code: "RATE_LIMITED", ...answer } : answer;
    },
    orderPreview: async (_parent, { input }, context) =>
      context.dataSources.orders.preview(checkoutRequest(input, await userIdOf(context)), context.language),
  },
  Mutation: {
    placeOrder: async (_parent, { input }, context) => {
      const shopper = await shopperOf(context);
      const answer = await context.dataSources.orders.checkout(
        checkoutRequest(input, shopper?.userId ?? null),
        context.language,
      );
      // A guest reads the order in this browser from now on (the order-complete page).
      if (!isError(answer) && !shopper) context.orderAccess.remember(answer.order._id, answer.accessToken);
      // Once, by the call that placed the order: a repeated submit neither saves nor signs up again.
      if (!isError(answer) && answer.created) {
        await followUpOrder(context, input, answer.order, shopper?.token ?? null);
      }
      return answer;
    },
    completePayPalPayment: async (_parent, { orderId, token, payerId, success }, context) => {
      const answer = await context.dataSources.orders.paymentCallback(token, payerId ?? null, success);
      if (isError(answer)) return answer;
      // The token must pay this very order: another order's token is no payment of it.
      if (answer._id === orderId) {
        // The browser PayPal sent back may read the order (the order-complete page).
        context.orderAccess.remember(answer._id, answer.accessToken);
        return answer;
      }
      return {
        kind: "checkoutError",
        code: "PAYMENT_NOT_FOUND",
        message: `Order ${orderId} is not paid with ${token}`,
        fields: [],
        reason: null,
      };
    },
    updateOrderPayment: async (_parent, { orderId, input }, context) =>
      context.dataSources.orders.updatePayment(
        orderId,
        toServiceMethod(input.paymentMethod),
        await readerOf(context, orderId, null),
      ),
    acceptQuote: async (_parent, { orderId, token, paymentMethod }, context) => {
      const reader = await readerOf(context, orderId, token ?? null);
      const answer = await context.dataSources.orders.acceptQuote(
        orderId,
        toServiceMethod(paymentMethod),
        reader,
      );
      // Accepted with the mail's token: this browser may read the order from now on (its page, PayPal's return).
      if (!isError(answer) && token && reader.token === token) context.orderAccess.remember(orderId, token);
      return answer;
    },
    reorder: async (_parent, { orderId, idempotencyKey }, context) =>
      context.dataSources.orders.reorder(
        orderId,
        await userIdOf(context),
        idempotencyKey ?? null,
        context.language,
      ),
  },
  Account: {
    orders: async (account, { first, after }, { dataSources }) => {
      const page = await dataSources.orders.customerOrders(
        account.userId,
        pageLimit(first),
        pageBefore(after),
      );
      const nodes = page.ids.flatMap((id) => page.orders[id] ?? []);
      return orderConnection(nodes, page.next, page.totalCount);
    },
  },
  ReorderResult: {
    __resolveType: (result) => (isError(result) ? "CheckoutError" : "OrderPlaced"),
  },
  ValidateVoucherResult: {
    __resolveType: (result) => {
      if (!("kind" in result)) return "Voucher";
      return result.kind === "minimumNotReached" ? "VoucherMinimumNotReached" : "VoucherInvalid";
    },
  },
  PaymentMethodsResult: {
    __resolveType: (result) => (isError(result) ? "CheckoutError" : "PaymentMethodList"),
  },
  OrderPreviewResult: {
    __resolveType: (result) => (isError(result) ? "CheckoutError" : "OrderPreview"),
  },
  OrderPreview: {
    totals: (preview) => totalsOf(preview.totals),
    shippingOptions: (preview) =>
      preview.shippingOptions.map((option) => ({
        methodId: option.shippingMethodId,
        price: money(option.netPrice, option.totalPrice),
      })),
    voucherCode: (preview) => preview.discount?.code ?? null,
    productionDays: (preview) => preview.estimatedProductionTimeDays,
    deliveryDays: (preview) => preview.estimatedProductionTimeDays + preview.shippingMethod.shippingTimeDays,
  },
  PlaceOrderResult: {
    __resolveType: (result) => (isError(result) ? "CheckoutError" : "OrderPlaced"),
  },
  CompletePaymentResult: {
    __resolveType: (result) => (isError(result) ? "CheckoutError" : "Order"),
  },
  UpdateOrderPaymentResult: {
    __resolveType: (result) => (isError(result) ? "CheckoutError" : "OrderPayment"),
  },
  AcceptQuoteResult: {
    __resolveType: (result) => (isError(result) ? "CheckoutError" : "OrderPayment"),
  },
  Voucher: {
    id: (voucher) => voucher._id,
    voucherCode: (voucher) => voucher.code,
    type: (voucher) => (voucher.type === "percentage" ? "PERCENTAGE" : "ABSOLUTE"),
    minValueCents: (voucher) => voucher.rules.minValue,
    maxUsage: (voucher) => voucher.rules.maxUsage,
    freeShipping: (voucher) => voucher.rules.freeShipping,
    discount: (voucher) => money(voucher.calculatedTaxes.netPrice, voucher.calculatedTaxes.totalPrice),
  },
  Order: {
    id: (order) => order._id,
    number: (order) => order.orderNumber,
    legacy: (order) => order.legacyOrder,
    status: (order) => order.orderStatus,
    paymentMethod: (order) => fromServiceMethod(order.billingInformation.paymentMethod),
    referenceNumber: (order) => order.customerRemarks.referenceNumber,
    quoteValidUntil: (order) => order.quote?.validUntil ?? null,
    quoteState: (order) => (order.quote ? quoteStates[order.quote.state] : null),
    billingAddress: (order) => order.billingInformation,
    shippingAddress: (order) => order.shippingInformation,
    voucherCode: (order) => order.discount?.code ?? null,
    totals: (order) => totalsOf(order.totals),
    productionDays: (order) => order.estimatedProductionTimeDays,
    deliveryDays: (order) => order.estimatedProductionTimeDays + order.shippingMethod.shippingTimeDays,
    documentUrl: (order, _args, context) =>
      orderMediaUrl(context, `/checkout/order/${order._id}/document.pdf`),
  },
  OrderItem: {
    surfaceFinish: (item) => item.finish,
    price: (item) => money(item.lineNetCents, item.lineGrossCents),
    productionDays: (item) => item.productionTime,
    thumbnailUrl: (item, _args, context) => (item.thumbnail ? orderMediaUrl(context, item.thumbnail) : null),
    attachments: (item, _args, context) =>
      item.attachments.map((path, n) => ({
        name: item.attachmentNames[n] ?? "",
        url: orderMediaUrl(context, path),
      })),
  },
  LegacyOrderTrackingResult: {
    __resolveType: (result) => ("kind" in result ? "TooManyAttempts" : "LegacyOrderTracking"),
  },
  LegacyOrderTracking: {
    orderNumber: (tracking) => tracking.id,
    orderedAt: (tracking) => tracking.date,
    status: (tracking) => tracking.publicStatus_de,
    productionDays: (tracking) => tracking.prodTime,
    shippingDays: (tracking) => tracking.shipTime,
    shippingAddress: (tracking) => legacyAddress(tracking, "ship"),
    billingAddress: (tracking) => legacyAddress(tracking, "bill"),
    email: (tracking) => tracking.eMail,
    totalGrossCents: (tracking) => Math.round(tracking.priceBrutto * 100),
    shippingCostCents: (tracking) => Math.round(tracking.shipCost * 100),
    paymentMethod: (tracking) => tracking.methodForm_de,
  },
  OrderShippingMethod: {
    id: (method) => method.shippingMethodId,
    name: (method) => method.shippingMethod,
    days: (method) => method.shippingTimeDays,
  },
};
