import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

// One Vitest run covers every workspace; each package keeps its tests beside its code.
export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS build for every package (it has no exports map); Vite would give
    // the sources its ES build, and graphql refuses a schema built by the other one.
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve("graphql") }],
  },
  test: {
    include: [
      "packages/*/src/**/*.test.ts",
      "gateway/src/**/*.test.ts",
      "storefront/src/**/*.test.{ts,tsx}",
      "tests/integration/**/*.test.ts",
      "tests/cluster/**/*.test.ts",
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
