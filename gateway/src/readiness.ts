import type { ReadinessCheck } from "@druckwerk/platform";
import type { Upstreams } from "./context";

/**
 * The gateway is ready when the services it calls answer: each Druckwerk service's `/health` (at
 * its URL's origin) answers 200; the cms, which may be a real headless TYPO3 without that route,
 * only has to answer its URL below 500.
 */
export function upstreamReadiness(upstreams: Upstreams): Map<string, ReadinessCheck> {
  const checks = new Map<string, ReadinessCheck>();
  for (const [name, url] of Object.entries(upstreams) as [keyof Upstreams, string][]) {
    checks.set(
      `upstream:${name}`,
      name === "cms" ? answers(url, (status) => status < 500) : answers(new URL("/health", url).href),
    );
  }
  return checks;
}

/** A check that `url` answers with a status `fine` accepts (200 by default). */
export const answers =
  (url: string, fine: (status: number) => boolean = (status) => status === 200): ReadinessCheck =>
  async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000), redirect: "manual" }).catch(
      (error: Error & { cause?: { code?: string; message?: string } }) => {
        // fetch says only "fetch failed": the reason (ECONNREFUSED, ENOTFOUND) is its cause.
        throw new Error(`${url}: ${error.cause?.code ?? error.cause?.message ?? error.message}`);
      },
    );
    await response.body?.cancel();
    if (!fine(response.status)) throw new Error(`${url} answered ${response.status}`);
  };
