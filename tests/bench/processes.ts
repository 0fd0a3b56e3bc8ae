import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

/** The benches' child processes: the shop as a user starts it, stopped at the end. */
const repo = path.resolve(import.meta.dirname, "../..");
const children: ChildProcess[] = [];

/** With `BENCH_CPU_PROF=<dir>`, each child writes a V8 CPU profile there when it exits. */
const profiling = process.env.BENCH_CPU_PROF
  ? ["--cpu-prof", "--cpu-prof-dir", process.env.BENCH_CPU_PROF]
  : [];

export function start(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [...profiling, "--import", "tsx", script], {
    cwd: repo,
    env: { ...process.env, LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return child;
}

export async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

export async function stopAll() {
  for (const child of children) child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
}

/** Waits until analytx has analysed the task's file. */
export async function waitForTask(services: string, taskId: string) {
  for (;;) {
    const task = (await (await fetch(`${services}/analytx/task/${taskId}`)).json()) as {
      status: string;
      error?: unknown;
    };
    if (task.status === "completed") return;
    if (task.status === "failed") throw new Error(`analysis failed: ${JSON.stringify(task.error)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The value below which the share `p` of the sorted `times` lie, in ms with one decimal. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]?.toFixed(1);

/** One shop process as `npm start` runs it (gateway and services), on `port` and `port + 1`. */
export async function startShop(port: number, dataDir: string, env: Record<string, string> = {}) {
  start("packages/embedded/src/main.ts", {
    PORT: String(port),
    SERVICES_PORT: String(port + 1),
    DATA_DIR: dataDir,
    GATEWAY_RATE_LIMIT: "1000000",
    ...env,
  });
  await waitFor(`http://127.0.0.1:${port}/health`);
}

/** Prints a bench's table: a title, then the head and the rows in right-aligned columns. */
export function printTable(title: string, head: string[], rows: string[][]) {
  const widths = head.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padStart(widths[i] ?? 0)).join("  ");
  console.log(title);
  console.log(line(head));
  for (const row of rows) console.log(line(row));
}
