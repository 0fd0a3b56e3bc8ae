import { requestIdFrom } from "@druckwerk/platform";
import type { RequestHandler } from "express";

/** Names every request: the client's `x-request-id` when it is safe to echo and log, else a new one. */
export const requestId: RequestHandler = (req, res, next) => {
  const id = requestIdFrom(req.headers["x-request-id"]);
  res.locals.requestId = id;
  res.setHeader("x-request-id", id);
  next();
};
