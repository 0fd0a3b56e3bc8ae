import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { localStore } from "../shared/storage";

/** The spec's order process steps. */
export type OrderStep =
  | "no-order-ongoing"
  | "upload"
  | "configure-model"
  | "view-cart"
  | "provideCustomerDetails"
  | "review_order"
  | "order-completed";

interface OrderState {
  step: OrderStep;
  /** The model being configured. */
  modelFileId?: string | undefined;
}

interface OrderProcess extends OrderState {
  /** Step shown in the three-step display: 1 choose file, 2 choose print mode, 3 checkout. */
  displayStep: 1 | 2 | 3;
  startUpload(): void;
  uploaded(modelFileId: string): void;
  cancelUpload(): void;
  addedToCart(): void;
  cartEmptied(): void;
  /** The payment details or the review page was reached. */
  checkingOut(step: "provideCustomerDetails" | "review_order"): void;
  /** The order complete, failed or quote screen was reached. */
  orderFinished(): void;
  reset(): void;
}

const KEY = "druckwerk.order";
const Context = createContext<OrderProcess | null>(null);

export function displayStepOf(step: OrderStep): 1 | 2 | 3 {
  if (step === "no-order-ongoing" || step === "upload" || step === "order-completed") return 1;
  return step === "configure-model" ? 2 : 3;
}

export function OrderProcessProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<OrderState>(
    () => localStore.get<OrderState>(KEY) ?? { step: "no-order-ongoing" },
  );
  const update = useCallback((next: OrderState) => {
    localStore.set(KEY, next);
    setState(next);
  }, []);
  const value = useMemo<OrderProcess>(
    () => ({
      ...state,
      displayStep: displayStepOf(state.step),
      startUpload: () => update({ step: "upload" }),
      uploaded: (modelFileId) => update({ step: "configure-model", modelFileId }),
      cancelUpload: () => update({ step: "no-order-ongoing" }),
      addedToCart: () => update({ step: "view-cart" }),
      cartEmptied: () => update({ step: "no-order-ongoing" }),
      checkingOut: (step) => {
        if (state.step !== step) update({ step });
      },
      orderFinished: () => update({ step: "order-completed" }),
      reset: () => update({ step: "no-order-ongoing" }),
    }),
    [state, update],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useOrderProcess(): OrderProcess {
  const value = useContext(Context);
  if (!value) throw new Error("useOrderProcess needs an OrderProcessProvider");
  return value;
}
