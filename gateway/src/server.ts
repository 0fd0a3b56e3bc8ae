import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { expressMiddleware } from "@as-integrations/express5";
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from "@druckwerk/analytx/contract";
import { checkReadiness, metricsText } from "@druckwerk/platform";
import cookieParser from "cookie-parser";
import cors from "cors";
import express from "express";
import graphqlUploadExpress from "graphql-upload/graphqlUploadExpress.mjs";
import { useServer } from "graphql-ws/use/ws";
import type { Logger } from "pino";
import { WebSocketServer } from "ws";
import { answerErrors } from "./client-errors";
import { createContext, type GatewayContext, type ShopSettings, type Upstreams } from "./context";
import { AuthAPI } from "./datasources/auth";
import { clientSlots } from "./datasources/client-slots";
import { StaffAPI } from "./datasources/staff";
import { errorLogging, formatError } from "./errors";
import { internalOnly } from "./internal-only";
import { negotiateLanguage } from "./language";
import {
  admissionPlugin,
  admittedSlot,
  apolloLimits,
  CostBudget,
  CostlyOperations,
  clientAddressOf,
  clientKeyOf,
  costBudgetPlugin,
  defaultGraphqlLimits,
  type GraphqlLimits,
  RefusalPacer,
  refusedDocumentPacing,
  requestRateLimit,
  spentBudgetRefusal,
  subscriptionLimits,
  webSocketGuards,
} from "./limits";
import { mediaRouter } from "./media";
import { activeSubscriptions, metricsPlugin } from "./metrics";
import { httpOrderAccess, requestOrderAccess } from "./order-access";
import { publicOrigin, requestOrigin } from "./public-url";
import { upstreamReadiness } from "./readiness";
import { requestId } from "./request-id";
import { schema } from "./schema";
import { securityHeaders } from "./security-headers";
import { seoRouter } from "./seo";
import { httpSession, noSession, SESSION_COOKIE, STAFF_SESSION_COOKIE } from "./session";
import { inProcessFetch } from "./storefront/inProcessFetch";
import { storefrontRouter } from "./storefront/router";
import { httpUploader, socketUploader } from "./uploader";
import { webpPictures } from "./webp-pictures";

export interface GatewayOptions {
  upstreams: Upstreams;
  logger: Logger;
  /** The built storefront to serve on `/`; omitted, only the API is served. */
  storefrontDir?: string | undefined;
  /** Origins allowed to call the API from a browser (e.g. the hosted Apollo Sandbox). */
  corsOrigins: string[];
  introspection: boolean;
  /** Leave schema names out of client errors ("Did you mean …"): on in production. */
  hideSchemaDetails?: boolean;
  /** The gateway's public URL, for absolute media links and the sitemap; derived from the request when omitted. */
  publicUrl?: string | undefined;
  /** Proxies whose `X-Forwarded-For` names the shopper (Express's `trust proxy`); none when omitted. */
  trustProxy?: boolean | string;
  /** Shop-wide settings for the storefront; none set when omitted. */
  settings?: ShopSettings;
  /** Limits on every GraphQL operation (docs/api.md, "Limits"); the defaults when omitted. */
  limits?: GraphqlLimits;
  /** How long `stop` lets requests and uploads in flight finish before it cuts them; 10 s when omitted. */
  shutdownGraceMs?: number;
}

export interface Gateway {
  httpServer: Server;
  listen(port: number, host?: string): Promise<string>;
  /**
   * Refuses new connections, closes the GraphQL sockets with 1012 (service restart: clients
   * reconnect), lets the requests in flight finish within the grace, and cuts the ones left.
   */
  stop(): Promise<void>;
}

/**
 * The GraphQL gateway: HTTP and WebSocket on `/graphql`, media pass-through, the sitemap and
 * robots.txt, and the storefront.
 */
