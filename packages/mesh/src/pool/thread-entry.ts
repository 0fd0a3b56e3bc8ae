import { createHash } from "node:crypto";
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type BuildOptions, buildSync, type Metafile, version } from "esbuild";

const answerModule = fileURLToPath(new URL("./answer.ts", import.meta.url));
const here = path.dirname(answerModule);

/** Registers the TypeScript loader in its thread, then answers with the job's module. */
const LOADED_ENTRY = new URL("./worker-entry.mjs", import.meta.url).href;

/** What a bundle was made of, written beside it: the files esbuild read, as they were then. */
interface Manifest {
  bundle: string;
  inputs: { file: string; size: number; mtimeMs: number }[];
}

/**
 * The file a pool's threads load to answer jobs with the functions of `module`. `bundled`: the
 * module with all it imports in one JavaScript file, so that a thread starts without the
 * TypeScript loader, about 0.3 s sooner. It is made here and now (esbuild: about 50 ms for a
 * process's first bundle, 10 ms after), so that the threads start loading at once while this
 * thread goes on, and named by its content's hash in the system's temporary folder, so that
 * processes running the same code share it. Beside it a manifest lists the files esbuild read
 * (not those it only looked for) with their sizes and times: while none has changed, a later
 * call takes the bundle without esbuild (about 1 ms). Without a bundle (no temporary folder to
 * write to, say), and when not `bundled`, the threads load the module through the TypeScript
 * loader.
 */
export function threadEntry(module: URL, bundled: boolean): string {
  if (!bundled) return LOADED_ENTRY;
  try {
    const options = bundleOptions(module);
    const manifest = path.join(tmpdir(), `druckwerk-thread-${hash(JSON.stringify([version, options]))}.json`);
    return unchanged(manifest) ?? bundle(options, manifest);
  } catch {
    return LOADED_ENTRY;
  }
}

function bundleOptions(module: URL) {
  return {
    stdin: {
      contents: [
        `import * as jobs from ${JSON.stringify(fileURLToPath(module))};`,
        `import { answer } from ${JSON.stringify(answerModule)};`,
        "export default ({ method, task }) => answer(jobs, method, task);",
      ].join("\n"),
      resolveDir: here,
      loader: "ts",
    },
    // The metafile's input paths are relative to it, and so are the bundle's comments: the same
    // bundle from any working directory.
    absWorkingDir: here,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    write: false,
    metafile: true,
  } satisfies BuildOptions;
}

/** The manifest's bundle, if it is there and none of the files it was made of has changed. */
function unchanged(manifest: string): string | undefined {
  try {
    const { bundle, inputs } = JSON.parse(readFileSync(manifest, "utf8")) as Manifest;
    if (!/^druckwerk-thread-[0-9a-f]{16}\.mjs$/.test(bundle) || !inputs.every(asRecorded)) return undefined;
    const file = path.join(tmpdir(), bundle);
    return existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

function asRecorded({ file, size, mtimeMs }: Manifest["inputs"][number]): boolean {
  const stat = statSync(file);
  return stat.size === size && stat.mtimeMs === mtimeMs;
}

function bundle(options: ReturnType<typeof bundleOptions>, manifest: string): string {
  const { outputFiles, metafile } = buildSync(options);
  const code = outputFiles?.[0]?.contents;
  if (!code) throw new Error("esbuild made no bundle");
  const file = path.join(tmpdir(), `druckwerk-thread-${hash(code)}.mjs`);
  if (!existsSync(file)) writeWhole(file, code);
  try {
    writeWhole(manifest, JSON.stringify(manifestOf(path.basename(file), metafile)));
  } catch {
    // Without a manifest the next process bundles again; the bundle is good all the same.
  }
  return file;
}

function manifestOf(bundle: string, metafile: Metafile): Manifest {
  const inputs = Object.keys(metafile.inputs)
    .filter((input) => input !== "<stdin>")
    .map((input) => {
      const file = path.resolve(here, input);
      const { size, mtimeMs } = statSync(file);
      return { file, size, mtimeMs };
    });
  return { bundle, inputs };
}

// Written whole under another name first: another process never reads half a file.
function writeWhole(file: string, data: string | Uint8Array): void {
  const partial = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}

function hash(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex").slice(0, 16);
}
