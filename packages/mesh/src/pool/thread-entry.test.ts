import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildSync } from "esbuild";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { threadEntry } from "./thread-entry";

vi.mock("esbuild", async (importOriginal) => {
  const esbuild = await importOriginal<typeof import("esbuild")>();
  return { ...esbuild, buildSync: vi.fn(esbuild.buildSync) };
});

let root: string;
let temporary: string;
let module: string;

function writeModule(greeting: string, time: Date): void {
  writeFileSync(module, `export function greet(): string {\n  return ${JSON.stringify(greeting)};\n}\n`);
  utimesSync(module, time, time);
}

function manifest(): string {
  const manifests = readdirSync(temporary).filter((name) => name.endsWith(".json"));
  expect(manifests).toHaveLength(1);
  return path.join(temporary, manifests[0] as string);
}

async function greetingOf(bundle: string): Promise<unknown> {
  const { default: answer } = await import(pathToFileURL(bundle).href);
  return answer({ method: "greet", task: null });
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "thread-entry-test-"));
  temporary = path.join(root, "tmp");
  mkdirSync(temporary);
  module = path.join(root, "jobs.ts");
  writeModule("hello", new Date(2_000_000_000_000));
  // os.tmpdir() reads TMPDIR at each call: the bundles and manifests go to this test's folder.
  vi.stubEnv("TMPDIR", temporary);
  vi.mocked(buildSync).mockClear();
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

describe("a bundled thread entry", () => {
  it("is bundled once and then taken from the temporary folder while nothing has changed", () => {
    const first = threadEntry(pathToFileURL(module), true);
    expect(path.dirname(first)).toBe(temporary);
    expect(first).toMatch(/druckwerk-thread-[0-9a-f]{16}\.mjs$/);
    const written = statSync(first).mtimeMs;

    expect(threadEntry(pathToFileURL(module), true)).toBe(first);
    expect(buildSync).toHaveBeenCalledTimes(1);
    expect(statSync(first).mtimeMs).toBe(written);
  });

  it("is bundled again after the module changed", () => {
    const first = threadEntry(pathToFileURL(module), true);
    writeModule("hello, changed", new Date(2_000_000_060_000));

    const second = threadEntry(pathToFileURL(module), true);
    expect(buildSync).toHaveBeenCalledTimes(2);
    expect(second).not.toBe(first);
    expect(readFileSync(second, "utf8")).toContain("hello, changed");
    expect(threadEntry(pathToFileURL(module), true)).toBe(second);
    expect(buildSync).toHaveBeenCalledTimes(2);
  });

  it("is bundled again when its manifest is unreadable, and works", async () => {
    threadEntry(pathToFileURL(module), true);
    writeFileSync(manifest(), "{ not json");

    const bundle = threadEntry(pathToFileURL(module), true);
    expect(buildSync).toHaveBeenCalledTimes(2);
    expect(bundle).toMatch(/druckwerk-thread-[0-9a-f]{16}\.mjs$/);
    expect(await greetingOf(bundle)).toEqual({ value: "hello" });
    expect(threadEntry(pathToFileURL(module), true)).toBe(bundle);
    expect(buildSync).toHaveBeenCalledTimes(2);
  });
});
