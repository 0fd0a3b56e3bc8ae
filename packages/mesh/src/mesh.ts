/**
 * An indexed triangle mesh in millimetres. Vertices are shared between triangles that
 * touch; separate bodies never share vertices, so they stay separate shells.
 */
export interface Mesh {
  /** x, y, z per vertex, in millimetres. */
  positions: Float32Array;
  /** Three vertex indices per triangle, counter-clockwise seen from outside. */
  indices: Uint32Array;
}

export function triangleCount(mesh: Mesh): number {
  return mesh.indices.length / 3;
}

export function vertexCount(mesh: Mesh): number {
  return mesh.positions.length / 3;
}

export interface Bounds {
  min: [number, number, number];
  max: [number, number, number];
}

/** Bounds of the vertices that triangles actually use. */
export function meshBounds(mesh: Mesh): Bounds {
  return vertexBounds(mesh.positions, usedVertices(mesh));
}

/** 1 for each vertex that a triangle uses, 0 for the others. */
export function usedVertices(mesh: Mesh): Uint8Array {
  const used = new Uint8Array(mesh.positions.length / 3);
  for (let i = 0; i < mesh.indices.length; i++) used[mesh.indices[i] as number] = 1;
  return used;
}

/** Bounds of the vertices `used` marks, or of all of them. */
export function vertexBounds(p: Float32Array, used?: Uint8Array): Bounds {
  let minX = Infinity;
  let minY = Infinity;
  let minZ = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let maxZ = -Infinity;
  for (let v = 0; v < p.length / 3; v++) {
    if (used && !used[v]) continue;
    const x = p[3 * v] as number;
    const y = p[3 * v + 1] as number;
    const z = p[3 * v + 2] as number;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
    if (z < minZ) minZ = z;
    if (z > maxZ) maxZ = z;
  }
  if (minX === Infinity) return { min: [0, 0, 0], max: [0, 0, 0] };
  return { min: [minX, minY, minZ], max: [maxX, maxY, maxZ] };
}

/** Multiplies every coordinate in place; returns the same mesh. */
export function scaleMesh(mesh: Mesh, factor: number): Mesh {
  if (factor !== 1) {
    const p = mesh.positions;
    for (let i = 0; i < p.length; i++) p[i] = (p[i] as number) * factor;
  }
  return mesh;
}

/** Concatenates meshes without sharing vertices between them. */
export function concatMeshes(parts: Mesh[]): Mesh {
  if (parts.length === 1 && parts[0]) return parts[0];
  let nv = 0;
  let nt = 0;
  for (const m of parts) {
    nv += m.positions.length;
    nt += m.indices.length;
  }
  const positions = new Float32Array(nv);
  const indices = new Uint32Array(nt);
  let vo = 0;
  let io = 0;
  for (const m of parts) {
    positions.set(m.positions, vo);
    const base = vo / 3;
    for (let i = 0; i < m.indices.length; i++) indices[io + i] = (m.indices[i] as number) + base;
    vo += m.positions.length;
    io += m.indices.length;
  }
  return { positions, indices };
}

/** Drops vertices no triangle uses, keeping the order of the rest (the same arrays when all are used). */
export function compactMesh(mesh: Mesh): Mesh {
  const n = mesh.positions.length / 3;
  const map = new Int32Array(n).fill(-1);
  for (let i = 0; i < mesh.indices.length; i++) map[mesh.indices[i] as number] = 0;
  let count = 0;
  for (let v = 0; v < n; v++) if ((map[v] as number) === 0) map[v] = count++;
  if (count === n) return mesh;
  const positions = new Float32Array(count * 3);
  for (let v = 0; v < n; v++) {
    const m = map[v] as number;
    if (m < 0) continue;
    positions[3 * m] = mesh.positions[3 * v] as number;
    positions[3 * m + 1] = mesh.positions[3 * v + 1] as number;
    positions[3 * m + 2] = mesh.positions[3 * v + 2] as number;
  }
  const indices = new Uint32Array(mesh.indices.length);
  for (let i = 0; i < indices.length; i++) indices[i] = map[mesh.indices[i] as number] as number;
  return { positions, indices };
}
