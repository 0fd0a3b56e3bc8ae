import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** A service's `src/main.ts` running alone (distributed mode), in a process of its own. */
export interface ServiceProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Its exit code (null after a signal), once it ended. */
  exited: Promise<number | null>;
  /** Stops it with SIGTERM if it still runs, and waits for its end. */
  stop(): Promise<void>;
}

/**
 * Starts `packages/<name>/src/main.ts` as `npm start -w packages/<name>` does, on a free port with
 * `env` (PGlite under its DATA_DIR unless DATABASE_URL is given), and answers once it listens.
 */
export async function startService(name: string, env: Record<string, string>): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: path.join(root, "packages", name),
    env: { ...process.env, PORT: "0", DATABASE_URL: "", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk));
  const exited = once(child, "exit").then(([code]) => code as number | null);
  const ended = exited.then((code) => {
    throw new Error(`${name} exited with ${code} before listening:\n${output}`);
  });
  ended.catch(() => {});
  for (;;) {
    const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
    if (listening?.[1])
      return {
        url: listening[1],
        child,
        output: () => output,
        exited,
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
          await exited;
        },
      };
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
}
