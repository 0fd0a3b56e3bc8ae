import type { Resolvers } from "../generated/graphql";
import { mediaUrl } from "./media-url";

export const catalogResolvers: Resolvers = {
  Query: {
    printModes: (_parent, { language }, { dataSources, language: requestLanguage }) =>
      dataSources.pricing.printModes(language ?? requestLanguage),
    printMode: async (_parent, { id, language }, { dataSources, language: requestLanguage }) => {
      const modes = await dataSources.pricing.printModes(language ?? requestLanguage);
      return modes.find((mode) => mode.id === id) ?? null;
    },
  },
  Color: {
    thumbnailUrl: ({ thumbnailPath }, _args, context) => mediaUrl(context, "pricing", thumbnailPath),
  },
};
