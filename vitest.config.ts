import { defineConfig } from "vitest/config";

// One Vitest run covers every workspace; each package keeps its tests beside its code.
export default defineConfig({
  test: {
    include: [
      "packages/*/src/**/*.test.ts",
      "gateway/src/**/*.test.ts",
      "storefront/src/**/*.test.{ts,tsx}",
      "tests/integration/**/*.test.ts",
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
