import { describe, expect, it } from "vitest";
import { sharedReads } from "./shared-read";

/** A read whose calls are counted and settled by hand. */
function controlledRead() {
  const calls: { key: string; settle: (value: string) => void; fail: (error: Error) => void }[] = [];
  const read = (key: string) =>
    new Promise<string>((settle, fail) => {
      calls.push({ key, settle, fail });
    });
  return { calls, read };
}

describe("sharedReads", () => {
  it("lets reads of one key under way at once share one call, and each key have its own", async () => {
    const { calls, read } = controlledRead();
    const shared = sharedReads(read, (key: string) => key);
    const [a1, a2, b] = [shared("a"), shared("a"), shared("b")];
    expect(calls.map((call) => call.key)).toEqual(["a", "b"]);
    calls[0]?.settle("A");
    calls[1]?.settle("B");
    expect(await Promise.all([a1, a2, b])).toEqual(["A", "A", "B"]);
  });

  it("starts a new call once the last one settled, after a failure too", async () => {
    const { calls, read } = controlledRead();
    const shared = sharedReads(read, (key: string) => key);
    const first = shared("a");
    calls[0]?.fail(new Error("down"));
    await expect(first).rejects.toThrow("down");
    const second = shared("a");
    expect(calls).toHaveLength(2);
    calls[1]?.settle("again");
    expect(await second).toBe("again");
  });
});
