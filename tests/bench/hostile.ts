import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defaultGraphqlLimits } from "@druckwerk/gateway";
import { boxMesh, exportStl } from "@druckwerk/mesh";
import { print } from "graphql";
import { CartDocument, PriceMatrixDocument } from "../../storefront/src/gql/graphql";
import type { Json } from "../integration/rest-client";
import { percentile, start, stopAll, waitFor, waitForTask } from "./processes";

/**
 * A shopper's journey under attack, printed: its p95 latency alone and while 20 clients send the
 * costliest operations the gateway's limits let through (ten aliased price matrices at as many
 * scales as allowed, the deepest menu tree allowed) and operations the limits refuse (1000 aliases, a menu
 * tree 40 levels deep, a 1 MB query); and the gateway's peak RSS. Loopback only, bounded: the attack
 * stops when the shopper's journey under attack has run its rounds. The gateway runs on its own, so
 * its memory is its own; it trusts X-Forwarded-For from loopback, so each client is counted apart
 * (the attackers ignore 429 and Retry-After). The gateway's limits come from the environment
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

/** One client of the gateway: its address (X-Forwarded-For) and the cookies it was given. */
function client(ip: string) {
  const jar = new Map<string, string>();
  const send = async (body: string | FormData, headers: Record<string, string>) => {
    const response = await fetch(`${gateway}/graphql`, {
      method: "POST",
      body,
      headers: {
        "x-forwarded-for": ip,
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
        ...headers,
      },
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ""] = set.split(";");
      jar.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    }
    return (await response.json()) as {
      data?: Json;
      errors?: { extensions?: { code?: string; reason?: string } }[];
    };
  };
  return {
    graphql: (query: string, variables: Record<string, unknown> = {}) =>
      send(JSON.stringify({ query, variables }), { "content-type": "application/json" }),
    async upload() {
      const form = new FormData();
      const query = `mutation ($file: Upload!) { uploadModel(file: $file) { ... on UploadModelSuccess { task { id } modelFile { id } } } }`;
      form.append("operations", JSON.stringify({ query, variables: { file: null } }));
      form.append("map", JSON.stringify({ 0: ["variables.file"] }));
      form.append("0", new Blob([exportStl(boxMesh([0, 0, 0], [20, 10, 5]))]), "block.stl");
      const { data } = await send(form, { "apollo-require-preflight": "true" });
      await waitForTask(services, data.uploadModel.task.id);
      return data.uploadModel.modelFile.id as string;
    },
  };
}

const PRICE_MATRIX = print(PriceMatrixDocument);
const CART = print(CartDocument);
const ADD = `mutation ($cartId: ID!, $items: [CartItemInput!]!) { addCartItems(cartId: $cartId, items: $items) { __typename } }`;

/** The shopper configures a model (the price matrix at a new scale), then puts it in a cart: each call's ms. */
async function journey(shopper: ReturnType<typeof client>, modelFileId: string, rounds: number) {
  const times: number[] = [];
  const timed = async <T>(call: () => Promise<T>) => {
    const t = performance.now();
    const answer = await call();
    times.push(performance.now() - t);
    return answer;
  };
  for (let i = 0; i < rounds; i++) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, THINK_MS));
    const vars = { modelFileId, scale: 1 + i / 100, quantity: 1, language: "EN" };
    const matrix = await timed(() => shopper.graphql(PRICE_MATRIX, vars));
    if (matrix.errors) throw new Error(`the shopper's price matrix failed: ${JSON.stringify(matrix.errors)}`);
    const cart = await timed(() => shopper.graphql("mutation { createCart { id } }"));
    if (cart.errors) throw new Error(`the shopper's cart failed: ${JSON.stringify(cart.errors)}`);
    const cartId = cart.data.createCart.id;
    const items = [
      {
        modelFileId,
        unitOfLength: "MM",
        scale: 1,
        quantity: 1,
        surfaceFinishId: "fdm-pla-standard",
        colorId: "fdm-pla-red",
      },
    ];
    for (const answer of [
      await timed(() => shopper.graphql(ADD, { cartId, items })),
      await timed(() => shopper.graphql(CART, { id: cartId })),
    ]) {
      if (answer.errors) throw new Error(`the shopper was refused: ${JSON.stringify(answer.errors)}`);
    }
  }
  return times.sort((a, b) => a - b);
}

