import type { Mesh } from "../mesh";

/** Binary STL with facet normals; reads back to the same vertices and triangles. */
export function exportStl(mesh: Mesh, header = "Druckwerk mesh export"): Uint8Array {
  const n = mesh.indices.length / 3;
  const bytes = new Uint8Array(84 + 50 * n);
  // A binary header must not begin with "solid", or naive readers take it for ASCII.
  bytes.set(new TextEncoder().encode(header.replace(/^solid/i, "").slice(0, 80)));
  const view = new DataView(bytes.buffer);
  view.setUint32(80, n, true);
  const p = mesh.positions;
  for (let t = 0; t < n; t++) {
    const o = 84 + 50 * t;
    const a = 3 * (mesh.indices[3 * t] as number);
    const b = 3 * (mesh.indices[3 * t + 1] as number);
    const c = 3 * (mesh.indices[3 * t + 2] as number);
    const ux = (p[b] as number) - (p[a] as number);
    const uy = (p[b + 1] as number) - (p[a + 1] as number);
    const uz = (p[b + 2] as number) - (p[a + 2] as number);
    const vx = (p[c] as number) - (p[a] as number);
    const vy = (p[c + 1] as number) - (p[a + 1] as number);
    const vz = (p[c + 2] as number) - (p[a + 2] as number);
    const nx = uy * vz - uz * vy;
    const ny = uz * vx - ux * vz;
    const nz = ux * vy - uy * vx;
    const len = Math.hypot(nx, ny, nz) || 1;
    view.setFloat32(o, nx / len, true);
    view.setFloat32(o + 4, ny / len, true);
    view.setFloat32(o + 8, nz / len, true);
    for (let k = 0; k < 3; k++) {
      const v = 3 * (mesh.indices[3 * t + k] as number);
      view.setFloat32(o + 12 + 12 * k, p[v] as number, true);
      view.setFloat32(o + 16 + 12 * k, p[v + 1] as number, true);
      view.setFloat32(o + 20 + 12 * k, p[v + 2] as number, true);
    }
  }
  return bytes;
}
