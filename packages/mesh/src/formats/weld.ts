import type { Mesh } from "../mesh";

/**
 * Turns a triangle soup (x, y, z for each of the three corners of every triangle) into an
 * indexed mesh by joining corners with bit-identical coordinates, which is how STL
 * expresses shared vertices. -0 and +0 count as the same coordinate.
 */
export function weldSoup(soup: Float32Array): Mesh {
  return weldCorners(new DataView(soup.buffer, soup.byteOffset, soup.byteLength), 0, 36, soup.length / 9);
}

/**
 * `weldSoup` on triangles stored in place: triangle t's nine little-endian floats (three
 * corners) start at byte `first + stride * t` of `view`, as in a binary STL's records, so
 * a file is welded without first being copied into a soup.
 */
export function weldCorners(view: DataView, first: number, stride: number, triangles: number): Mesh {
  const welder = new CornerWelder(triangles);
  welder.add(view, first, stride, triangles);
  return welder.finish();
}

/**
 * The welding of `weldCorners`, fed triangle by triangle as they arrive (a binary STL read while
 * it is uploaded): the mesh is the same, bit for bit, however the triangles are split up.
 */
export class CornerWelder {
  /** Open addressing: each slot holds a vertex or -1; kept at most half full. */
  private table: Int32Array;
  private mask: number;
  private readonly indices: Uint32Array;
  // Closed meshes have about one vertex per six corners; both grow when a file has more.
  private outBits: Uint32Array<ArrayBuffer>;
  private vertexCount = 0;
  /** Triangles welded so far. */
  private done = 0;

  /** `triangles`: how many will be added in all. */
  constructor(readonly triangles: number) {
    const cornerCount = triangles * 3;
    const expected = Math.max(1024, Math.ceil(cornerCount / 4));
    let size = 1;
    while (size < expected * 2) size <<= 1;
    this.mask = size - 1;
    this.table = new Int32Array(size).fill(-1);
    this.outBits = new Uint32Array(3 * expected);
    this.indices = new Uint32Array(new SharedArrayBuffer(4 * cornerCount));
  }

  /** Welds the next `count` triangles, triangle i's corners at byte `first + stride * i` of `view`. */
  add(view: DataView, first: number, stride: number, count: number): void {
    if (this.done + count > this.triangles) throw new RangeError("more triangles than announced");
    const { indices } = this;
    let { table, mask, outBits, vertexCount } = this;
    const end = this.done + count;
    for (let t = this.done; t < end; t++) {
      const record = first + stride * (t - this.done);
      for (let k = 0; k < 3; k++) {
        const at = record + 12 * k;
        let x = view.getUint32(at, true);
        let y = view.getUint32(at + 4, true);
        let z = view.getUint32(at + 8, true);
        if (x === 0x80000000) x = 0;
        if (y === 0x80000000) y = 0;
        if (z === 0x80000000) z = 0;
        const c = 3 * t + k;
        // Neighbouring triangles in a file mostly share corners: the previous triangle's are
        // checked first, which spares most of the cache-missing table look-ups.
        let v = -1;
        for (let j = t > 0 ? 0 : 3; j < 3; j++) {
          const u = indices[3 * t - 3 + j] as number;
          if (outBits[3 * u] === x && outBits[3 * u + 1] === y && outBits[3 * u + 2] === z) {
            v = u;
            break;
          }
        }
        let slot = hash(x, y, z) & mask;
        while (v < 0) {
          const u = table[slot] as number;
          if (u < 0) {
            if (3 * vertexCount + 3 > outBits.length) outBits = grown(outBits);
            if (2 * (vertexCount + 1) > table.length) {
              table = rehashed(outBits, vertexCount, 2 * table.length);
              mask = table.length - 1;
              slot = hash(x, y, z) & mask;
              continue;
            }
            table[slot] = v = vertexCount++;
            outBits[3 * v] = x;
            outBits[3 * v + 1] = y;
            outBits[3 * v + 2] = z;
          } else if (outBits[3 * u] === x && outBits[3 * u + 1] === y && outBits[3 * u + 2] === z) {
            v = u;
          }
          slot = (slot + 1) & mask;
        }
        indices[c] = v;
      }
    }
    this.table = table;
    this.mask = mask;
    this.outBits = outBits;
    this.vertexCount = vertexCount;
    this.done = end;
  }

  /**
   * The welded mesh, once every announced triangle is added. Its arrays are in shared memory:
   * the wall thickness's threads read them as they are, with no copy of a large model.
   */
  finish(): Mesh {
    if (this.done !== this.triangles) throw new RangeError("fewer triangles than announced");
    const positions = new Float32Array(new SharedArrayBuffer(this.vertexCount * 12));
    positions.set(new Float32Array(this.outBits.buffer, 0, this.vertexCount * 3));
    return { positions, indices: this.indices };
  }
}

const hash = (x: number, y: number, z: number) =>
  Math.imul(x, 0x9e3779b1) ^ Math.imul(y, 0x85ebca6b) ^ Math.imul(z, 0xc2b2ae35);

/** A table of `size` slots holding the first `count` vertices of `bits`. */
function rehashed(bits: Uint32Array, count: number, size: number): Int32Array {
  const table = new Int32Array(size).fill(-1);
  const mask = size - 1;
  for (let v = 0; v < count; v++) {
    let slot = hash(bits[3 * v] as number, bits[3 * v + 1] as number, bits[3 * v + 2] as number) & mask;
    while ((table[slot] as number) >= 0) slot = (slot + 1) & mask;
    table[slot] = v;
  }
  return table;
}

function grown(bits: Uint32Array<ArrayBuffer>): Uint32Array<ArrayBuffer> {
  const out = new Uint32Array(bits.length * 2);
  out.set(bits);
  return out;
}
