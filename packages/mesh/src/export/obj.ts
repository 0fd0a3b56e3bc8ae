import type { Mesh } from "../mesh";

/** Wavefront OBJ text: the vertices, then each triangle by 1-based vertex numbers, in order. */
export function exportObj(mesh: Mesh, name = "Model"): Uint8Array {
  const lines = [`o ${name.replace(/\s+/g, "_")}`];
  const { positions, indices } = mesh;
  for (let v = 0; v < positions.length; v += 3)
    lines.push(`v ${positions[v]} ${positions[v + 1]} ${positions[v + 2]}`);
  for (let t = 0; t < indices.length; t += 3)
    lines.push(
      `f ${(indices[t] as number) + 1} ${(indices[t + 1] as number) + 1} ${(indices[t + 2] as number) + 1}`,
    );
  return new TextEncoder().encode(`${lines.join("\n")}\n`);
}
