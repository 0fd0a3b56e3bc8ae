import type { Mesh } from "../mesh";

/** Twice the area vector of triangle t (its un-normalised normal), in double precision. */
export function triangleCross(mesh: Mesh, t: number, out: Float64Array): void {
  const p = mesh.positions;
  const i = mesh.indices;
  const a = 3 * (i[3 * t] as number);
  const b = 3 * (i[3 * t + 1] as number);
  const c = 3 * (i[3 * t + 2] as number);
  const ux = (p[b] as number) - (p[a] as number);
  const uy = (p[b + 1] as number) - (p[a + 1] as number);
  const uz = (p[b + 2] as number) - (p[a + 2] as number);
  const vx = (p[c] as number) - (p[a] as number);
  const vy = (p[c + 1] as number) - (p[a + 1] as number);
  const vz = (p[c + 2] as number) - (p[a + 2] as number);
  out[0] = uy * vz - uz * vy;
  out[1] = uz * vx - ux * vz;
  out[2] = ux * vy - uy * vx;
}

/** Area of triangle t; `cross` is scratch space for its cross product. */
export function triangleArea(mesh: Mesh, t: number, cross: Float64Array): number {
  triangleCross(mesh, t, cross);
  const x = cross[0] as number;
  const y = cross[1] as number;
  const z = cross[2] as number;
  // Not Math.hypot: float32 coordinates cannot overflow or underflow the sum of squares.
  return 0.5 * Math.sqrt(x * x + y * y + z * z);
}

/** The unit normal of every triangle, three floats each. */
export function faceNormals(mesh: Mesh): Float32Array {
  const n = mesh.indices.length / 3;
  const normals = new Float32Array(3 * n);
  const cross = new Float64Array(3);
  for (let t = 0; t < n; t++) {
    triangleCross(mesh, t, cross);
    const length = Math.hypot(cross[0] as number, cross[1] as number, cross[2] as number) || 1;
    for (let c = 0; c < 3; c++) normals[3 * t + c] = (cross[c] as number) / length;
  }
  return normals;
}
