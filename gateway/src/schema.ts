import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { makeExecutableSchema } from "@graphql-tools/schema";
import { resolvers } from "./resolvers";

const schemaDir = fileURLToPath(new URL("../../schema/", import.meta.url));

/** The SDL of every domain, one file each under schema/. */
export const typeDefs = readdirSync(schemaDir)
  .filter((file) => file.endsWith(".graphql"))
  .sort()
  .map((file) => readFileSync(`${schemaDir}${file}`, "utf8"));

export const schema = makeExecutableSchema({ typeDefs, resolvers });
