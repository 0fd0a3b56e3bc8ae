import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The embedded shop in a process of its own, started as `npm start` starts it (after the build). */
export interface ShopProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Its exit code (null after a signal), once it ended. */
  exited: Promise<number | null>;
  /** Sends `signal` to its whole process group, as Ctrl-C in a terminal or a service manager does. */
  signal(signal: NodeJS.Signals): void;
}

export interface StartedShop extends ShopProcess {
  shopUrl: string;
  servicesUrl: string;
}

/**
 * Runs `node --import tsx packages/embedded/src/main.ts` in a process group of its own, with free
 * ports, `DATA_DIR=dataDir` and `env`; not in test mode, so the shop behaves as it does for a user.
 */
export function spawnShop(dataDir: string, env: Record<string, string> = {}): ShopProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "packages/embedded/src/main.ts"], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: "0",
      SERVICES_PORT: "0",
      HOST: "127.0.0.1",
      STOREFRONT_DIR: "/nonexistent",
      DATABASE_URL: "",
      LOG_LEVEL: "info",
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk));
  const exited = once(child, "exit").then(([code]) => code as number | null);
  return {
    child,
    output: () => output,
    exited,
    signal: (signal) => process.kill(-(child.pid as number), signal),
  };
}

/** Starts the shop and answers once it serves (its banner printed). */
export async function startShopProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<StartedShop> {
  const shop = spawnShop(dataDir, env);
  const ended = shop.exited.then((code) => {
    throw new Error(`the shop exited (${code}) before it served:\n${shop.output()}`);
  });
  ended.catch(() => {});
  for (;;) {
    const banner = /Shop:\s+(http:\/\/\S+?)\/\s[\s\S]*REST services:\s+(http:\/\/\S+)/.exec(shop.output());
    if (banner?.[1] && banner[2]) return { ...shop, shopUrl: banner[1], servicesUrl: banner[2] };
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
}

/** Stops a shop still running (SIGKILL: a test that failed half-way), and waits for its end. */
export async function killShop(shop: ShopProcess | undefined) {
  if (!shop || shop.child.exitCode !== null || shop.child.signalCode !== null) return;
  shop.signal("SIGKILL");
  await shop.exited;
}
