import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { useLanguage } from "../app/useLanguage";
import { checkoutPath } from "./checkoutPaths";
import { pendingOrderStore } from "./checkoutState";

/**
 * Sends the shopper to PayPal's approval page of order `orderId` (through `/redirecting`); the
 * order is remembered for the return to `/order-complete` or `/order-failed`.
 */
export function useToPayPal() {
  const navigate = useNavigate();
  const lang = useLanguage();
  return useCallback(
    (orderId: string, paymentLink: string) => {
      pendingOrderStore.set(orderId);
      navigate(checkoutPath(lang, "redirecting"), { state: { paymentLink } });
    },
    [navigate, lang],
  );
}
