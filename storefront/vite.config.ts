import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import postcssGlobalData from "@csstools/postcss-global-data";
import react from "@vitejs/plugin-react";
import postcssCustomMedia from "postcss-custom-media";
import { defineConfig, type Plugin } from "vite";

/**
 * React Router's package resolves to its development build under every condition; a build for
 * the shop takes the production one (no dev warnings, a third smaller).
 */
const reactRouterBuild = (entry: "index" | "dom-export") =>
  createRequire(import.meta.url)
    .resolve("react-router")
    .replace(/development[/\\]index\.m?js$/, `production/${entry}.mjs`);

/**
 * Replaces each `graphql(\`…\`)` call with the document codegen generated for it (what the client
 * preset's Babel and SWC plugins do): a page's bundle then holds its own documents, not the map of
 * every document of the shop that `graphql()` looks them up in.
 */
function graphqlDocuments(): Plugin {
  const generated = fileURLToPath(new URL("src/gql/", import.meta.url));
  return {
    name: "druckwerk:graphql-documents",
    enforce: "pre",
    transform(code, id) {
      if (id.startsWith(generated) || !/\.tsx?$/.test(id) || !code.includes("graphql(`")) return null;
      const used = new Set<string>();
      const replaced = code.replace(/\bgraphql\(`([^`]*)`\)/g, (_call, source: string) => {
        const first = /\b(query|mutation|subscription|fragment)\s+(\w+)/.exec(source);
        if (!first) throw new Error(`${id}: a graphql() document without a named operation or fragment`);
        const name = first[1] === "fragment" ? `${first[2]}FragmentDoc` : `${first[2]}Document`;
        used.add(name);
        return `__document_${name}`;
      });
      const imports = [...used].map((name) => `${name} as __document_${name}`).join(", ");
      return {
        code: `import { ${imports} } from ${JSON.stringify(`${generated}graphql.ts`)};\n${replaced}`,
        map: null,
      };
    },
  };
}

// `vite build` makes the browser's files (dist/client, with the manifest the server reads);
// `vite build --ssr` the server's entry (dist/server). See server/storefrontRouter.ts.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [graphqlDocuments(), react()],
  resolve:
    command === "build"
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterBuild("index") },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild("dom-export") },
          ],
        }
      : {},
  css: {
    postcss: {
      // The named breakpoints of src/styles/breakpoints.css, usable in every CSS module.
      plugins: [
        postcssGlobalData({ files: [fileURLToPath(new URL("src/styles/breakpoints.css", import.meta.url))] }),
        postcssCustomMedia(),
      ],
    },
  },
  build: isSsrBuild
    ? { outDir: "dist/server", sourcemap: true, rolldownOptions: { input: "src/entry-server.tsx" } }
    : {
        outDir: "dist/client",
        sourcemap: true,
        manifest: true,
        rolldownOptions: { input: "src/entry-client.tsx" },
      },
}));
