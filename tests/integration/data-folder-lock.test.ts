import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { browser } from "./browser";
import { killShop, type ShopProcess, spawnShop, startShopProcess } from "./shop-process";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** A cart made through the API, as a shopper's browser makes one: its id. */
async function createCart(shopUrl: string): Promise<string> {
  const { data } = await browser({ shopUrl }, "192.0.2.1").call<{ id: string }>(
    "mutation { createCart { id } }",
  );
  return data.id;
}

async function cartExists(shopUrl: string, id: string) {
  const { data } = await browser({ shopUrl }, "192.0.2.1").call<{ id: string } | null>(
    "query ($id: ID!) { cart(id: $id) { id } }",
    { id },
  );
  return data?.id === id;
}

describe("the embedded database's folder belongs to one process", () => {
  let dataDir: string;
  const shops: ShopProcess[] = [];
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "druckwerk-lock-"));
  });
  afterEach(async () => {
    await Promise.all(shops.splice(0).map(killShop));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("a second start on a held folder exits naming the holder; the first keeps serving its data", async () => {
    const first = await startShopProcess(dataDir);
    shops.push(first);
    const cart = await createCart(first.shopUrl);

    // On the same ports too, as a second `npm start` would be: it stops at the folder, before them.
    const second = spawnShop(dataDir, {
      PORT: new URL(first.shopUrl).port,
      SERVICES_PORT: new URL(first.servicesUrl).port,
    });
    shops.push(second);
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(`is in use by process ${first.child.pid}`);
    expect(second.output()).toContain("Stop that process first");

    // The same for a command that opens the database.
    const importing = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "src/legacy-import.ts"],
      {
        cwd: path.join(root, "packages/checkout"),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", INIT_CWD: root },
      },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(importing).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`in use by process ${first.child.pid}`),
    });

    expect(await cartExists(first.shopUrl, cart)).toBe(true);
    const another = await createCart(first.shopUrl);
    first.signal("SIGTERM");
    expect(await first.exited).toBe(0);

    // Stopped after those writes, the folder opens again with every cart in it.
    const again = await startShopProcess(dataDir);
    shops.push(again);
    expect(await cartExists(again.shopUrl, cart)).toBe(true);
    expect(await cartExists(again.shopUrl, another)).toBe(true);
  }, 90_000);

  it("a shop that died leaves its lock behind, and the next start takes it over", async () => {
    const crashed = await startShopProcess(dataDir);
    shops.push(crashed);
    const cart = await createCart(crashed.shopUrl);
    crashed.signal("SIGKILL");
    await crashed.exited;

    const next = await startShopProcess(dataDir);
    shops.push(next);
    expect(next.output()).toContain("took over the lock of a process that ended");
    expect(next.output()).toContain(`"pid":${crashed.child.pid}`);
    expect(await cartExists(next.shopUrl, cart)).toBe(true);
  }, 90_000);
});
