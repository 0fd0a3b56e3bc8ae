import type { Request } from "express";

/** Where shoppers reach the shop: `PUBLIC_URL` when set, else the origin a request came to; no trailing slash. */
export const publicOrigin = (publicUrl: string | undefined, requestOrigin: string) =>
  (publicUrl ?? requestOrigin).replace(/\/$/, "");

/** The origin an HTTP request came to, as Express reads it (`trust proxy` applies to the protocol). */
export const requestOrigin = (req: Request) => `${req.protocol}://${req.get("host")}`;
