import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { ViewerDocument } from "./queries";

/**
 * For a `NotSignedIn` answer (the spec's 403): the session ended elsewhere, so the account is
 * forgotten and the login guard takes the shopper to `/login` and back to this page afterwards.
 */
export function useSessionEnded() {
  const client = useApolloClient();
  return useCallback(
    () => client.cache.writeQuery({ query: ViewerDocument, data: { viewer: null } }),
    [client],
  );
}
