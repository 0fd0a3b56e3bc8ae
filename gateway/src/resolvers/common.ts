import type { Resolvers } from "../generated/graphql";
import { gatewayVersion } from "../version";

export const commonResolvers: Resolvers = {
  Query: {
    gatewayInfo: (_parent, _args, { language }) => ({ version: gatewayVersion, language }),
  },
};
