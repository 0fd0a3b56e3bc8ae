/**
 * The per-client limits, raised for a test run: every test is the same client, and the limits
 * would stop the suite, not a shopper (each limit is tested on its own elsewhere).
 */
export const relaxedLimits = {
  FORMS_RATE_LIMIT: "1000",
  AUTH_RATE_LIMIT: "1000",
  STAFF_RATE_LIMIT: "1000",
  TRACKING_RATE_LIMIT: "1000",
  PRICE_RATE_LIMIT: "1000000",
  UPLOADS_PER_HOUR: "1000",
  GATEWAY_RATE_LIMIT: "1000000",
  GRAPHQL_COST_RATE_LIMIT: "1000000000",
  GATEWAY_COSTLY_OPERATIONS_PER_CLIENT: "1000",
  GATEWAY_COSTLY_QUEUE_PER_CLIENT: "1000",
};
