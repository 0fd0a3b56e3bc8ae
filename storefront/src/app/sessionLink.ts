import { ApolloLink } from "@apollo/client";
import { from, mergeMap, of, tap } from "rxjs";

/** The operation that renews the session; its own `NotSignedIn` is the answer, not a 403 to handle. */
export const REFRESH_OPERATION = "RefreshSession";

/** Whether a root field of the result answered `NotSignedIn` (the spec's 403). */
export function answersNotSignedIn(result: ApolloLink.Result): boolean {
  const data = (result as { data?: Record<string, unknown> | null }).data;
  return Object.values(data ?? {}).some(
    (value) =>
      typeof value === "object" &&
      value !== null &&
      (value as { __typename?: unknown }).__typename === "NotSignedIn",
  );
}

export interface SessionKeeper {
  /** Renews the session; whether it is still valid. */
  refresh(): Promise<boolean>;
  /** The session is over: forget the account (the login guard then sends the shopper to `/login`). */
  ended(): void;
}

/**
 * The spec's rule for a 403: refresh the session once and repeat the operation; when the session
 * cannot be renewed, or the repeat is refused again, the session has ended. A `NotSignedIn` answer
 * means nothing was done, so repeating a mutation is safe.
 */
export function sessionLink(keeper: SessionKeeper): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.operationName === REFRESH_OPERATION) return forward(operation);
    return forward(operation).pipe(
      mergeMap((result) => {
        if (!answersNotSignedIn(result)) return of(result);
        return from(keeper.refresh()).pipe(
          mergeMap((renewed) => {
            if (!renewed) {
              keeper.ended();
              return of(result);
            }
            return forward(operation).pipe(
              tap((again) => {
                if (answersNotSignedIn(again)) keeper.ended();
              }),
            );
          }),
        );
      }),
    );
  });
}
