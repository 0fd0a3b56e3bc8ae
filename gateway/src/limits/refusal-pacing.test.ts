import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { jitteredPause, RefusalPacer } from "./refusal-pacing";

/** A server whose `/refuse` answers 429 through `pacer`, and whose `/ok` answers at once. */
async function serve(pacer: RefusalPacer) {
  const app = express();
  app.get("/refuse", (req, res) => {
    pacer.answer(res, () => res.status(429).json({ refused: true }), Number(req.query.retryAfter ?? 60));
  });
  app.get("/ok", (_req, res) => {
    res.json({ ok: true });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const servers: ReturnType<ReturnType<typeof express>["listen"]>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** Fetches each url and lists them in the order their answers came. */
async function arrivals(urls: Record<string, string>) {
  const order: string[] = [];
  await Promise.all(
    Object.entries(urls).map(async ([name, url]) => {
      const response = await fetch(url);
      await response.text();
      order.push(`${name} ${response.status}`);
    }),
  );
  return order;
}

describe("refusals paced like a tarpit", () => {
  it("holds a refusal while other requests are answered, then sends it", async () => {
    const pacer = new RefusalPacer(300, 10);
    const base = await serve(pacer);
    const refused = fetch(`${base}/refuse`);
    await expect.poll(() => pacer.held).toBe(1);
    expect(await arrivals({ ok: `${base}/ok` })).toEqual(["ok 200"]);
    expect(pacer.held).toBe(1);
    const answer = await refused;
    expect(answer.status).toBe(429);
    expect(await answer.json()).toEqual({ refused: true });
    expect(pacer.held).toBe(0);
  });

  it("answers at once when as many refusals as allowed already wait", async () => {
    const pacer = new RefusalPacer(300, 1);
    const base = await serve(pacer);
    const first = fetch(`${base}/refuse`);
    await expect.poll(() => pacer.held).toBe(1);
    expect(await arrivals({ second: `${base}/refuse` })).toEqual(["second 429"]);
    expect(pacer.held).toBe(1);
    expect((await first).status).toBe(429);
  });

  it("never pauses longer than the Retry-After it answers with, and 0 turns pacing off", async () => {
    const paced = await serve(new RefusalPacer(60_000, 10));
    expect((await fetch(`${paced}/refuse?retryAfter=0`)).status).toBe(429);
    const off = new RefusalPacer(0, 10);
    const base = await serve(off);
    expect((await fetch(`${base}/refuse`)).status).toBe(429);
    expect(off.held).toBe(0);
  });

  it("drops the held answer of a client that hangs up", async () => {
    const pacer = new RefusalPacer(60_000, 10);
    const base = await serve(pacer);
    const hangUp = new AbortController();
    const refused = fetch(`${base}/refuse`, { signal: hangUp.signal }).catch((error: Error) => error.name);
    await expect.poll(() => pacer.held).toBe(1);
    hangUp.abort();
    expect(await refused).toBe("AbortError");
    await expect.poll(() => pacer.held).toBe(0);
  });

  it("spreads the pauses of refusals sent together from half the pause to one and a half", () => {
    expect(jitteredPause(1000, 0)).toBe(500);
    expect(jitteredPause(1000, 0.5)).toBe(1000);
    expect(jitteredPause(1000, 0.999_999)).toBe(1500);
    const pauses = Array.from({ length: 200 }, () => jitteredPause(1000, Math.random()));
    expect(Math.min(...pauses)).toBeGreaterThanOrEqual(500);
    expect(Math.max(...pauses)).toBeLessThanOrEqual(1500);
    expect(new Set(pauses).size).toBeGreaterThan(50);
  });
});
