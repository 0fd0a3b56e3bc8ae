import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  boxMesh,
  concatMeshes,
  encodePng,
  hollowBox,
  type MaterialLook,
  type Mesh,
  renderProductShot,
  samplePartMesh,
  torusMesh,
} from "@druckwerk/mesh";

// Renders the sample parts the seed content shows (`npm run seed-images -w packages/cms`).
const out = fileURLToPath(new URL("../content/fileadmin/renders/", import.meta.url));
mkdirSync(out, { recursive: true });

// Each part in the look of a material the shop prints: the pictures show what a customer gets.
const parts: Record<string, { mesh: Mesh; look: MaterialLook }> = {
  ring: { mesh: torusMesh(30, 8, 96, 48), look: { color: "#8C8F93", roughness: 0.3 } },
  housing: {
    mesh: hollowBox(
      [
        [0, 0, 0],
        [60, 40, 30],
      ],
      [
        [3, 3, 3],
        [57, 37, 30.5],
      ],
    ),
    look: { color: "#7A7D80", roughness: 0.85 },
  },
  bracket: { mesh: samplePartMesh("bracket"), look: { color: "#F4F2EC", roughness: 0.9 } },
  stack: {
    mesh: concatMeshes([
      boxMesh([0, 0, 0], [40, 40, 10]),
      boxMesh([8, 8, 10], [32, 32, 20]),
      boxMesh([14, 14, 20], [26, 26, 30]),
    ]),
    look: { color: "#EF6C00", roughness: 0.5 },
  },
  gear: { mesh: samplePartMesh("gear"), look: { color: "#1F4E9C", roughness: 0.85 } },
};

for (const [name, { mesh, look }] of Object.entries(parts)) {
  writeFileSync(`${out}${name}.png`, encodePng(renderProductShot(mesh, { width: 480, height: 320, look })));
  writeFileSync(
    `${out}${name}-top.png`,
    encodePng(renderProductShot(mesh, { width: 240, height: 240, look })),
  );
}
