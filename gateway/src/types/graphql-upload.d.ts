// graphql-upload ships JavaScript with JSDoc types only; these are the two entry points we use.
declare module "graphql-upload/GraphQLUpload.mjs" {
  import type { GraphQLScalarType } from "graphql";

  const GraphQLUpload: GraphQLScalarType;

  export { GraphQLUpload };
  export default GraphQLUpload;
}

declare module "graphql-upload/graphqlUploadExpress.mjs" {
  import type { RequestHandler } from "express";
  export default function graphqlUploadExpress(options?: {
    maxFieldSize?: number;
    maxFileSize?: number;
    maxFiles?: number;
  }): RequestHandler;
}
