import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaRouter } from "./media";
import { requestId } from "./request-id";
import { defaultWebpOptions, webpPictures } from "./webp-pictures";

const gear = readFileSync(new URL("../../packages/cms/content/fileadmin/renders/gear.png", import.meta.url));
const corrupt = Buffer.concat([gear.subarray(0, 33), Buffer.alloc(2000, 0x5a)]);

const listening = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

/**
 * The media route against a CMS that serves a corrupt PNG and a PNG in chunks without a length,
 * with a byte limit below the PNG's size.
 */
describe("media pictures the gateway cannot or will not convert", () => {
  const warnings: Record<string, unknown>[] = [];
  const cms = createServer((req, res) => {
    res.setHeader("content-type", "image/png");
    if (req.url === "/cms/fileadmin/corrupt.png") return void res.end(corrupt);
    res.write(gear.subarray(0, 1000));
    res.end(gear.subarray(1000));
  });
  let gateway: Server;
  let url: string;
  beforeAll(async () => {
    const cmsUrl = await listening(cms);
    const logger = pino({ level: "warn" }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
    const none = async () => null;
    const app = express().use(
      "/media",
      requestId,
      mediaRouter(
        { pricing: "", analytx: "", checkout: "", cms: `${cmsUrl}/cms`, forms: "", auth: "", shipping: "" },
        none,
        async () => false,
        {
          webp: webpPictures({ ...defaultWebpOptions, maxInputBytes: gear.byteLength - 1 }),
          logger,
        },
      ),
    );
    gateway = createServer(app);
    url = `${await listening(gateway)}/media/cms/fileadmin`;
  });
  afterAll(() => {
    gateway?.close();
    cms.close();
  });

  it("passes a corrupt PNG on as it came, and warns with the request's id", async () => {
    const answer = await fetch(`${url}/corrupt.png`, {
      headers: { accept: "image/webp,*/*", "x-request-id": "corrupt-1" },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/png");
    expect(answer.headers.get("vary")).toMatch(/\baccept\b/i);
    expect(Buffer.from(await answer.arrayBuffer()).equals(corrupt)).toBe(true);
    expect(warnings).toContainEqual(
      expect.objectContaining({ level: 40, requestId: "corrupt-1", path: "/fileadmin/corrupt.png" }),
    );
  });

  it("passes a PNG over the byte limit on whole and unconverted", async () => {
    const answer = await fetch(`${url}/gear.png`, { headers: { accept: "image/webp,*/*" } });
    expect(answer.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await answer.arrayBuffer()).equals(gear)).toBe(true);
  });
});
