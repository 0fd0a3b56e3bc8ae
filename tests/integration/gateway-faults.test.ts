import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createGateway, type Gateway } from "@druckwerk/gateway";
import { createLogger } from "@druckwerk/platform";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GraphQLResponse } from "./harness";

/** A pricing upstream that answers a shape the contract does not allow. */
function brokenUpstream(): Promise<Server> {
  const server = createServer((_req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify([{ id: 1, name: null }]));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

async function gatewayFor(pricing: string): Promise<{ gateway: Gateway; url: string }> {
  const gateway = await createGateway({
    upstreams: {
      pricing,
      analytx: pricing,
      checkout: pricing,
      cms: pricing,
      forms: pricing,
      auth: pricing,
      shipping: pricing,
    },
    logger: createLogger("test", "silent"),
    corsOrigins: ["https://studio.apollographql.com"],
    introspection: true,
  });
  return { gateway, url: await gateway.listen(0, "127.0.0.1") };
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

const query = async <T = Record<string, unknown>>(
  url: string,
  body: unknown,
  headers?: Record<string, string>,
) => (await (await post(url, body, headers)).json()) as GraphQLResponse<T>;

describe("the gateway when an upstream fails", () => {
  let broken: Server;
  let down: { gateway: Gateway; url: string };
  let invalid: { gateway: Gateway; url: string };

  beforeAll(async () => {
    broken = await brokenUpstream();
    // Port 9 (discard) on loopback: nothing listens there, so connections are refused.
    down = await gatewayFor("http://127.0.0.1:9");
    invalid = await gatewayFor(`http://127.0.0.1:${(broken.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await down?.gateway.stop();
    await invalid?.gateway.stop();
    broken?.close();
  });

  it("answers UPSTREAM_UNAVAILABLE with a clean message when the service is down", async () => {
    const body = await query(down.url, { query: "{ printModes { id } }" });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: "The pricing service is unavailable, please try again later",
      extensions: { code: "UPSTREAM_UNAVAILABLE" },
    });
    expect(JSON.stringify(body)).not.toContain("127.0.0.1");
  });

  it("never passes on an upstream answer that breaks the contract", async () => {
    const body = await query(invalid.url, { query: "{ printModes { id name } }" });
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([
      {
        message: "Internal server error",
        path: ["printModes"],
        locations: expect.any(Array),
        extensions: { code: "UPSTREAM_INVALID_RESPONSE" },
      },
    ]);
  });

  it("still answers what needs no upstream", async () => {
    const body = await query(
      down.url,
      { query: "{ gatewayInfo { language } }" },
      { "accept-language": "fr" },
    );
    expect(body).toEqual({ data: { gatewayInfo: { language: "FR" } } });
  });

  it("rejects a malformed query with a stable code", async () => {
    const response = await post(down.url, { query: "{ printModes { nope } }" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as GraphQLResponse;
    expect(body.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });

  it("lets the hosted Apollo Sandbox call it (CORS) and refuses other origins", async () => {
    const allowed = await fetch(`${down.url}/graphql`, {
      method: "OPTIONS",
      headers: { origin: "https://studio.apollographql.com", "access-control-request-method": "POST" },
    });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://studio.apollographql.com");
    expect(allowed.headers.get("access-control-allow-credentials")).toBe("true");
    const other = await fetch(`${down.url}/graphql`, {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("serves introspection for Sandbox and codegen", async () => {
    const body = await query<{ __type: { description: string } }>(down.url, {
      query: '{ __type(name: "PrintMode") { description } }',
    });
    expect(body.data?.__type.description).toContain("print mode");
  });
});
