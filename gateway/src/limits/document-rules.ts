import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  type ParseOptions,
  parse,
  specifiedRules,
  type ValidationContext,
  type ValidationRule,
  validate,
} from "graphql";
import type { GraphqlLimits } from "./config";

/** Why a document was refused: `extensions.reason` of its GRAPHQL_VALIDATION_FAILED error. */
export type LimitReason = "QUERY_TOO_DEEP" | "TOO_MANY_ALIASES" | "TOO_MANY_DIRECTIVES" | "QUERY_TOO_COSTLY";

/** Reports graphql-armor's refusal with a stable reason and the limit, instead of throwing. */
const refusedWith = (reason: LimitReason, limit: number) => ({
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(
        new GraphQLError(error.message.replace(/^Syntax Error: /, ""), { extensions: { reason, limit } }),
      ),
  ],
});

/**
 * graphql-armor's depth, alias, directive and cost rules at the configured limits, to validate every
 * operation with (Apollo's `validationRules`, and the WebSocket server's). Fragments count as the
 * fields they stand for, not as a level of their own.
 */
export function documentLimitRules(limits: GraphqlLimits): ValidationRule[] {
  return [
    maxDepthRule({
      n: limits.maxDepth,
      flattenFragments: true,
      ...refusedWith("QUERY_TOO_DEEP", limits.maxDepth),
    }),
    maxAliasesRule({ n: limits.maxAliases, ...refusedWith("TOO_MANY_ALIASES", limits.maxAliases) }),
    maxDirectivesRule({
      n: limits.maxDirectives,
      ...refusedWith("TOO_MANY_DIRECTIVES", limits.maxDirectives),
    }),
    costLimitRule({
      maxCost: limits.maxCost,
      flattenFragments: true,
      ...refusedWith("QUERY_TOO_COSTLY", limits.maxCost),
    }),
  ];
}

/** graphql's own token limit: a longer document is refused while it is parsed (GRAPHQL_PARSE_FAILED). */
export const documentParseOptions = (limits: GraphqlLimits): ParseOptions => ({
  maxTokens: limits.maxTokens,
});

/**
 * `source` parsed and validated as Apollo Server does it at these limits (outside Apollo: the
 * WebSocket, tests): the document, or the errors that refuse it.
 */
export function limitedDocument(
  schema: GraphQLSchema,
  limits: GraphqlLimits,
  source: string,
): { document: DocumentNode } | { errors: readonly GraphQLError[] } {
  let document: DocumentNode;
  try {
    document = parse(source, documentParseOptions(limits));
  } catch (error) {
    return { errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))] };
  }
  const errors = validate(schema, document, [...specifiedRules, ...documentLimitRules(limits)]);
  return errors.length > 0 ? { errors } : { document };
}
