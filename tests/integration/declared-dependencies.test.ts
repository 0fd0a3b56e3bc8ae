import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/**
 * Every workspace declares what it imports: `npm run lint` runs Biome's noUndeclaredDependencies
 * against the nearest package.json. Probe files in real workspaces, linted by the repository's own
 * configuration, show that it reports an undeclared import and lets a declared one pass.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const rule = "lint/correctness/noUndeclaredDependencies";
const stamp = randomUUID().slice(0, 8);

const probes = {
  /** pngjs is installed (packages/mesh declares it) but checkout does not declare it. */
  undeclared: { file: `packages/checkout/src/probe-${stamp}.ts`, source: 'import "pngjs";\n' },
  declared: { file: `packages/mesh/src/probe-${stamp}.ts`, source: 'import "pngjs";\n' },
  /** A type-only import still needs the package declared. */
  undeclaredType: {
    file: `packages/shipping/src/probe-${stamp}.ts`,
    source: 'import type { FastifyInstance } from "fastify";\nexport type Probe = FastifyInstance;\n',
  },
  /** devDependencies serve tests, benches, scripts and configuration, not the app. */
  devInApp: { file: `storefront/src/probe-${stamp}.ts`, source: 'import "vite";\n' },
  devInTest: { file: `storefront/src/probe-${stamp}.test.ts`, source: 'import "vite";\n' },
};

/** The files Biome reports under the rule, relative to the repository, with the manifest it names. */
function lint(): Promise<Map<string, string>> {
  const files = Object.values(probes).map((p) => p.file);
  for (const p of Object.values(probes)) writeFileSync(path.join(root, p.file), p.source);
  const biome = path.join(root, "node_modules/.bin/biome");
  const args = ["lint", `--only=${rule.replace("lint/", "")}`, "--reporter=github", ...files];
  return new Promise((resolve) => {
    execFile(biome, args, { cwd: root }, (_error, stdout) => {
      const reported = new Map<string, string>();
      for (const line of stdout.split("\n")) {
        const match = /^::error title=([^,]+),file=([^,]+),.*::(.*)$/.exec(line);
        if (match?.[1] === rule && match[2] && match[3])
          reported.set(path.relative(root, match[2]), match[3]);
      }
      resolve(reported);
    });
  });
}

describe("declared dependencies", () => {
  afterAll(() => {
    for (const p of Object.values(probes)) rmSync(path.join(root, p.file), { force: true });
  });

  it("fails the lint on an import the workspace does not declare, and only there", async () => {
    const reported = await lint();
    expect(reported.get(probes.undeclared.file)).toBe(
      "Dependency pngjs isn't specified in packages/checkout/package.json.",
    );
    expect(reported.get(probes.undeclaredType.file)).toBe(
      "Dependency fastify isn't specified in packages/shipping/package.json.",
    );
    expect(reported.get(probes.devInApp.file)).toBe(
      "Dependency vite isn't specified in storefront/package.json.",
    );
    expect(reported.has(probes.declared.file)).toBe(false);
    expect(reported.has(probes.devInTest.file)).toBe(false);
  });
});
