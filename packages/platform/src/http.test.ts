import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { HttpError } from "./errors";
import { createServiceApp, type ServiceApp } from "./http";
import { createLogger } from "./logger";

describe("the service app factory", () => {
  let app: ServiceApp;
  beforeAll(async () => {
    app = createServiceApp({ logger: createLogger("test", "silent") });
    app.post(
      "/things/:id",
      {
        schema: {
          params: z.object({ id: z.coerce.number().int() }),
          body: z.object({ name: z.string().max(5) }),
        },
      },
      async (request) => ({ id: request.params.id, name: request.body.name }),
    );
    app.get("/conflict", async () => {
      throw new HttpError(409, "THING_EXISTS", "That thing exists already");
    });
    app.get("/boom", async () => {
      throw new Error("database password is hunter2");
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it("sends security headers with every answer, refusals and unknown routes too", async () => {
    for (const url of ["/conflict", "/health", "/nowhere"]) {
      const { headers } = await app.inject({ method: "GET", url });
      expect(headers["content-security-policy"], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
  });

  it("passes valid input through, typed", async () => {
    const response = await app.inject({ method: "POST", url: "/things/7", payload: { name: "ok" } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 7, name: "ok" });
  });

  it("answers invalid bodies and params with 400 VALIDATION_FAILED naming the field", async () => {
    const body = await app.inject({ method: "POST", url: "/things/7", payload: { name: "far too long" } });
    expect(body.statusCode).toBe(400);
    expect(body.json().error).toMatchObject({
      code: "VALIDATION_FAILED",
      message: expect.stringContaining("name"),
      details: { fields: [{ field: "name", code: "TOO_LONG", message: expect.any(String) }] },
    });
    const params = await app.inject({ method: "POST", url: "/things/abc", payload: { name: "ok" } });
    expect(params.statusCode).toBe(400);
    expect(params.json().error).toMatchObject({
      code: "VALIDATION_FAILED",
      details: { fields: [{ field: "params.id", code: "INVALID_TYPE" }] },
    });
    const missing = await app.inject({ method: "POST", url: "/things/7", payload: {} });
    expect(missing.json().error.details.fields).toEqual([
      { field: "name", code: "REQUIRED", message: expect.any(String) },
    ]);
  });

  it("answers an HttpError with its status and code", async () => {
    const response = await app.inject({ method: "GET", url: "/conflict" });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: "THING_EXISTS",
      message: "That thing exists already",
    });
  });

  it("masks internal errors and keeps the request id", async () => {
    const response = await app.inject({ method: "GET", url: "/boom", headers: { "x-request-id": "req-42" } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: "INTERNAL", message: "Internal server error", requestId: "req-42" },
    });
    expect(response.headers["x-request-id"]).toBe("req-42");
    expect(response.body).not.toContain("hunter2");
  });

  it("answers unknown routes with 404 NOT_FOUND and malformed JSON with 400", async () => {
    const missing = await app.inject({ method: "GET", url: "/nowhere" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("NOT_FOUND");
    const malformed = await app.inject({
      method: "POST",
      url: "/things/1",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({ code: "MALFORMED_REQUEST", message: expect.any(String) });
  });
});
