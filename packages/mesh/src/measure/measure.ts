import { type Bounds, type Mesh, meshBounds, triangleCount, usedVertices } from "../mesh";
import { buildTopology } from "../topology/build";
import { type EdgeStats, type EdgeTopology, edgeStats } from "../topology/edges";
import type { Shells } from "../topology/shells";
import { type SurfaceSums, surfaceSums } from "./surface";

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
  /** Its area, degeneracy and shell volumes, when known as well (with `bounds`). */
  sums?: SurfaceSums;
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
  const bounds = known?.bounds ?? meshBounds(mesh);
  const { shellVolumes6, area, degenerateTriangles } = known?.sums ?? surfaceSums(mesh, shells, bounds);
  const shellVolumes = Array.from(shellVolumes6, (v) => v / 6);
  const vertices = known?.vertices ?? usedVertices(mesh).reduce((sum, used) => sum + used, 0);
  const { min, max } = bounds;
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
