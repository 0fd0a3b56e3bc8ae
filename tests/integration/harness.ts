import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PaymentProvider } from "@druckwerk/checkout/payment";
import { embeddedConfigSchema, type RunningShop, startShop } from "@druckwerk/embedded";
import { createLogger, type Database, parseConfig } from "@druckwerk/platform";
import { type DatabaseKind, openTestDatabase } from "@druckwerk/platform/testing";

/** Every service a gateway calls at one address (e.g. a port where nothing listens). */
export const upstreamsAt = (url: string) => ({
  pricing: url,
  analytx: url,
  checkout: url,
  cms: url,
  forms: url,
  auth: url,
  shipping: url,
});

/** A GraphQL response as the tests read it. */
export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[];
}

export interface TestShop extends RunningShop {
  /** The shop's database, for tests that must set up states no API creates (e.g. a crashed task). */
  database: Database;
  /** The shop's DATA_DIR (a fresh temporary folder): the mail outbox is `$dataDir/outbox`. */
  dataDir: string;
  /** Every log line the shop wrote, parsed (none unless `logLevel` was given). */
  logs: Record<string, unknown>[];
  /** Every request the REST services received, as `METHOD /path`. */
  upstreamCalls: string[];
  /** Analysis progress streams (`GET /analytx/task/:id/events`) the services hold open now. */
  openEventStreams(): number;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<T>>;
  /** A GraphQL multipart request (as Apollo Client sends one) carrying `file` as `$file`. */
  graphqlUpload<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    file: { bytes: Uint8Array; filename: string },
  ): Promise<GraphQLResponse<T>>;
}

/** A GraphQL multipart request's body (as Apollo Client sends one) carrying `file` as `$file`. */
export function uploadForm(
  query: string,
  variables: Record<string, unknown>,
  file: { bytes: Uint8Array; filename: string },
): FormData {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.append("map", JSON.stringify({ 0: ["variables.file"] }));
  form.append("0", new Blob([file.bytes]), file.filename);
  return form;
}

/**
 * The real shop (services, gateway, database) on free loopback ports, a fresh database and a fresh
 * data folder; `env` adds or overrides configuration variables; with `logLevel`, the shop's log
 * lines from that level up are kept in `logs`.
 */
export async function startTestShop(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: {
    logLevel?: "info" | "warn";
    /** The payment provider instead of the simulated one, e.g. PayPal's client against `LocalPayPal`. */
    payments?: PaymentProvider;
  } = {},
): Promise<TestShop> {
  const database = await openTestDatabase(kind);
  const dataDir = mkdtempSync(path.join(tmpdir(), "druckwerk-data-"));
  const config = parseConfig(embeddedConfigSchema, {
    PORT: "0",
    SERVICES_PORT: "0",
    HOST: "127.0.0.1",
    NODE_ENV: "test",
    STOREFRONT_DIR: "/nonexistent",
    DATA_DIR: dataDir,
    // Every test is the same client (127.0.0.1): the per-client limits would stop the suite, not a
    // shopper. client-rate-limits.test.ts sets them low; storefront-documents.test.ts checks the defaults.
    GATEWAY_RATE_LIMIT: "1000000",
    GRAPHQL_COST_RATE_LIMIT: "1000000000",
    GATEWAY_COSTLY_OPERATIONS_PER_CLIENT: "1000",
    GATEWAY_COSTLY_QUEUE_PER_CLIENT: "1000",
    ...env,
  });
  const upstreamCalls: string[] = [];
  let openEventStreams = 0;
  const filesDir = path.join(dataDir, "files");
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger("test", options.logLevel ?? "silent", {
    write: (line: string) => void logs.push(JSON.parse(line)),
  });
  const shop = await startShop(config, logger, {
    database,
    filesDir,
    ...(options.payments ? { payments: options.payments } : {}),
    instrumentServices: (app) =>
      app.addHook("onRequest", async (request, reply) => {
        upstreamCalls.push(`${request.method} ${request.url.split("?")[0]}`);
        if (/^\/analytx\/task\/[^/]+\/events/.test(request.url)) {
          openEventStreams++;
          reply.raw.once("close", () => openEventStreams--);
        }
      }),
  });
  return {
    ...shop,
    async stop() {
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    dataDir,
    database,
    logs,
    upstreamCalls,
    openEventStreams: () => openEventStreams,
    async graphql(query, variables, headers) {
      const response = await fetch(`${shop.shopUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphQLResponse<never>;
    },
    async graphqlUpload(query, variables, file) {
      const response = await fetch(`${shop.shopUrl}/graphql`, {
        method: "POST",
        body: uploadForm(query, variables, file),
        headers: { "apollo-require-preflight": "true" },
      });
      return (await response.json()) as GraphQLResponse<never>;
    },
  };
}
