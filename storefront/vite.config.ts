import { fileURLToPath } from "node:url";
import postcssGlobalData from "@csstools/postcss-global-data";
import react from "@vitejs/plugin-react";
import postcssCustomMedia from "postcss-custom-media";
import { defineConfig } from "vite";

// In development the gateway runs on :4000 and Vite proxies the API and media to it.
const gateway = process.env.GATEWAY_URL ?? "http://localhost:4000";

export default defineConfig({
  plugins: [react()],
  css: {
    postcss: {
      // The named breakpoints of src/styles/breakpoints.css, usable in every CSS module.
      plugins: [
        postcssGlobalData({ files: [fileURLToPath(new URL("src/styles/breakpoints.css", import.meta.url))] }),
        postcssCustomMedia(),
      ],
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/graphql": { target: gateway, ws: true },
      "/media": gateway,
    },
  },
  build: { outDir: "dist", sourcemap: true },
});
