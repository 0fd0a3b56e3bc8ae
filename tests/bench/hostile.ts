import { fork } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defaultGraphqlLimits } from "@druckwerk/gateway";
import { print } from "graphql";
import { CartDocument, PriceMatrixDocument } from "../../storefront/src/gql/graphql";
import type { AttackOrders } from "./hostile-attack";
import { type GatewayClient, gatewayClient } from "./hostile-client";
import { percentile, start, stopAll, waitFor } from "./processes";
import { redPlaItem } from "./shop-client";

/**
 * A shopper's journey under attack, printed: its p95 latency alone and while 20 clients send the
 * costliest operations the gateway's limits let through (ten aliased price matrices at as many
 * scales as allowed, the deepest menu tree allowed) and operations the limits refuse (1000 aliases, a menu
 * tree 40 levels deep, a 1 MB query); and the gateway's peak RSS. Loopback only, bounded: the attack
 * stops when the shopper's journey under attack has run its rounds. The gateway runs on its own, so
 * its memory is its own; it trusts X-Forwarded-For from loopback, so each client is counted apart
 * (the attackers ignore 429 and Retry-After). The attackers run in a process of their own
 * (hostile-attack.ts), so the shopper's timings do not wait on the bench's handling of theirs. The gateway's limits come from the environment
 * (e.g. `GRAPHQL_COST_RATE_LIMIT=1000000000` to see the attack without the cost budget);
 * `BENCH_CPU_PROF=<dir>` profiles the processes (processes.ts).
 */
const ROUNDS = 15;
const ATTACKERS = 20;
/**
 * The shopper's pause between rounds: a person configures and orders at a person's pace. (Without
 * it the "shopper" is a client sending 25 requests a second, which the per-client limits rightly
 * refuse as they refuse the attackers.)
 */
const THINK_MS = 2000;
/**
 * The shopper's pause between the warm-up and each measured phase: long enough for its cost budget
 * to refill (`GRAPHQL_COST_RATE_WINDOW_SECONDS`). A round of the journey costs about 1800 (price
 * matrix 660, cart 650, new cart and item 400) and the budget refills 1000 in the two seconds
 * between rounds, so 33 rounds in a row would overdraw it and the shopper would be refused.
 */
const REFILL_MS =
  Number(process.env.GRAPHQL_COST_RATE_WINDOW_SECONDS ?? defaultGraphqlLimits.costRateWindowSeconds) * 1000;
const dataDir = mkdtempSync(path.join(tmpdir(), "druckwerk-bench-hostile-"));
const servicesPort = 4660;
const gatewayPort = 4670;
const services = `http://127.0.0.1:${servicesPort}`;
const gateway = `http://127.0.0.1:${gatewayPort}`;

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) / 1024;
};

const PRICE_MATRIX = print(PriceMatrixDocument);
const CART = print(CartDocument);
const ADD = `mutation ($cartId: ID!, $items: [CartItemInput!]!) { addCartItems(cartId: $cartId, items: $items) { __typename } }`;

type Call = "price matrix" | "new cart" | "add item" | "cart";

/** The shopper configures a model (the price matrix at a new scale), then puts it in a cart: each call's ms. */
async function journey(shopper: GatewayClient, modelFileId: string, rounds: number) {
  const times: number[] = [];
  const byCall = new Map<Call, number[]>();
  const timed = async <T>(call: Call, send: () => Promise<T>) => {
    const t = performance.now();
    const answer = await send();
    const ms = performance.now() - t;
    times.push(ms);
    byCall.set(call, [...(byCall.get(call) ?? []), ms]);
    return answer;
  };
  for (let i = 0; i < rounds; i++) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, THINK_MS));
    const vars = { modelFileId, scale: 1 + i / 100, quantity: 1, language: "EN" };
    const matrix = await timed("price matrix", () => shopper.graphql(PRICE_MATRIX, vars));
    if (matrix.errors) throw new Error(`the shopper's price matrix failed: ${JSON.stringify(matrix.errors)}`);
    const cart = await timed("new cart", () => shopper.graphql("mutation { createCart { id } }"));
    if (cart.errors) throw new Error(`the shopper's cart failed: ${JSON.stringify(cart.errors)}`);
    const cartId = cart.data.createCart.id;
    const items = [redPlaItem(modelFileId)];
    for (const answer of [
      await timed("add item", () => shopper.graphql(ADD, { cartId, items })),
      await timed("cart", () => shopper.graphql(CART, { id: cartId })),
    ]) {
      if (answer.errors) throw new Error(`the shopper was refused: ${JSON.stringify(answer.errors)}`);
    }
  }
  times.sort((a, b) => a - b);
  return { times, byCall };
}