/**
 * The attacks, in turn: what the limits let through at their most expensive, and what they refuse.
 * The ten matrices spread over as many scales as one operation may have priced (a scale past
 * `GRAPHQL_MAX_PRICE_VARIANTS` is refused, a repeated one is answered from the operation's loader).
 */
function attacks(modelFileId: string): string[] {
  const scales = defaultGraphqlLimits.maxPriceVariants;
  const matrix = (i: number) =>
    `m${i}: printModes { features { description applications } surfaceFinishes { colors { price(modelFileId: "${modelFileId}", scale: ${1 + (i % scales) / 10}) { net gross pieceNet taxRate productionDays } } } }`;
  const costliestAllowed = `{ ${Array.from({ length: 10 }, (_, i) => matrix(i)).join(" ")} }`;
  const deepestAllowed = `{ navigation { main { ${"children { ".repeat(7)}title link${" }".repeat(7)} } } }`;
  const aliases = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: price(input: { modelFileId: "${modelFileId}", printModeId: "fdm-pla", surfaceFinishId: "fdm-pla-standard", colorId: "fdm-pla-red" }) { net }`).join(" ")} }`;
  const deep = `{ navigation { main { ${"children { ".repeat(40)}title${" }".repeat(40)} } } }`;
  const huge = `{ ${"shopSettings { environment } ".repeat(34_000)} }`;
  return [costliestAllowed, deepestAllowed, aliases, deep, huge];
}

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

  const shopper = client("198.51.100.1");
  const shopperFile = await shopper.upload();
  await journey(shopper, shopperFile, 3); // warm-up
  await new Promise((resolve) => setTimeout(resolve, REFILL_MS));
  const alone = await journey(shopper, shopperFile, ROUNDS);
  await new Promise((resolve) => setTimeout(resolve, REFILL_MS));

  const attackers = await Promise.all(
    Array.from({ length: ATTACKERS }, async (_, i) => {
      const attacker = client(`203.0.113.${i + 1}`);
      return { attacker, operations: attacks(await attacker.upload()) };
    }),
  );
  const outcomes = new Map<string, number>();
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  let attacking = true;
  const deadline = Date.now() + 120_000;
  const attack = Promise.all(
    attackers.map(async ({ attacker, operations }, i) => {
      for (let n = i; attacking && Date.now() < deadline; n++) {
        // A connection the gateway reset is counted, not fatal: the attack goes on.
        const answer = await attacker
          .graphql(operations[n % operations.length] as string)
          .catch((error: Error & { cause?: { code?: string } }) => ({
            failed: error.cause?.code ?? error.message,
          }));
        const error =
          "failed" in answer ? { code: `transport ${answer.failed}` } : answer.errors?.[0]?.extensions;
        const outcome = error
          ? `${error.code}${"reason" in error && error.reason ? `/${error.reason}` : ""}`
          : "answered";
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }
    }),
  );
  const underAttack = await journey(shopper, shopperFile, ROUNDS);
  attacking = false;
  await attack;
  clearInterval(sampler);

  const p95Alone = Number(percentile(alone, 0.95));
  const p95Attacked = Number(percentile(underAttack, 0.95));
  console.log(
    `shopper's journey (price matrix, new cart, add item, cart), ${ROUNDS} rounds of 4 calls, ${THINK_MS} ms apart:`,
  );
  console.log(`  alone: median ${percentile(alone, 0.5)} ms, p95 ${p95Alone} ms`);
  console.log(
    `  under attack by ${ATTACKERS} clients: median ${percentile(underAttack, 0.5)} ms, p95 ${p95Attacked} ms (${(p95Attacked / p95Alone).toFixed(2)}x)`,
  );
  console.log(
    `  attack operations sent: ${[...outcomes].map(([outcome, count]) => `${outcome} ${count}`).join(", ")}`,
  );
  console.log(`  gateway peak RSS during the attack: ${peak.toFixed(0)} MiB`);
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}
