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

/** Waits until analytx has analysed the task's file, for at most `timeoutMs`. */
export async function waitForTask(services: string, taskId: string, timeoutMs = 300_000) {
  for (const until = Date.now() + timeoutMs; ; ) {
    if (Date.now() > until) throw new Error(`task ${taskId} not analysed within ${timeoutMs} ms`);
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
