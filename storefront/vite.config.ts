import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// In development the gateway runs on :4000 and Vite proxies the API and media to it.
const gateway = process.env.GATEWAY_URL ?? "http://localhost:4000";

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      "/graphql": { target: gateway, ws: true },
      "/media": gateway,
    },
  },
  build: { outDir: "dist", sourcemap: true },
});