/** Each call's median and slowest, so a slow p95 names the call it comes from. */
const callFigures = (byCall: Map<Call, number[]>) =>
  [...byCall]
    .map(([call, ms]) => {
      const sorted = ms.sort((a, b) => a - b);
      return `${call} ${percentile(sorted, 0.5)}/${sorted.at(-1)?.toFixed(1)}`;
    })
    .join(", ");

try {
  start("packages/embedded/src/main.ts", {
    PORT: "4680",
    SERVICES_PORT: String(servicesPort),
    DATA_DIR: dataDir,
  });
  const gatewayProcess = start("gateway/src/main.ts", {
    PORT: String(gatewayPort),
    PRICING_URL: services,
    ANALYTX_URL: services,
    CHECKOUT_URL: services,
    CMS_URL: `${services}/cms`,
    FORMS_URL: services,
    AUTH_URL: services,
    SHIPPING_URL: services,
    TRUST_PROXY: "loopback",
  });
  await waitFor(`${services}/health`);
  await waitFor(`${gateway}/health`);
  const pid = gatewayProcess.pid as number;

  const shopper = gatewayClient({ gateway, services }, "198.51.100.1");
  const shopperFile = await shopper.upload();
  await journey(shopper, shopperFile, 3); // warm-up
  await new Promise((resolve) => setTimeout(resolve, REFILL_MS));
  const { times: alone, byCall: aloneByCall } = await journey(shopper, shopperFile, ROUNDS);
  await new Promise((resolve) => setTimeout(resolve, REFILL_MS));

  const orders: AttackOrders = { gateway, services, attackers: ATTACKERS, deadline: Date.now() + 180_000 };
  const attack = fork(new URL("./hostile-attack.ts", import.meta.url), [JSON.stringify(orders)], {
    execArgv: ["--import", "tsx"],
  });
  const answers = (): Promise<unknown> =>
    new Promise((resolve, reject) => {
      attack.once("message", resolve);
      attack.once("error", reject);
    });
  await answers(); // every attacker has its model
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const { times: underAttack, byCall: attackedByCall } = await journey(shopper, shopperFile, ROUNDS);
  const outcomes = answers() as Promise<Record<string, number>>;
  attack.send("stop");
  const sent = await outcomes;
  clearInterval(sampler);

  const p95Alone = Number(percentile(alone, 0.95));
  const p95Attacked = Number(percentile(underAttack, 0.95));
  console.log(
    `shopper's journey (price matrix, new cart, add item, cart), ${ROUNDS} rounds of 4 calls, ${THINK_MS} ms apart:`,
  );
  console.log(`  alone: median ${percentile(alone, 0.5)} ms, p95 ${p95Alone} ms`);
  console.log(`    each call's median/slowest ms: ${callFigures(aloneByCall)}`);
  console.log(
    `  under attack by ${ATTACKERS} clients: median ${percentile(underAttack, 0.5)} ms, p95 ${p95Attacked} ms (${(p95Attacked / p95Alone).toFixed(2)}x)`,
  );
  console.log(`    each call's median/slowest ms: ${callFigures(attackedByCall)}`);
  console.log(
    `  attack operations sent: ${Object.entries(sent)
      .map(([outcome, count]) => `${outcome} ${count}`)
      .join(", ")}`,
  );
  console.log(`  gateway peak RSS during the attack: ${peak.toFixed(0)} MiB`);
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}
