import { useQuery } from "@apollo/client/react";
import type { PaymentMethod } from "../gql/graphql";
import { orderPaymentStore } from "./checkoutState";
import { OrderDocument } from "./queries";

/**
 * An existing order to pay (`/payment-details/{orderId}`, `/review-order/{orderId}`), with the
 * method chosen for it: the one picked on the payment details, else the order's own (a quote's
 * order is paid in advance by default).
 */
export function useOrderToPay(orderId: string) {
  const { data, loading, error } = useQuery(OrderDocument, { variables: { id: orderId } });
  const chosen = orderPaymentStore.use();
  const order = error ? null : (data?.order ?? null);
  const method: PaymentMethod | null = !order
    ? null
    : chosen?.orderId === order.id
      ? chosen.method
      : order.paymentMethod === "QUOTE"
        ? "PREPAID"
        : order.paymentMethod;
  return { order, method, loading };
}
