import type { Resolvers } from "../generated/graphql";

export const shopResolvers: Resolvers = {
  Query: {
    shopSettings: (_parent, _args, { settings }) => settings,
  },
};
