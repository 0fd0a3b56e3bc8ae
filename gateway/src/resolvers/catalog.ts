import type { Resolvers } from "../generated/graphql";
import { mediaUrl } from "./media-url";

export const catalogResolvers: Resolvers = {
  Query: {
    printModes: (_parent, { language }, { dataSources, language: requestLanguage }) =>
      dataSources.pricing.printModes(language ?? requestLanguage),
    printMode: (_parent, { id, language }, { dataSources, language: requestLanguage }) =>
      dataSources.pricing.printMode(id, language ?? requestLanguage),
  },
  PrintModePicture: {
    url: ({ path }, _args, context) => mediaUrl(context, "pricing", path),
  },
  Color: {
    thumbnailUrl: ({ thumbnailPath }, _args, context) => mediaUrl(context, "pricing", thumbnailPath),
  },
};
