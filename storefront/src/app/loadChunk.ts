/** How long a part of the storefront loaded on demand may take to arrive (spec section 9). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A part of the storefront that did not arrive: its download failed or took too long. */
export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
}

/** Loads a part of the storefront on demand; past `CHUNK_TIMEOUT_MS` or on failure a `ChunkLoadError`. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  const loaded = load().catch((error: unknown) => {
    throw new ChunkLoadError(error instanceof Error ? error.message : String(error), { cause: error });
  });
  return Promise.race([loaded, timeout]).finally(() => clearTimeout(timer));
}
