import { describe, expect, it } from "vitest";
import { type AdmissionLimits, admittedSlot, CostlyOperations } from "./admission";

const limits: AdmissionLimits = {
  costlyCost: 1000,
  costlyPerClient: 1,
  costlyTotal: 2,
  costlyQueuePerClient: 2,
  costlyMaxWaitMs: 10_000,
};

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Whether `promise` has settled yet, and how. */
function watch(promise: Promise<unknown>) {
  const state: { settled: "no" | "admitted" | "refused"; error?: unknown } = { settled: "no" };
  promise.then(
    () => {
      state.settled = "admitted";
    },
    (error: unknown) => {
      state.settled = "refused";
      state.error = error;
    },
  );
  return state;
}

const extensionsOf = (error: unknown) => (error as { extensions: Record<string, unknown> }).extensions;

describe("admission of costly operations (CostlyOperations)", () => {
  it("runs one costly operation per client and two in all; the next waits its turn, first come first served", async () => {
    const costly = new CostlyOperations(limits);
    const a1 = costly.operation("a");
    const a2 = costly.operation("a");
    const b1 = costly.operation("b");
    const c1 = costly.operation("c");
    const [sa1, sa2, sb1, sc1] = [a1.admit(), a2.admit(), b1.admit(), c1.admit()].map(watch) as [
      ReturnType<typeof watch>,
      ReturnType<typeof watch>,
      ReturnType<typeof watch>,
      ReturnType<typeof watch>,
    ];
    await settle();
    // a's second waits behind a's first; c waits for one of the two turns a and b hold.
    expect([sa1, sa2, sb1, sc1].map((s) => s.settled)).toEqual(["admitted", "no", "admitted", "no"]);
    expect(costly.counts).toEqual({ running: 2, waiting: 2 });

    a1.leave();
    await settle();
    // c came before a's second reached the gateway's queue: c goes first.
    expect([sa2.settled, sc1.settled]).toEqual(["no", "admitted"]);
    b1.leave();
    await settle();
    expect(sa2.settled).toBe("admitted");
    a2.leave();
    c1.leave();
    await settle();
    expect(costly.counts).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a client's costly operation at once when two of its own wait already (QUEUE_FULL)", async () => {
    const costly = new CostlyOperations(limits);
    const running = costly.operation("a");
    await running.admit();
    const waiting = [costly.operation("a"), costly.operation("a")];
    for (const operation of waiting) void operation.admit().catch(() => {});
    const refused = watch(costly.operation("a").admit());
    const other = watch(costly.operation("b").admit());
    await settle();
    expect(refused.settled).toBe("refused");
    expect(extensionsOf(refused.error)).toMatchObject({
      code: "RATE_LIMITED",
      reason: "QUEUE_FULL",
      retryAfterSeconds: 10,
    });
    expect(other.settled).toBe("admitted");
    running.leave();
    for (const operation of waiting) operation.leave();
  });

  it("refuses an operation that waited costlyMaxWaitMs (QUEUE_TIMEOUT); its place passes on", async () => {
    const costly = new CostlyOperations({ ...limits, costlyTotal: 1, costlyMaxWaitMs: 20 });
    const running = costly.operation("a");
    await running.admit();
    const late = costly.operation("b");
    await expect(late.admit()).rejects.toMatchObject({
      extensions: { code: "RATE_LIMITED", reason: "QUEUE_TIMEOUT", retryAfterSeconds: 1 },
    });
    running.leave();
    // The refused one's turn passes on at once: the next is admitted.
    const next = costly.operation("c");
    await next.admit();
    next.leave();
    await settle();
    expect(costly.counts).toEqual({ running: 0, waiting: 0 });
  });

  it("lets an operation through without a turn until its prices and requests reach costlyCost", async () => {
    const costly = new CostlyOperations({ ...limits, costlyTotal: 1 });
    const holder = costly.operation("other");
    await holder.admit();
    const operation = costly.operation("a");
    let prices = 0;
    const slot = admittedSlot(
      (request) => request(),
      operation,
      () => prices,
      1000,
    );
    // Three requests and 500 of prices: 800, no turn needed.
    expect(await slot(async () => "catalogue")).toBe("catalogue");
    expect(await slot(async () => "model")).toBe("model");
    prices = 500;
    expect(await slot(async () => "prices")).toBe("prices");
    // 880 of prices and a fourth request: 1280, it waits for the turn the other operation holds.
    prices = 880;
    const fourth = watch(slot(async () => "more prices"));
    await settle();
    expect(fourth.settled).toBe("no");
    holder.leave();
    await settle();
    expect(fourth.settled).toBe("admitted");
    operation.leave();
  });
});
