import { useCallback } from "react";
import { useCart } from "../cart/useCart";
import { useOrderProcess } from "../order/OrderProcess";
import { forgetCheckout, pendingOrderStore } from "./checkoutState";

/**
 * Spec: local storage is cleared but for cookie consent, session and user preferences. Those
 * three live in cookies (cookieStore), so all of localStorage goes.
 */
function clearLocalStorage() {
  try {
    localStorage.clear();
  } catch {
    // storage disabled: nothing was kept either
  }
}

/**
 * The spec's entry of the order complete and quote generated screens: local storage cleared but
 * for consent and preferences, the payment details and the voucher dropped, a fresh cart.
 */
export function useFinishOrder() {
  const order = useOrderProcess();
  const { startNewCart } = useCart();
  return useCallback(async () => {
    clearLocalStorage();
    forgetCheckout();
    pendingOrderStore.set(undefined);
    order.orderFinished();
    await startNewCart();
  }, [order, startNewCart]);
}
