import { boxMesh, type ReadModel } from "@druckwerk/mesh";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReadAheadModels, sizeOf } from "./read-ahead";

const model = (): ReadModel => ({
  format: "stl-binary",
  result: { mesh: boxMesh([0, 0, 0], [1, 1, 1]), bodies: 1 },
  warnings: [],
});
const size = sizeOf(model());

describe("the models read while uploaded", () => {
  afterEach(() => vi.useRealTimers());

  it("gives a model once, to the first who takes it", () => {
    const models = new ReadAheadModels({ maxModels: 2, maxBytes: 1e6, ttlMs: 1000 });
    const a = model();
    models.put("a", a);
    expect(models.take("a")).toBe(a);
    expect(models.take("a")).toBeUndefined();
    expect(models.held).toEqual({ models: 0, bytes: 0 });
  });

  it("holds at most so many models and bytes, dropping the oldest first", () => {
    const byCount = new ReadAheadModels({ maxModels: 2, maxBytes: 1e6, ttlMs: 1000 });
    for (const id of ["a", "b", "c"]) byCount.put(id, model());
    expect(byCount.held.models).toBe(2);
    expect(byCount.take("a")).toBeUndefined();
    expect(byCount.take("c")).toBeDefined();

    const byBytes = new ReadAheadModels({ maxModels: 10, maxBytes: 2 * size, ttlMs: 1000 });
    for (const id of ["a", "b", "c"]) byBytes.put(id, model());
    expect(byBytes.held).toEqual({ models: 2, bytes: 2 * size });
    expect(byBytes.take("a")).toBeUndefined();
    const tooLarge = new ReadAheadModels({ maxModels: 10, maxBytes: size - 1, ttlMs: 1000 });
    tooLarge.put("a", model());
    expect(tooLarge.held.models).toBe(0);
  });

  it("drops a model nobody took after a while", () => {
    vi.useFakeTimers();
    const models = new ReadAheadModels({ maxModels: 2, maxBytes: 1e6, ttlMs: 1000 });
    models.put("a", model());
    vi.advanceTimersByTime(999);
    expect(models.held.models).toBe(1);
    vi.advanceTimersByTime(1);
    expect(models.take("a")).toBeUndefined();
    expect(models.held).toEqual({ models: 0, bytes: 0 });
  });
});
