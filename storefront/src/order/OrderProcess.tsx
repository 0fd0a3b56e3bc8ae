import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { cookieStore, useCookieValue } from "../shared/cookieStore";

/** The spec's order process steps. */
export type OrderStep =
  | "no-order-ongoing"
  | "upload"
  | "configure-model"
  | "view-cart"
  | "provideCustomerDetails"
  | "review_order"
  | "order-completed";

/** An analysed model waiting for its turn in the configurator (several files were dropped at once). */
export interface WaitingModel {
  modelFileId: string;
  name: string;
}

interface OrderState {
  step: OrderStep;
  /** The model being configured, and its file's name when known. */
  modelFileId?: string | undefined;
  modelName?: string | undefined;
  /** Analysed models to configure after this one, in the order their analyses finished. */
  waiting?: WaitingModel[] | undefined;
  /** The print mode chosen in the catalogue: the configurator starts with it where it can print. */
  preferredModeId?: string | undefined;
}

interface OrderProcess extends OrderState {
  /** Step shown in the three-step display: 1 choose file, 2 choose print mode, 3 checkout. */
  displayStep: 1 | 2 | 3;
  waiting: WaitingModel[];
  startUpload(): void;
  /** A model was analysed: configured now, or waiting while another one is. */
  uploaded(modelFileId: string, fileName?: string): void;
  cancelUpload(): void;
  /** The model went into the cart: "next" when a waiting model is configured now, else "cart". */
  addedToCart(): "next" | "cart";
  /** A print mode was chosen in the catalogue: the configurator starts (or switches) to it. */
  preferMode(modeId: string): void;
  /** Configure a waiting model now; the one being configured waits first in line. */
  configureWaiting(modelFileId: string): void;
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
  const stored = useCookieValue<OrderState>(KEY);
  const [state, setState] = useState<OrderState>(() => stored ?? { step: "no-order-ongoing" });
  // Every change is made from the state before it: analyses that finish together all count.
  // The catalogue's choice of mode outlives the steps: it applies to every model until changed.
  const update = useCallback((next: (before: OrderState) => OrderState) => {
    setState((before) => {
      const after = { preferredModeId: before.preferredModeId, ...next(before) };
      cookieStore.set(KEY, after);
      return after;
    });
  }, []);
  const value = useMemo<OrderProcess>(() => {
    const waiting = state.waiting ?? [];
    return {
      ...state,
      waiting,
      displayStep: displayStepOf(state.step),
      startUpload: () => update((before) => ({ step: "upload", waiting: before.waiting })),
      uploaded: (modelFileId, fileName = "") => {
        const name = fileName.replace(/\.[^.]+$/, "");
        update((before) =>
          before.step === "configure-model" && before.modelFileId
            ? { ...before, waiting: [...(before.waiting ?? []), { modelFileId, name }] }
            : { step: "configure-model", modelFileId, modelName: name, waiting: before.waiting },
        );
      },
      cancelUpload: () => update((before) => ({ step: "no-order-ongoing", waiting: before.waiting })),
      addedToCart: () => {
        const [next, ...rest] = waiting;
        update(() =>
          next
            ? { step: "configure-model", modelFileId: next.modelFileId, modelName: next.name, waiting: rest }
            : { step: "view-cart" },
        );
        return next ? "next" : "cart";
      },
      preferMode: (modeId) => update((before) => ({ ...before, preferredModeId: modeId })),
      configureWaiting: (modelFileId) =>
        update((before) => {
          const chosen = before.waiting?.find((model) => model.modelFileId === modelFileId);
          if (!chosen) return before;
          const others = (before.waiting ?? []).filter((model) => model !== chosen);
          const current = before.step === "configure-model" && before.modelFileId;
          return {
            step: "configure-model",
            modelFileId,
            modelName: chosen.name,
            waiting: current ? [{ modelFileId: current, name: before.modelName ?? "" }, ...others] : others,
          };
        }),
      cartEmptied: () => update((before) => ({ step: "no-order-ongoing", waiting: before.waiting })),
      checkingOut: (step) => {
        if (state.step !== step) update((before) => ({ step, waiting: before.waiting }));
      },
      orderFinished: () => update(() => ({ step: "order-completed" })),
      reset: () => update(() => ({ step: "no-order-ongoing", preferredModeId: undefined })),
    };
  }, [state, update]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useOrderProcess(): OrderProcess {
  const value = useContext(Context);
  if (!value) throw new Error("useOrderProcess needs an OrderProcessProvider");
  return value;
}
