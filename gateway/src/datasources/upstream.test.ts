import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { InMemoryLRUCache } from "@apollo/utils.keyvaluecache";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { UpstreamAPI } from "./upstream";

/** A service client as small as they come: two GETs, one naming its own language. */
class EchoAPI extends UpstreamAPI {
  protected readonly upstreamName = "echo";
  plain() {
    return this.get("plain");
  }
  french() {
    return this.get("french", { headers: { "language-key": "FR" } });
  }
  async checkedPlain(schema: z.ZodType) {
    return this.checked(schema, await this.get("plain"), "GET /plain");
  }
}

describe("every call to a service", () => {
  let server: Server;
  let baseURL: string;
  const received: IncomingHttpHeaders[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      received.push(request.headers);
      response.setHeader("content-type", "application/json");
      response.end("{}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("carries the page's language key and the request id, unless the call names its own key", async () => {
    const api = new EchoAPI({
      baseURL,
      cache: new InMemoryLRUCache(),
      requestId: "req-1",
      languageKey: "GB",
    });
    await api.plain();
    await api.french();
    expect(received.map((headers) => [headers["language-key"], headers["x-request-id"]])).toEqual([
      ["GB", "req-1"],
      ["FR", "req-1"],
    ]);
  });

  it("checks an answer shared by the callers of one operation waiting for it once, and another operation's again", async () => {
    let checks = 0;
    const counted = z.object({}).transform((answer) => {
      checks++;
      return { ...answer, checked: true };
    });
    const operation = () => new EchoAPI({ baseURL, cache: new InMemoryLRUCache(), requestId: "req-2" });
    const first = operation();
    const sent = received.length;
    const answers = await Promise.all([1, 2, 3].map(() => first.checkedPlain(counted)));
    expect(answers).toEqual([{ checked: true }, { checked: true }, { checked: true }]);
    expect(received.length - sent).toBe(1);
    expect(checks).toBe(1);
    await operation().checkedPlain(counted);
    expect(checks).toBe(2);
  });
});
