import type { KnownTopology } from "../measure/measure";
import { type SurfaceSums, surfaceSums } from "../measure/surface";
import { type Bounds, compactMesh, type Mesh, meshBounds, vertexBounds } from "../mesh";
import { buildEdges, buildTopology } from "../topology/build";
import { type EdgeStats, type EdgeTopology, edgeStats } from "../topology/edges";
import type { Shells } from "../topology/shells";
import { dropDegenerateAndDuplicates, mayHoldDegenerateOrDuplicates } from "./cleanup";
import { findFlatOpenShells } from "./flat-shells";
import { boundaryLoops, closeLoop } from "./holes";
import { mergeRimVertices } from "./merge";
import { consistentWinding, flipTriangle, inwardShells } from "./orient";

export interface RepairCounts {
  /** Vertices joined to an earlier vertex at (almost) the same place. */
  mergedVertexPairs: number;
  /** Triangles dropped because two corners coincide. */
  removedDegenerateTriangles: number;
  /** Second and later copies of the same triangle. */
  removedDuplicateTriangles: number;
  /** Open shells lying in one plane: stray sheets without volume. */
  removedFlatOpenShells: number;
  /** Input triangles whose winding was reversed (inconsistent or inward-facing). */
  flippedPolygons: number;
  /** Holes closed by triangulating their rim. */
  closedOpenLoops: number;
}

/** Bits of `repairedTriangleMask`. */
export const REPAIRED = { flipped: 1, holeFill: 2, mergedVertex: 4 } as const;

export interface RepairResult {
  mesh: Mesh;
  counts: RepairCounts;
  /** Per output triangle: REPAIRED bits saying what happened to it (0 = untouched). */
  repairedTriangleMask: Uint8Array;
  /** The output's edges and shells, so measuring it need not find them again. */
  topology: EdgeTopology;
  shells: Shells;
  /** The output's bounds (it keeps no vertex that no triangle uses). */
  bounds: Bounds;
  /** The output's vertices: all of them are used. */
  vertices: number;
  /** The output's open, non-manifold and inconsistent edges. */
  edgeStats: EdgeStats;
  /** The output's area, degeneracy and shell volumes. */
  sums: SurfaceSums;
}

export interface RepairOptions {
  /** Vertices closer than this (mm) are merged. Default: 1e-5 of the bounding-box diagonal. */
  mergeTolerance?: number;
  /** The input's edges and shells (and their stats) when the caller has them (measureMesh's analysis). */
  known?: KnownTopology;
  /**
   * The input's bounds when the caller has them and every vertex of the input is a corner of a
   * triangle (a parsed model's): while the repair keeps every vertex, they are the output's, and
   * there is nothing to compact.
   */
  bounds?: Bounds;
}

/**
 * Vertices closer than this are merged unless the caller says otherwise: 1e-5 of the
 * bounding-box diagonal (`bounds`: the mesh's, when the caller has them).
 */
export function defaultMergeTolerance(mesh: Mesh, { min, max }: Bounds = meshBounds(mesh)): number {
  const diagonal = Math.hypot(max[0] - min[0], max[1] - min[1], max[2] - min[2]);
  return Math.max(1e-5 * diagonal, 1e-9);
}

/**
 * Repairs a mesh in a fixed order: merge close vertices on open edges, drop degenerate and
 * duplicate triangles, remove flat open shells, make winding consistent, close holes, turn shells
 * outward (cavities inward). Repairing the result again changes nothing and counts zero.
 */
