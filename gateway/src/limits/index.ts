import type { GraphqlLimits } from "./config";
import { documentLimitRules, documentParseOptions } from "./document-rules";
import { responseSizeLimit } from "./response-size";

export {
  type Admission,
  admissionPlugin,
  admittedSlot,
  CostlyOperations,
} from "./admission";
export { clientAddressOf } from "./client-address";
export {
  CostBudget,
  clientKeyOf,
  costBudgetPlugin,
  operationCosts,
  overBudget,
  PRICE_COST,
  requestRateLimit,
  spentBudgetRefusal,
} from "./client-rate";
export {
  defaultGraphqlLimits,
  type GraphqlLimits,
  graphqlLimitsConfigSchema,
  graphqlLimitsOf,
} from "./config";
export { documentLimitRules, documentParseOptions, limitedDocument } from "./document-rules";
export { RefusalPacer, refusedDocumentPacing } from "./refusal-pacing";
export { subscriptionLimits, webSocketGuards } from "./websocket";

/** Apollo Server's share of the limits: the token limit while parsing, the rules, the answer size. */
export const apolloLimits = (limits: GraphqlLimits) => ({
  parseOptions: documentParseOptions(limits),
  validationRules: documentLimitRules(limits),
  plugin: responseSizeLimit(limits.maxResponseBytes),
});
