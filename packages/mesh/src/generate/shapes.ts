import { concatMeshes, type Mesh } from "../mesh";

type V3 = [number, number, number];
type Axis = 0 | 1 | 2;

/**
 * An axis-aligned box, wound outward (or inward, for a cavity). Each face is split into
 * `divisions` x `divisions` quads so tests can use fine and coarse tessellations.
 */
export function boxMesh(min: V3, max: V3, options: { inward?: boolean; divisions?: number } = {}): Mesh {
  const d = options.divisions ?? 1;
  const positions: number[] = [];
  const indices: number[] = [];
  // Each face: a fixed axis and side, plus two in-plane axes ordered so u x v points outward.
  const faces: [Axis, 0 | 1, Axis, Axis][] = [
    [0, 0, 2, 1],
    [0, 1, 1, 2],
    [1, 0, 0, 2],
    [1, 1, 2, 0],
    [2, 0, 1, 0],
    [2, 1, 0, 1],
  ];
  for (const [axis, side, ua, va] of faces) {
    const base = positions.length / 3;
    for (let j = 0; j <= d; j++) {
      for (let i = 0; i <= d; i++) {
        const p: V3 = [0, 0, 0];
        p[axis] = side ? max[axis] : min[axis];
        p[ua] = min[ua] + ((max[ua] - min[ua]) * i) / d;
        p[va] = min[va] + ((max[va] - min[va]) * j) / d;
        positions.push(...p);
      }
    }
    for (let j = 0; j < d; j++) {
      for (let i = 0; i < d; i++) {
        const a = base + j * (d + 1) + i;
        const b = a + 1;
        const c = a + d + 2;
        const e = a + d + 1;
        indices.push(a, b, c, a, c, e);
      }
    }
  }
  const mesh = weldGrid({ positions: Float32Array.from(positions), indices: Uint32Array.from(indices) });
  if (options.inward) {
    for (let t = 0; t < mesh.indices.length; t += 3) {
      const b = mesh.indices[t + 1] as number;
      mesh.indices[t + 1] = mesh.indices[t + 2] as number;
      mesh.indices[t + 2] = b;
    }
  }
  return mesh;
}

/** A box with a box-shaped cavity: two shells, the inner one facing into the cavity. */
export function hollowBox(outer: [V3, V3], cavity: [V3, V3], divisions = 1): Mesh {
  return concatMeshes([
    boxMesh(outer[0], outer[1], { divisions }),
    boxMesh(cavity[0], cavity[1], { inward: true, divisions }),
  ]);
}

/** A closed torus around Z with `rings` x `sides` quads (2 triangles each). */
export function torusMesh(majorRadius: number, minorRadius: number, rings: number, sides: number): Mesh {
  const positions = new Float32Array(rings * sides * 3);
  for (let i = 0; i < rings; i++) {
    const u = (2 * Math.PI * i) / rings;
    for (let j = 0; j < sides; j++) {
      const v = (2 * Math.PI * j) / sides;
      const r = majorRadius + minorRadius * Math.cos(v);
      const o = 3 * (i * sides + j);
      positions[o] = r * Math.cos(u);
      positions[o + 1] = r * Math.sin(u);
      positions[o + 2] = minorRadius * Math.sin(v);
    }
  }
  const indices = new Uint32Array(rings * sides * 6);
  let k = 0;
  for (let i = 0; i < rings; i++) {
    const i1 = (i + 1) % rings;
    for (let j = 0; j < sides; j++) {
      const j1 = (j + 1) % sides;
      const a = i * sides + j;
      const b = i1 * sides + j;
      const c = i1 * sides + j1;
      const d = i * sides + j1;
      indices.set([a, b, c, a, c, d], k);
      k += 6;
    }
  }
  return { positions, indices };
}

/** Joins the duplicated vertices along box edges so the faces share them. */
function weldGrid(mesh: Mesh): Mesh {
  const key = new Map<string, number>();
  const remap: number[] = [];
  const positions: number[] = [];
  for (let v = 0; v < mesh.positions.length / 3; v++) {
    const k = `${mesh.positions[3 * v]},${mesh.positions[3 * v + 1]},${mesh.positions[3 * v + 2]}`;
    let id = key.get(k);
    if (id === undefined) {
      id = positions.length / 3;
      key.set(k, id);
      positions.push(
        mesh.positions[3 * v] as number,
        mesh.positions[3 * v + 1] as number,
        mesh.positions[3 * v + 2] as number,
      );
    }
    remap.push(id);
  }
  return {
    positions: Float32Array.from(positions),
    indices: mesh.indices.map((i) => remap[i] as number),
  };
}
