import { useApolloClient, useQuery } from "@apollo/client/react";
import { useCallback, useSyncExternalStore } from "react";
import { localStore } from "../shared/storage";
import { CartDocument, CreateCartDocument } from "./queries";

const KEY = "druckwerk.cartId";
const listeners = new Set<() => void>();

const cartIdStore = {
  get: () => localStore.get<string>(KEY),
  set(id: string | undefined) {
    if (id) localStore.set(KEY, id);
    else localStore.remove(KEY);
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The shopper's cart: its id is kept locally; a cart the server no longer knows is replaced on first use. */
export function useCart() {
  const client = useApolloClient();
  const cartId = useSyncExternalStore(cartIdStore.subscribe, cartIdStore.get);
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

  return {
    cartId,
    cart,
    itemCount: cart?.itemCount ?? 0,
    loading: query.loading,
    refetch: query.refetch,
    ensureCartId,
  };
}
