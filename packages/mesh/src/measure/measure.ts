import { type Mesh, meshBounds, triangleCount } from "../mesh";
import { buildEdges, type EdgeTopology, edgeStats, isIndexDegenerate } from "../topology/edges";
import { findShells, type Shells } from "../topology/shells";
import { tetraVolume6, triangleAreas } from "./geometry";

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
  areas: Float64Array;
}

/** Edges and shells of the mesh when the caller has them already (e.g. from repairMesh). */
export interface KnownTopology {
  topology: EdgeTopology;
  shells: Shells;
}

export function measureMesh(mesh: Mesh, known?: KnownTopology): Measures {
  return analyzeTopology(mesh, known).measures;
}

/** Measures plus the intermediate structures, for callers that need them again. */
export function analyzeTopology(mesh: Mesh, known?: KnownTopology): Analysis {
  const n = triangleCount(mesh);
  const vertexTotal = mesh.positions.length / 3;
  const topology = known?.topology ?? buildEdges(mesh.indices, vertexTotal);
  const shells = known?.shells ?? findShells(n, topology);
  const stats = edgeStats(mesh.indices, topology);
  const areas = triangleAreas(mesh);
  const { min, max } = meshBounds(mesh);
  const diagonal2 = (max[0] - min[0]) ** 2 + (max[1] - min[1]) ** 2 + (max[2] - min[2]) ** 2;

  const shellVolumes6 = new Float64Array(shells.count);
  let area = 0;
  let degenerateTriangles = 0;
  for (let t = 0; t < n; t++) {
    const a = areas[t] as number;
    area += a;
    if (isIndexDegenerate(mesh.indices, t) || a <= DEGENERATE_AREA * diagonal2) degenerateTriangles++;
    const s = shells.shellOf[t] as number;
    if (s >= 0) shellVolumes6[s] = (shellVolumes6[s] as number) + tetraVolume6(mesh, t);
  }
  const shellVolumes = Array.from(shellVolumes6, (v) => v / 6);
  const used = new Uint8Array(vertexTotal);
  let vertices = 0;
  for (let i = 0; i < mesh.indices.length; i++) {
    const v = mesh.indices[i] as number;
    if (!used[v]) {
      used[v] = 1;
      vertices++;
    }
  }
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
  return { measures, topology, shells, areas };
}
