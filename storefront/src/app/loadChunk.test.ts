import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from "./loadChunk";

describe("loading a part of the storefront on demand", () => {
  afterEach(() => vi.useRealTimers());

  it("gives the part once it has arrived", async () => {
    await expect(loadChunk(async () => ({ Page: "page" }))).resolves.toEqual({ Page: "page" });
  });

  it("fails with a ChunkLoadError when the download fails", async () => {
    const failed = loadChunk(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    );
    await expect(failed).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failed).rejects.toThrow("Failed to fetch dynamically imported module");
  });

  it("gives up after 120 s without an answer, not before", async () => {
    vi.useFakeTimers();
    const outcome = vi.fn();
    loadChunk(() => new Promise(() => {})).catch(outcome);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(ChunkLoadError));
  });
});
