import { useCallback } from "react";
import { useCart } from "../cart/useCart";
import { useOrderProcess } from "../order/OrderProcess";
import { forgetCheckout, pendingOrderStore } from "./checkoutState";

/** What survives an order in local storage (spec: cookie consent, session and user preferences). */
const KEPT = new Set(["druckwerk.consent", "druckwerk.preferences"]);

function clearLocalStorage() {
  try {
    for (const key of Object.keys(localStorage)) if (!KEPT.has(key)) localStorage.removeItem(key);
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
