import { existsSync } from "node:fs";
import path from "node:path";
import express, { type Router } from "express";

/**
 * Serves the built storefront: hashed assets cached for a year, every other GET that asks for
 * HTML answered with index.html so client routes (`/en/kontakt`, `/cart`) survive a reload.
 */
export function storefrontRouter(distDir: string): Router {
  const router = express.Router();
  const indexHtml = path.join(distDir, "index.html");
  if (!existsSync(indexHtml)) {
    router.get("/", (_req, res) => {
      res.status(503).type("text").send("The storefront is not built yet: run `npm run build`.");
    });
    return router;
  }
  router.use(
    "/assets",
    express.static(path.join(distDir, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }),
  );
  router.use(express.static(distDir, { index: false, maxAge: "1h" }));
  router.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!req.accepts("html")) return next();
    res.setHeader("cache-control", "no-cache");
    res.sendFile(indexHtml);
  });
  return router;
}
