import { createHash } from "node:crypto";
import { existsSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";

const answerModule = fileURLToPath(new URL("./answer.ts", import.meta.url));

/** Registers the TypeScript loader in its thread, then answers with the job's module. */
const LOADED_ENTRY = new URL("./worker-entry.mjs", import.meta.url).href;

/**
 * The file a pool's threads load to answer jobs with the functions of `module`. `bundled`: the
 * module with all it imports in one JavaScript file, so that a thread starts without the
 * TypeScript loader, about 0.3 s sooner. It is made here and now (esbuild: about 60 ms for a
 * process's first bundle, 10 ms after), so that the threads start loading at once while this
 * thread goes on, and named by its content's hash in the system's temporary folder, so that
 * processes running the same code share it. Without it (no temporary folder to write to, say),
 * and when not `bundled`, the threads load the module through the TypeScript loader.
 */
export function threadEntry(module: URL, bundled: boolean): string {
  if (!bundled) return LOADED_ENTRY;
  try {
    return bundle(module);
  } catch {
    return LOADED_ENTRY;
  }
}

function bundle(module: URL): string {
  const { outputFiles } = buildSync({
    stdin: {
      contents: [
        `import * as jobs from ${JSON.stringify(fileURLToPath(module))};`,
        `import { answer } from ${JSON.stringify(answerModule)};`,
        "export default ({ method, task }) => answer(jobs, method, task);",
      ].join("\n"),
      resolveDir: path.dirname(answerModule),
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    write: false,
  });
  const code = outputFiles?.[0]?.contents;
  if (!code) throw new Error(`esbuild made no bundle of ${module.href}`);
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 16);
  const file = path.join(tmpdir(), `druckwerk-thread-${hash}.mjs`);
  if (!existsSync(file)) {
    // Written whole under another name first: a thread of another process never reads half a file.
    const partial = `${file}.${process.pid}.${Date.now()}`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return file;
}
