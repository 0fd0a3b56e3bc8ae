import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import postcssGlobalData from "@csstools/postcss-global-data";
import react from "@vitejs/plugin-react";
import postcssCustomMedia from "postcss-custom-media";
import { defineConfig } from "vite";
import { graphqlDocuments } from "./build/graphqlDocuments";

/**
 * React Router's package resolves to its development build under every condition; a build for
 * the shop takes the production one (no dev warnings, a third smaller).
 */
const reactRouterBuild = (entry: "index" | "dom-export") =>
  createRequire(import.meta.url)
    .resolve("react-router")
    .replace(/development[/\\]index\.m?js$/, `production/${entry}.mjs`);

// `vite build` makes the browser's files (dist/client, with the manifest the server reads);
// `vite build --ssr` the server's entry (dist/server). See gateway/src/storefront/router.ts.
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
        // One stylesheet for every page: a server-rendered page of a route loaded on demand (the
        // cart, the checkout) would otherwise be painted without its styles until its code came,
        // and jump (a layout shift of 0.5 on the cart). All of it is 13 kB gzipped.
        cssCodeSplit: false,
        rolldownOptions: { input: "src/entry-client.tsx" },
      },
}));
