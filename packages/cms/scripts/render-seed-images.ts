import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { boxMesh, concatMeshes, hollowBox, type Mesh, renderPng, torusMesh } from "@druckwerk/mesh";

// Renders the sample parts the seed content shows (`npm run seed-images -w packages/cms`).
const out = fileURLToPath(new URL("../content/fileadmin/renders/", import.meta.url));
mkdirSync(out, { recursive: true });

const parts: Record<string, Mesh> = {
  ring: torusMesh(30, 8, 48, 24),
  housing: hollowBox(
    [
      [0, 0, 0],
      [60, 40, 30],
    ],
    [
      [3, 3, 3],
      [57, 37, 30.5],
    ],
  ),
  bracket: concatMeshes([boxMesh([0, 0, 0], [60, 10, 5]), boxMesh([0, 0, 0], [8, 10, 40])]),
  stack: concatMeshes([
    boxMesh([0, 0, 0], [40, 40, 10]),
    boxMesh([8, 8, 10], [32, 32, 20]),
    boxMesh([14, 14, 20], [26, 26, 30]),
  ]),
  gear: concatMeshes([
    torusMesh(20, 6, 36, 16),
    ...Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      const [x, y] = [Math.cos(a) * 28, Math.sin(a) * 28];
      return boxMesh([x - 3, y - 3, -4], [x + 3, y + 3, 4]);
    }),
  ]),
};

for (const [name, mesh] of Object.entries(parts)) {
  writeFileSync(`${out}${name}.png`, renderPng(mesh, { width: 480, height: 320 }));
  writeFileSync(`${out}${name}-top.png`, renderPng(mesh, { width: 240, height: 240, view: "z-p-0" }));
}
