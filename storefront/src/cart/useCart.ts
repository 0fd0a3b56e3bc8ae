import { useApolloClient, useQuery } from "@apollo/client/react";
import { useCallback } from "react";
import { createExternalStore } from "../shared/externalStore";
import { CartDocument, CreateCartDocument } from "./queries";

const cartIdStore = createExternalStore<string | undefined>(undefined, {
  key: "druckwerk.cartId",
  in: "cookie",
});

/** The shopper's cart: its id is kept locally; a cart the server no longer knows is replaced on first use. */
export function useCart() {
  const client = useApolloClient();
  const cartId = cartIdStore.use();
  const query = useQuery(CartDocument, { variables: { id: cartId ?? "" }, skip: !cartId });
  const cart = cartId ? (query.data?.cart ?? undefined) : undefined;

  /** The cart's id, creating a cart on first use (or when the stored one is gone). */
  const ensureCartId = useCallback(async (): Promise<string> => {
    const stored = cartIdStore.get();
    if (stored) {
      const existing = await client.query({
        query: CartDocument,
        variables: { id: stored },
        fetchPolicy: "network-only",
      });
      if (existing.data?.cart) return stored;
    }
    const created = await client.mutate({ mutation: CreateCartDocument });
    const id = created.data?.createCart.id;
    if (!id) throw new Error("no cart was created");
    cartIdStore.set(id);
    return id;
  }, [client]);

  /** A fresh, empty cart in place of the current one (spec: after an order is placed). */
  const startNewCart = useCallback(async () => {
    cartIdStore.set(undefined);
    const created = await client.mutate({ mutation: CreateCartDocument });
    const id = created.data?.createCart.id;
    if (id) cartIdStore.set(id);
  }, [client]);

  return {
    cartId,
    cart,
    itemCount: cart?.itemCount ?? 0,
    loading: query.loading,
    refetch: query.refetch,
    ensureCartId,
    startNewCart,
  };
}
