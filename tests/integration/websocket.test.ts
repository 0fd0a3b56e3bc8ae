import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startTestShop, type TestShop } from "./harness";

describe("GraphQL over WebSocket (graphql-ws) on /graphql", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop("pglite");
  });
  afterAll(() => shop?.stop());

  it("answers an operation sent over the socket on the same port as HTTP", async () => {
    const client = createClient({
      url: `${shop.shopUrl.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    try {
      const result = await new Promise<unknown>((resolve, reject) => {
        let value: unknown;
        client.subscribe(
          { query: "{ printModes(language: EN) { name } }" },
          { next: (data) => (value = data), error: reject, complete: () => resolve(value) },
        );
      });
      expect(result).toMatchObject({
        data: { printModes: expect.arrayContaining([{ name: "SLS PA 12 white" }]) },
      });
    } finally {
      await client.dispose();
    }
  });
});
