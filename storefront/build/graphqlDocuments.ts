import { fileURLToPath } from "node:url";
import MagicString from "magic-string";
import type { Plugin } from "vite";

const generated = fileURLToPath(new URL("../src/gql/", import.meta.url));
const CALL = /\bgraphql\(`([^`]*)`\)/g;
const FIRST_DEFINITION = /\b(query|mutation|subscription|fragment)\s+(\w+)/;

/**
 * Replaces each `graphql(\`…\`)` call with the document codegen generated for it, as the client
 * preset's Babel and SWC plugins do: `graphql()` looks documents up in a map of every document of
 * the shop (270 kB the browser would evaluate on every page), the generated exports are tree-shaken
 * to the documents a chunk uses. A document must name its operation or fragment (codegen's rule too).
 */
export function graphqlDocuments(): Plugin {
  return {
    name: "druckwerk:graphql-documents",
    enforce: "pre",
    transform(code, id) {
      if (id.startsWith(generated) || !/\.tsx?$/.test(id) || !code.includes("graphql(`")) return null;
      const source = new MagicString(code);
      const used = new Set<string>();
      for (const call of code.matchAll(CALL)) {
        const first = FIRST_DEFINITION.exec(call[1] ?? "");
        if (!first) throw new Error(`${id}: a graphql() document without a named operation or fragment`);
        const name = first[1] === "fragment" ? `${first[2]}FragmentDoc` : `${first[2]}Document`;
        used.add(name);
        source.overwrite(call.index, call.index + call[0].length, `__document_${name}`);
      }
      const imports = [...used].map((name) => `${name} as __document_${name}`).join(", ");
      source.prepend(`import { ${imports} } from ${JSON.stringify(`${generated}graphql.ts`)};\n`);
      return { code: source.toString(), map: source.generateMap({ hires: "boundary", source: id }) };
    },
  };
}
