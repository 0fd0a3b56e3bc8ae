import { ApolloLink } from "@apollo/client";
import { canonicalStringify, isQueryOperation } from "@apollo/client/utilities";
import { Observable } from "rxjs";

/**
 * A query's answer never goes back behind a later answer to the same question. Apollo Client
 * refetches beside a request still on its way (apollographql/apollo-client#13429): the query
 * stays loading until the older request answers, and when it answers last, its older state
 * overwrites the newer one in the cache, e.g. prices asked before the wall thickness was measured
 * over those asked once it was. So when a request answers, the requests for the same question
 * asked before it get that answer at once and are dropped. The same question: the same operation,
 * variables and headers (the language).
 */
export function latestAnswerLink(): ApolloLink {
  let asked = 0;
  /** Per question, the requests on their way by the order they were asked in, with how to answer each. */
  const questions = new Map<string, Map<number, (answer: ApolloLink.Result) => void>>();
  return new ApolloLink((operation, forward) => {
    if (!isQueryOperation(operation.query)) return forward(operation);
    const key = canonicalStringify([
      operation.operationName,
      operation.variables,
      operation.getContext().headers,
    ]);
    const order = ++asked;
    return new Observable<ApolloLink.Result>((observer) => {
      const waiting = questions.get(key) ?? new Map();
      questions.set(key, waiting);
      waiting.set(order, (answer: ApolloLink.Result) => {
        observer.next(answer);
        observer.complete();
      });
      const upstream = forward(operation).subscribe({
        next: (answer) => {
          for (const [earlier, answerEarlier] of waiting) if (earlier < order) answerEarlier(answer);
          observer.next(answer);
        },
        error: (error) => observer.error(error),
        complete: () => observer.complete(),
      });
      return () => {
        upstream.unsubscribe();
        waiting.delete(order);
        if (waiting.size === 0) questions.delete(key);
      };
    });
  });
}
