import type { KeyValueCache } from "@apollo/utils.keyvaluecache";
import { languageKey } from "@druckwerk/platform";
import type { Logger } from "pino";
import { AnalytxAPI, type ModelReader } from "./datasources/analytx";
import { AuthAPI } from "./datasources/auth";
import { CheckoutAPI } from "./datasources/checkout";
import type { UpstreamSlot } from "./datasources/client-slots";
import { CmsAPI } from "./datasources/cms";
import { FormsAPI } from "./datasources/forms";
import { OrdersAPI } from "./datasources/orders";
import { PricingAPI } from "./datasources/pricing";
import { ShippingAPI } from "./datasources/shipping";
import { StaffAPI } from "./datasources/staff";
import type { Language } from "./generated/graphql";
import { toServiceLanguage } from "./language";
import type { Admission } from "./limits";
import { createDeliveryLoader } from "./loaders/delivery-estimates";
import { createPriceLoader, type PriceAllowance } from "./loaders/prices";
import type { OrderAccess } from "./order-access";
import type { Session } from "./session";
import type { Uploader } from "./uploader";

/** Base URLs of the REST services behind the gateway. */
export interface Upstreams {
  pricing: string;
  analytx: string;
  checkout: string;
  /** A headless TYPO3: Druckwerk's cms service or a real one. */
  cms: string;
  /** Where `ContactForm.php` is. */
  forms: string;
  auth: string;
  shipping: string;
}

/** Shop-wide settings the storefront shows (see schema/shop.graphql). */
export interface ShopSettings {
  environment: string | null;
  shutdownNotice: string | null;
  welcomeDiscountCode: string | null;
}

/** What every resolver gets: the request's id and language, one client per upstream, loaders. */
export interface GatewayContext {
  requestId: string;
  language: Language;
  /** The shopper's address (forwarded to services that limit the rate per client). */
  clientIp: string;
  /** Absolute base URL of the gateway's media route, for image URLs handed to clients. */
  mediaBaseUrl: string;
  dataSources: {
    pricing: PricingAPI;
    analytx: AnalytxAPI;
    /** Reads every model file: only for resolvers behind a checked staff session. */
    staffAnalytx: AnalytxAPI;
    checkout: CheckoutAPI;
    orders: OrdersAPI;
    cms: CmsAPI;
    forms: FormsAPI;
    auth: AuthAPI;
    shipping: ShippingAPI;
    staff: StaffAPI;
  };
  /** The shopper's sign-in session (its cookie). */
  session: Session;
  /** The back office's session (a cookie of its own; never the shopper's). */
  staffSession: Session;
  /** The guest orders this client may read (their cookie). */
  orderAccess: OrderAccess;
  /** The browser's uploader key: the model files it uploaded are the ones it reads (its cookie). */
  uploader: Uploader;
  /** For failures a resolver answers around (log them with `requestId`). */
  logger: Logger;
  loaders: {
    prices: ReturnType<typeof createPriceLoader>;
    deliveryEstimates: ReturnType<typeof createDeliveryLoader>;
  };
  settings: ShopSettings;
  /** Requests this operation made to the services so far (its client's cost budget counts them). */
  upstreamCalls: { count: number };
  /** Its turn as a costly operation (HTTP only), ended when its answer is ready. */
  admission?: Admission;
}

export function createContext(args: {
  requestId: string;
  language: Language;
  clientIp: string;
  mediaBaseUrl: string;
  upstreams: Upstreams;
  cache: KeyValueCache;
  settings: ShopSettings;
  session: Session;
  staffSession: Session;
  orderAccess: OrderAccess;
  uploader: Uploader;
  logger: Logger;
  /** What the operation's prices may take (its client's cost budget among it). */
  prices: PriceAllowance;
  /** Where its client waits for a turn to call a service. */
  slot: UpstreamSlot;
  /** Its turn as a costly operation, when it may become one (its `slot` asks for it). */
  admission?: Admission;
}): GatewayContext {
  const { requestId, upstreams } = args;
  const upstreamCalls = { count: 0 };
  // Every datasource of the request counts its calls in the same tally.
  const shared = {
    cache: args.cache,
    calls: upstreamCalls,
    slot: args.slot,
    languageKey: languageKey(toServiceLanguage(args.language)),
  };
  const pricing = new PricingAPI({
    baseURL: upstreams.pricing,
    ...shared,
    requestId,
    clientIp: args.clientIp,
  });
  const shipping = new ShippingAPI({ baseURL: upstreams.shipping, ...shared, requestId });
  const auth = new AuthAPI({ baseURL: upstreams.auth, ...shared, requestId, clientIp: args.clientIp });
  let reader: Promise<ModelReader> | undefined;
  // Read once per request, and only when a model file is: the signed-in customer costs an auth call.
  const readerOf = () =>
    (reader ??= (async () => {
      const token = args.session.token;
      const userId = token ? ((await auth.details(token))?.userId ?? null) : null;
      return { uploaderKey: args.uploader.key, userId };
    })());
  return {
    requestId,
    language: args.language,
    clientIp: args.clientIp,
    mediaBaseUrl: args.mediaBaseUrl,
    dataSources: {
      pricing,
      analytx: new AnalytxAPI({
        baseURL: upstreams.analytx,
        ...shared,
        requestId,
        clientIp: args.clientIp,
        reader: readerOf,
      }),
      // For resolvers behind a checked staff session only.
      staffAnalytx: new AnalytxAPI({
        baseURL: upstreams.analytx,
        ...shared,
        requestId,
        reader: async () => "staff",
      }),
      checkout: new CheckoutAPI({ baseURL: upstreams.checkout, ...shared, requestId }),
      orders: new OrdersAPI({ baseURL: upstreams.checkout, ...shared, requestId, clientIp: args.clientIp }),
      cms: new CmsAPI({ baseURL: upstreams.cms, ...shared, requestId }),
      forms: new FormsAPI({ baseURL: upstreams.forms, ...shared, requestId, clientIp: args.clientIp }),
      auth,
      shipping,
      staff: new StaffAPI({ baseURL: upstreams.auth, ...shared, requestId, clientIp: args.clientIp }),
    },
    session: args.session,
    staffSession: args.staffSession,
    orderAccess: args.orderAccess,
    uploader: args.uploader,
    logger: args.logger,
    loaders: {
      prices: createPriceLoader(pricing, args.prices),
      deliveryEstimates: createDeliveryLoader(shipping, args.language),
    },
    settings: args.settings,
    upstreamCalls,
    ...(args.admission ? { admission: args.admission } : {}),
  };
}
