import { useQuery } from "@apollo/client/react";
import { ViewerDocument } from "./queries";

/**
 * The signed-in shopper: `account` is null when nobody is signed in, and `known` is false until the
 * gateway has answered (the spec's login state "undefined").
 */
export function useViewer() {
  const { data, error } = useQuery(ViewerDocument);
  return { account: data?.viewer ?? null, known: data !== undefined || error !== undefined };
}
