import { defaultGraphqlLimits } from "@druckwerk/gateway";
import { gatewayClient, type HostileShop } from "./hostile-client";

/**
 * The attackers of `hostile.ts`, in a process of their own: their thousands of answers a second are
 * handled on this process's event loop, so the shopper's timings in the bench's process measure the
 * shop, not the bench's own queue. The orders come as JSON in the first argument. Once every
 * attacker has uploaded its model the process sends "ready"; they attack until "stop" (or
 * `deadline`), then it sends the outcomes they saw, counted by error code.
 */
export interface AttackOrders extends HostileShop {
  attackers: number;
  deadline: number;
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

const orders = JSON.parse(process.argv[2] as string) as AttackOrders;
const send = (message: unknown) => process.send?.(message);
let attacking = true;
process.on("message", (message) => {
  if (message === "stop") attacking = false;
});

const attackers = await Promise.all(
  Array.from({ length: orders.attackers }, async (_, i) => {
    const attacker = gatewayClient(orders, `203.0.113.${i + 1}`);
    return { attacker, operations: attacks(await attacker.upload()) };
  }),
);
send("ready");
const outcomes = new Map<string, number>();
await Promise.all(
  attackers.map(async ({ attacker, operations }, i) => {
    for (let n = i; attacking && Date.now() < orders.deadline; n++) {
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
send(Object.fromEntries(outcomes));
process.disconnect();