export function repairMesh(input: Mesh, options: RepairOptions = {}): RepairResult {
  const tolerance = options.mergeTolerance ?? defaultMergeTolerance(input);
  const counts: RepairCounts = {
    mergedVertexPairs: 0,
    removedDegenerateTriangles: 0,
    removedDuplicateTriangles: 0,
    removedFlatOpenShells: 0,
    flippedPolygons: 0,
    closedOpenLoops: 0,
  };

  const positions = input.positions;
  const vertexTotal = positions.length / 3;
  /** The triangles: the input's as they are until something changes them. */
  let indices = input.indices;
  let flags: Uint8Array = new Uint8Array(input.indices.length / 3);
  let { topology: topo, shells } = options.known ?? buildTopology(indices, vertexTotal);
  /** The stats of `topo` while it is current. One pass over the edges tells what there is to repair. */
  let stats: EdgeStats | undefined = options.known?.edgeStats ?? edgeStats(indices, topo);
  /** Whether any triangle was flipped (and maybe back). */
  let flipped = false;
  /** The triangles to flip in place: a copy while they are still the input's. */
  const own = () => {
    if (indices === input.indices) indices = indices.slice();
    return indices;
  };
  /** Whether the triangles use the input's vertices still: none merged away, dropped or added. */
  let sameVertices = true;
  const dropTriangles = (kept: Uint32Array) => {
    sameVertices = false;
    indices = gather(indices, kept);
    flags = gatherFlags(flags, kept);
    ({ topology: topo, shells } = buildTopology(indices, vertexTotal));
    stats = undefined;
  };

  if (stats.openEdges > 0) {
    const { remap, mergedPairs } = mergeRimVertices(positions, indices, topo, tolerance);
    counts.mergedVertexPairs = mergedPairs;
    if (mergedPairs > 0) {
      sameVertices = false;
      indices = new Uint32Array(input.indices.length);
      for (let i = 0; i < indices.length; i++) {
        const v = input.indices[i] as number;
        indices[i] = remap[v] as number;
        if (remap[v] !== v) flags[(i / 3) | 0] = REPAIRED.mergedVertex;
      }
      ({ topology: topo, shells } = buildTopology(indices, vertexTotal));
      stats = edgeStats(indices, topo);
    }
  }

  if (mayHoldDegenerateOrDuplicates(stats, shells)) {
    const clean = dropDegenerateAndDuplicates(indices);
    counts.removedDegenerateTriangles = clean.degenerate;
    counts.removedDuplicateTriangles = clean.duplicates;
    if (clean.kept.length < indices.length / 3) dropTriangles(clean.kept);
  }

  // A closed mesh (most files) has no open shell and no hole.
  stats ??= edgeStats(indices, topo);
  if (stats.openEdges > 0) {
    const flat = findFlatOpenShells({ positions, indices }, topo, shells, tolerance * 10);
    counts.removedFlatOpenShells = flat.reduce((s, f) => s + f, 0);
    if (counts.removedFlatOpenShells > 0) {
      const keep: number[] = [];
      for (let t = 0; t < indices.length / 3; t++) if (!flat[shells.shellOf[t] as number]) keep.push(t);
      dropTriangles(Uint32Array.from(keep));
    }
  }
  stats ??= edgeStats(indices, topo);
  // Flips turn no edge open or closed.
  const open = stats.openEdges > 0;

  // Most files are consistently wound: the stats spare the search.
  if (stats.inconsistentEdges > 0) {
    const flip = consistentWinding(indices, topo, shells);
    // A flip swaps a triangle's corners, and so which edge each of its half-edges is on.
    if (flip.includes(1)) {
      applyFlips(own(), (t) => flip[t] === 1, flags);
      flipped = true;
      topo = buildEdges(indices, vertexTotal);
      stats = undefined;
    }
  }

  const added: number[] = [];
  const fill: number[] = [];
  for (const loop of open ? boundaryLoops(indices, topo) : []) {
    fill.push(...closeLoop(loop, positions, added));
    counts.closedOpenLoops++;
  }
  let mesh: Mesh = { positions, indices };
  if (fill.length > 0) {
    sameVertices = false;
    mesh = append(mesh, fill, added);
    indices = mesh.indices;
    const grown = new Uint8Array(indices.length / 3);
    grown.set(flags);
    grown.fill(REPAIRED.holeFill, flags.length);
    flags = grown;
    ({ topology: topo, shells } = buildTopology(indices, mesh.positions.length / 3));
    stats = undefined;
  }

  // Compacting renumbers vertices but keeps triangles and their corners: edges and shells stay valid.
  const inputBounds = sameVertices ? options.bounds : undefined;
  if (!inputBounds) mesh = compactMesh(mesh);
  indices = mesh.indices;
  const bounds = inputBounds ?? vertexBounds(mesh.positions);
  const sums = surfaceSums(mesh, shells, bounds);
  const inward = inwardShells(mesh, shells, sums.shellVolumes6);
  if (inward.includes(1)) {
    applyFlips(own(), (t) => inward[shells.shellOf[t] as number] === 1, flags);
    flipped = true;
    mesh = { positions: mesh.positions, indices };
    topo = buildEdges(indices, mesh.positions.length / 3);
    stats = undefined;
    for (let s = 0; s < shells.count; s++)
      if (inward[s]) sums.shellVolumes6[s] = -(sums.shellVolumes6[s] as number);
  }
  for (let t = 0; flipped && t < flags.length; t++) {
    if ((flags[t] as number) & REPAIRED.flipped && !((flags[t] as number) & REPAIRED.holeFill))
      counts.flippedPolygons++;
  }
  return {
    mesh,
    counts,
    repairedTriangleMask: flags,
    topology: topo,
    shells,
    bounds,
    vertices: mesh.positions.length / 3,
    edgeStats: stats ?? edgeStats(indices, topo),
    sums,
  };
}

/** Flips the triangles `select` picks and toggles their flipped flag. */
function applyFlips(indices: Uint32Array, select: (t: number) => boolean, flags: Uint8Array): void {
  for (let t = 0; t < indices.length / 3; t++) {
    if (!select(t)) continue;
    flipTriangle(indices, t);
    flags[t] = (flags[t] as number) ^ REPAIRED.flipped;
  }
}

function gather(indices: Uint32Array, kept: Uint32Array): Uint32Array {
  const out = new Uint32Array(kept.length * 3);
  for (let i = 0; i < kept.length; i++) {
    const t = kept[i] as number;
    out[3 * i] = indices[3 * t] as number;
    out[3 * i + 1] = indices[3 * t + 1] as number;
    out[3 * i + 2] = indices[3 * t + 2] as number;
  }
  return out;
}

function gatherFlags(flags: Uint8Array, kept: Uint32Array): Uint8Array {
  const out = new Uint8Array(kept.length);
  for (let i = 0; i < kept.length; i++) out[i] = flags[kept[i] as number] as number;
  return out;
}

function append(mesh: Mesh, triangles: number[], positions: number[]): Mesh {
  const p = new Float32Array(mesh.positions.length + positions.length);
  p.set(mesh.positions);
  p.set(positions, mesh.positions.length);
  const i = new Uint32Array(mesh.indices.length + triangles.length);
  i.set(mesh.indices);
  i.set(triangles, mesh.indices.length);
  return { positions: p, indices: i };
}
