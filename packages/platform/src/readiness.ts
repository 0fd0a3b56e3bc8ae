import type { Server } from "node:http";
import { sql } from "drizzle-orm";
import type { Database } from "./db";
import type { FileStorage } from "./storage";

/** One thing a process needs to serve: its database, its file storage, a service it calls. */
export type ReadinessCheck = () => Promise<void>;

export interface CheckOutcome {
  status: "ok" | "failed";
  /** Why it failed (a message, never a stack). */
  error?: string;
  durationMs: number;
}

/** `/ready`'s body: `ok` when every check passed (answered 200), else `unavailable` (503). */
export interface ReadinessReport {
  status: "ok" | "unavailable";
  checks: Record<string, CheckOutcome>;
}

/** How long one check may take before it counts as failed. */
export const READINESS_TIMEOUT_MS = 3000;

/** Runs every check at once, each within `timeoutMs`, and names each one's outcome. */
export async function checkReadiness(
  checks: ReadonlyMap<string, ReadinessCheck>,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<ReadinessReport> {
  const outcomes = await Promise.all(
    [...checks].map(async ([name, check]): Promise<[string, CheckOutcome]> => {
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          check(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
        return [name, { status: "ok", durationMs: Math.round(performance.now() - started) }];
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return [
          name,
          { status: "failed", error: message, durationMs: Math.round(performance.now() - started) },
        ];
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const failed = outcomes.some(([, outcome]) => outcome.status === "failed");
  return { status: failed ? "unavailable" : "ok", checks: Object.fromEntries(outcomes) };
}

/** The database answers `select 1`. */
export const databaseCheck =
  (database: Database): ReadinessCheck =>
  async () => {
    await database.db.execute(sql`select 1`);
  };

/** The file storage takes a file and gives it back. */
export const storageCheck =
  (storage: FileStorage): ReadinessCheck =>
  () =>
    storage.probe();

/**
 * The checks of one HTTP server, by name. Services register theirs from inside their Fastify
 * plugins (encapsulated, so kept by server rather than as a decorator): in the embedded mode the
 * services share one server and one database, and a check added twice under a name is run once.
 */
const checksOfServer = new WeakMap<Server, Map<string, ReadinessCheck>>();

export function readinessChecksOf(server: Server): Map<string, ReadinessCheck> {
  let checks = checksOfServer.get(server);
  if (!checks) {
    checks = new Map();
    checksOfServer.set(server, checks);
  }
  return checks;
}

/** Adds a check to the server's `/ready`; the first under a name stays. */
export function addReadinessCheck(app: { server: Server }, name: string, check: ReadinessCheck) {
  const checks = readinessChecksOf(app.server);
  if (!checks.has(name)) checks.set(name, check);
}