export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const { upstreams, logger } = options;
  const settings = options.settings ?? { environment: null, shutdownNotice: null, welcomeDiscountCode: null };
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy ?? false);
  const httpServer = createServer(app);

  const limits = options.limits ?? defaultGraphqlLimits;
  const clientOf = clientAddressOf(options.trustProxy);
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: "/graphql",
    ...webSocketGuards({
      corsOrigins: options.corsOrigins,
      publicUrl: options.publicUrl,
      maxRequestBytes: limits.maxRequestBytes,
    }),
  });
  const limited = apolloLimits(limits);
  const costBudget = new CostBudget(limits.costRateLimit, limits.costRateWindowSeconds * 1000);
  const refusals = new RefusalPacer(limits.refusalPauseMs, limits.refusalsHeld);
  const slotOf = clientSlots(limits.upstreamRequestsPerClient);
  const costly = new CostlyOperations(limits);
  /**
   * An operation of `clientIp` over HTTP: what it may have priced (the variant cap and its
   * client's cost budget), and its way to the services (its client's slots, and its turn as a
   * costly operation once its prices and requests reach `costlyCost`).
   */
  const httpOperation = (clientIp: string) => {
    const client = clientKeyOf(clientIp);
    const admission = costly.operation(client);
    let pricesCost = 0;
    return {
      admission,
      prices: {
        maxVariants: limits.maxPriceVariants,
        charge: (amount: number) => {
          pricesCost += amount;
          return costBudget.charge(client, amount);
        },
      },
      slot: admittedSlot(slotOf(client), admission, () => pricesCost, limits.costlyCost),
    };
  };
  /** What an operation of `clientIp` may have priced: the variant cap, and its cost budget. */
  const priceAllowance = (clientIp: string) => ({
    maxVariants: limits.maxPriceVariants,
    charge: (amount: number) => costBudget.charge(clientKeyOf(clientIp), amount),
  });
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    introspection: options.introspection,
    // No "Did you mean …" in production: a stranger learns no field names from typos.
    hideSchemaDetailsFromClientErrors: options.hideSchemaDetails ?? false,
    formatError,
    parseOptions: limited.parseOptions,
    validationRules: limited.validationRules,
    // The process's signal handler stops the whole shop in order; Apollo's own would exit early.
    stopOnTerminationSignals: false,
    plugins: [
      metricsPlugin(),
      errorLogging(logger),
      limited.plugin,
      costBudgetPlugin(schema, costBudget, ({ clientIp }) => clientKeyOf(clientIp)),
      admissionPlugin(),
      refusedDocumentPacing(refusals),
      // Before the HTTP drain ends idle sockets: a subscription client learns why its socket closes.
      {
        async serverWillStart() {
          return {
            async drainServer() {
              for (const socket of wsServer.clients)
                socket.close(CloseCode.ServiceRestart, "Service restart");
              await wsCleanup.dispose();
            },
          };
        },
      },
      ApolloServerPluginDrainHttpServer({
        httpServer,
        stopGracePeriodMillis: options.shutdownGraceMs ?? 10_000,
      }),
    ],
  });
  const cache = apollo.cache;
  const { openSubscriptions, ...socketLimits } = subscriptionLimits(schema, limits, clientOf);
  const stopCountingSubscriptions = activeSubscriptions.add(openSubscriptions);
  const wsCleanup = useServer(
    {
      schema,
      ...socketLimits,
      context: ({ extra }) =>
        createContext({
          requestId: randomUUID(),
          language: negotiateLanguage(extra.request.headers["accept-language"]),
          clientIp: clientOf(extra.request),
          mediaBaseUrl: mediaBase(options.publicUrl, `http://${extra.request.headers.host}`),
          upstreams,
          cache,
          settings,
          session: noSession,
          staffSession: noSession,
          orderAccess: requestOrderAccess(),
          uploader: socketUploader(extra.request.headers.cookie),
          logger,
          prices: priceAllowance(clientOf(extra.request)),
          slot: slotOf(clientKeyOf(clientOf(extra.request))),
        }),
    },
    wsServer,
  );
  await apollo.start();
  /** The context of an operation that came over HTTP (or for a page of it, rendered on the server). */
  const httpContext = (req: express.Request, res: express.Response, acceptLanguage: string | undefined) =>
    createContext({
      requestId: String(res.locals.requestId),
      language: negotiateLanguage(acceptLanguage),
      clientIp: req.ip ?? "",
      mediaBaseUrl: mediaBase(options.publicUrl, requestOrigin(req)),
      upstreams,
      cache,
      settings,
      session: httpSession(req, res),
      staffSession: httpSession(req, res, STAFF_SESSION_COOKIE),
      orderAccess: httpOrderAccess(req, res),
      uploader: httpUploader(req, res),
      logger,
      ...httpOperation(req.ip ?? ""),
    });

  app.use(requestId, securityHeaders({ cmsUrl: upstreams.cms }));
  app.get("/health", (_req, res) => {
    res.json({ status: "ok" });
  });
  const readinessChecks = upstreamReadiness(upstreams);
  app.get("/ready", internalOnly, async (_req, res) => {
    const report = await checkReadiness(readinessChecks);
    res.status(report.status === "ok" ? 200 : 503).json(report);
  });
  app.get("/metrics", internalOnly, async (_req, res) => {
    const { contentType, body } = await metricsText();
    res.type(contentType).send(body);
  });
  app.use(
    "/graphql",
    cors<cors.CorsRequest>({ origin: options.corsOrigins, credentials: true }),
    // Per client, before anything reads the body: so many requests, and so much cost, per window.
    requestRateLimit(limits, refusals),
    spentBudgetRefusal(costBudget, refusals),
    refuseOversizedUploads,
    // Files in GraphQL multipart requests are buffered to temporary files, never held in memory.
    // busboy calls a file that reaches maxFileSize truncated: one byte more lets exactly
    // MAX_UPLOAD_BYTES through and refuses the byte after it (multipart.ts, FileTooLarge).
    graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES + 1, maxFiles: 1 }),
    // A body over the limit is refused (413 REQUEST_TOO_LARGE) before any of it is parsed.
    express.json({ limit: limits.maxRequestBytes }),
    cookieParser(),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => httpContext(req, res, req.get("accept-language")),
    }),
  );
  app.use(
    "/media",
    cookieParser(),
    mediaRouter(
      upstreams,
      async (req, requestId) => {
        const token = req.cookies?.[SESSION_COOKIE];
        if (typeof token !== "string" || !token) return null;
        const auth = new AuthAPI({ baseURL: upstreams.auth, cache, requestId, clientIp: req.ip ?? "" });
        return (await auth.details(token))?.userId ?? null;
      },
      async (req, requestId) => {
        const token = req.cookies?.[STAFF_SESSION_COOKIE];
        if (typeof token !== "string" || !token) return false;
        const staff = new StaffAPI({ baseURL: upstreams.auth, cache, requestId, clientIp: req.ip ?? "" });
        return (await staff.member(token)) !== null;
      },
      { webp: webpPictures(), logger },
    ),
  );
  app.use(seoRouter({ cmsUrl: upstreams.cms, cache, publicUrl: options.publicUrl, logger }));
  if (options.storefrontDir) {
    app.use(
      cookieParser(),
      await storefrontRouter({
        distDir: options.storefrontDir,
        publicUrl: options.publicUrl,
        fetchFor: (req, res) => inProcessFetch(apollo, (language) => httpContext(req, res, language)),
      }),
    );
  }
  app.use(answerErrors(logger, limits.maxRequestBytes, refusals));

  return {
    httpServer,
    listen: (port, host = "0.0.0.0") =>
      new Promise((resolve, reject) => {
        httpServer.once("error", reject);
        httpServer.listen(port, host, () => {
          const address = httpServer.address();
          resolve(`http://localhost:${typeof address === "object" && address ? address.port : port}`);
        });
      }),
    stop: async () => {
      stopCountingSubscriptions();
      await apollo.stop();
    },
  };
}

/** Room for the multipart framing and the operation around the file. */
const MULTIPART_OVERHEAD = 1024 * 1024;

/** Refuses an upload that announces more than MAX_UPLOAD_BYTES before reading any of it. */
const refuseOversizedUploads: express.RequestHandler = (req, res, next) => {
  if (
    !req.is("multipart/form-data") ||
    Number(req.get("content-length") ?? 0) <= MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD
  ) {
    return next();
  }
  res.setHeader("connection", "close");
  res.status(413).json({
    errors: [
      {
        message: FILE_TOO_LARGE_MESSAGE,
        extensions: { code: "FILE_TOO_LARGE" },
      },
    ],
  });
};

/** WebSocket close codes (RFC 6455 and IANA's registry). */
const CloseCode = { ServiceRestart: 1012 } as const;

const mediaBase = (publicUrl: string | undefined, origin: string) =>
  `${publicOrigin(publicUrl, origin)}/media`;
