import { type Bounds, type Mesh, meshBounds, triangleCount, usedVertices } from "../mesh";
import { buildTopology } from "../topology/build";
import { type EdgeStats, type EdgeTopology, edgeStats } from "../topology/edges";
import type { Shells } from "../topology/shells";

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

export interface Measures {
  triangles: number;
  /** Vertices that triangles use. */
  vertices: number;
  /** Connected components (triangles sharing edges). */
  shells: number;
  bbox: { min: Vec3; max: Vec3 };
  /** Extent along X, Y and Z in mm. */
  dimensions: Vec3;
  /** Signed volume in mm³: positive for outward-facing closed surfaces, hollows subtract. */
  volume: number;
  /** Signed volume of each shell, in shell order. */
  shellVolumes: number[];
  /** Surface area in mm². */
  area: number;
  openEdges: number;
  nonManifoldEdges: number;
  /** Edges along which the two triangles disagree about which side is outside. */
  inconsistentEdges: number;
  /** Triangles with a repeated vertex or no area. */
  degenerateTriangles: number;
  /** Closed two-manifold: every edge has exactly two triangles. */
  manifold: boolean;
}

/** Area below which a triangle counts as degenerate, relative to the squared model size. */
const DEGENERATE_AREA = 1e-12;

export interface Analysis {
  measures: Measures;
  topology: EdgeTopology;
  shells: Shells;
}

/** Edges and shells of the mesh when the caller has them already (e.g. from repairMesh). */
export interface KnownTopology {
  topology: EdgeTopology;
  shells: Shells;
  /** The bounds of the vertices its triangles use, when known as well. */
  bounds?: Bounds;
  /** How many vertices its triangles use, when known as well. */
  vertices?: number;
  /** Its edges' stats, when known as well. */
  edgeStats?: EdgeStats;
}

export function measureMesh(mesh: Mesh, known?: KnownTopology): Measures {
  return analyzeTopology(mesh, known).measures;
}

/** Measures plus the intermediate structures, for callers that need them again. */
export function analyzeTopology(mesh: Mesh, known?: KnownTopology): Analysis {
  const n = triangleCount(mesh);
  const vertexTotal = mesh.positions.length / 3;
  const { topology, shells } = known ?? buildTopology(mesh.indices, vertexTotal);
  const stats = known?.edgeStats ?? edgeStats(mesh.indices, topology);
  const { min, max } = known?.bounds ?? meshBounds(mesh);
  const diagonal2 = (max[0] - min[0]) ** 2 + (max[1] - min[1]) ** 2 + (max[2] - min[2]) ** 2;

  // Area, degeneracy and volume in one pass over the corners (volume as tetraVolume6 computes it).
  // A square root instead of Math.hypot: float32 coordinates cannot overflow or underflow the
  // sum of squares, and it takes half the time.
  const { positions: p, indices } = mesh;
  const shellVolumes6 = new Float64Array(shells.count);
  let area = 0;
  let degenerateTriangles = 0;
  for (let t = 0; t < n; t++) {
    const i = 3 * (indices[3 * t] as number);
    const j = 3 * (indices[3 * t + 1] as number);
    const k = 3 * (indices[3 * t + 2] as number);
    const ax = p[i] as number;
    const ay = p[i + 1] as number;
    const az = p[i + 2] as number;
    const bx = p[j] as number;
    const by = p[j + 1] as number;
    const bz = p[j + 2] as number;
    const cx = p[k] as number;
    const cy = p[k + 1] as number;
    const cz = p[k + 2] as number;
    const ux = bx - ax;
    const uy = by - ay;
    const uz = bz - az;
    const vx = cx - ax;
    const vy = cy - ay;
    const vz = cz - az;
    const nx = uy * vz - uz * vy;
    const ny = uz * vx - ux * vz;
    const nz = ux * vy - uy * vx;
    const a = 0.5 * Math.sqrt(nx * nx + ny * ny + nz * nz);
    area += a;
    if (i === j || j === k || i === k || a <= DEGENERATE_AREA * diagonal2) degenerateTriangles++;
    const s = shells.shellOf[t] as number;
    if (s >= 0) {
      const volume6 = ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx);
      shellVolumes6[s] = (shellVolumes6[s] as number) + volume6;
    }
  }
  const shellVolumes = Array.from(shellVolumes6, (v) => v / 6);
  const vertices = known?.vertices ?? usedVertices(mesh).reduce((sum, used) => sum + used, 0);
  const measures: Measures = {
    triangles: n,
    vertices,
    shells: shells.count,
    bbox: { min: { x: min[0], y: min[1], z: min[2] }, max: { x: max[0], y: max[1], z: max[2] } },
    dimensions: { x: max[0] - min[0], y: max[1] - min[1], z: max[2] - min[2] },
    volume: shellVolumes.reduce((s, v) => s + v, 0),
    shellVolumes,
    area,
    ...stats,
    degenerateTriangles,
    manifold: stats.openEdges === 0 && stats.nonManifoldEdges === 0 && n > 0,
  };
  return { measures, topology, shells };
}
