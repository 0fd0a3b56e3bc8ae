import { describe, expect, it } from "vitest";
import { clientSlots } from "./client-slots";

/** A request that runs until `finish` is called; `started` tells whether it began. */
function request() {
  let finish = () => {};
  const state = { started: false };
  const run = () =>
    new Promise<string>((resolve) => {
      state.started = true;
      finish = () => resolve("done");
    });
  return { run, state, finish: () => finish() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("requests to the services per client (clientSlots)", () => {
  it("runs two of a client's requests at once; its third waits for one of them, another client's does not", async () => {
    const slotOf = clientSlots(2);
    const [a, b, c, other] = [request(), request(), request(), request()];
    const answers = [a, b, c].map((r) => slotOf("198.51.100.1")(r.run));
    const otherAnswer = slotOf("198.51.100.2")(other.run);
    await settle();
    expect([a, b, c, other].map((r) => r.state.started)).toEqual([true, true, false, true]);

    a.finish();
    await settle();
    expect(c.state.started).toBe(true);
    b.finish();
    c.finish();
    other.finish();
    expect(await Promise.all([...answers, otherAnswer])).toEqual(["done", "done", "done", "done"]);
  });

  it("passes a failed request's error on and frees its slot", async () => {
    const slot = clientSlots(1)("198.51.100.3");
    await expect(slot(() => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
    expect(await slot(async () => "next")).toBe("next");
  });
});
