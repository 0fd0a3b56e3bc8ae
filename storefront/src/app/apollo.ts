import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type NormalizedCacheObject,
} from "@apollo/client";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { isSubscriptionOperation } from "@apollo/client/utilities";
import { createClient } from "graphql-ws";
import { RefreshSessionDocument, ViewerDocument } from "../account/queries";
import possibleTypesResult from "../gql/possible-types";
import { i18n } from "../i18n";
import { latestAnswerLink } from "./latestAnswerLink";
import { type SessionKeeper, sessionLink } from "./sessionLink";

// Catalogue entities keep their ids across languages, so they are stored under the localised
// root field instead of being normalised by id (which would mix languages in the cache).
// Prices depend on model, scale and quantity, so a colour is never one object either.
const unnormalisedTypes = [
  "PrintMode",
  "PrintModeFeatures",
  "SurfaceFinish",
  "Color",
  "ProcessingStep",
  "ProcessingStepOption",
  "RankingEntry",
  "ItemPrice",
  "CartItemColor",
];

/** Every request asks for the shop's current language, so localised fields follow the page. */
const languageLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, "accept-language": i18n.language },
  }));
  return forward(operation);
});

/**
 * Renews the session for the session link, one renewal at a time however many operations were
 * refused together, and forgets the account when it has ended.
 */
function sessionKeeper(client: () => ApolloClient): SessionKeeper {
  let renewal: Promise<boolean> | null = null;
  return {
    refresh() {
      renewal ??= client()
        .mutate({ mutation: RefreshSessionDocument })
        .then(({ data }) => data?.refreshSession.__typename === "SessionRefreshed")
        .catch(() => false)
        .finally(() => {
          renewal = null;
        });
      return renewal;
    },
    ended: () => client().cache.writeQuery({ query: ViewerDocument, data: { viewer: null } }),
  };
}

type StoreValue = Record<string, unknown>;
const isObject = (value: unknown): value is StoreValue =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Two answers for the same unnormalised value merged: the newer answer's fields win, fields only
 * the older one asked for stay, down through nested objects of the same type and lists of objects
 * with ids (matched by id; the newer list decides which items there are). The catalogue query (the
 * "from" prices, pictures) and the configurator's (prices for one model) both fill `printModes`:
 * replaced whole, each answer wiped the other's fields and the two took turns fetching.
 */
function mergeAnswers(older: unknown, newer: unknown): unknown {
  if (Array.isArray(older) && Array.isArray(newer)) {
    const before = new Map(older.filter(isObject).map((item) => [item.id, item]));
    return newer.map((item) => {
      const old = isObject(item) && item.id !== undefined ? before.get(item.id) : undefined;
      return old ? mergeAnswers(old, item) : item;
    });
  }
  if (isObject(older) && isObject(newer) && older.__typename === newer.__typename) {
    const merged: StoreValue = { ...older };
    for (const [key, value] of Object.entries(newer)) merged[key] = mergeAnswers(older[key], value);
    return merged;
  }
  return newer;
}

/** The cache of every client, in the browser and on the server, so the server's state restores. */
export function createCache() {
  return new InMemoryCache({
    possibleTypes: possibleTypesResult.possibleTypes,
    typePolicies: {
      ...Object.fromEntries(unnormalisedTypes.map((type) => [type, { keyFields: false as const }])),
      Query: { fields: { printModes: { merge: (existing, incoming) => mergeAnswers(existing, incoming) } } },
    },
  });
}

/** The browser's client, starting from what the server fetched to render the page. */
export function createApolloClient(serverState?: NormalizedCacheObject) {
  const http = ApolloLink.from([
    sessionLink(sessionKeeper(() => client)),
    languageLink,
    latestAnswerLink(),
    new HttpLink({ uri: "/graphql", credentials: "same-origin" }),
  ]);
  const ws = new GraphQLWsLink(
    createClient({
      url: `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/graphql`,
      lazy: true,
    }),
  );
  const cache = createCache();
  if (serverState) cache.restore(serverState);
  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.split(({ query }) => isSubscriptionOperation(query), ws, http),
    cache,
    // Queries that always ask the network take the server's answer while the page hydrates.
    ssrForceFetchDelay: 100,
  });
  return client;
}
