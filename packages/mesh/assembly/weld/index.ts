// The weld's WebAssembly: `npm run codegen` compiles this (AssemblyScript) into
// src/formats/generated/weld-wasm.ts. src/formats/weld.ts lays out the memory and copies the
// triangles in and the mesh out.

// Byte addresses in this instance's memory, set by `setup`.
let indices: usize = 0;
let bits: usize = 0;
/** Open addressing: a slot holds its vertex's number + 1, 0 when free (fresh memory is zeroed). */
let table: usize = 0;
let mask: u32 = 0;
let vertices: u32 = 0;

/**
 * Where the corners' vertex numbers go (3 per triangle), where the vertices' coordinate bits go
 * (3 per vertex, room for every corner being one), and where the table of `slots` (a power of
 * two) is; a fuller table is made anew at the memory's end.
 */
export function setup(indicesAt: usize, bitsAt: usize, tableAt: usize, slots: u32): void {
  indices = indicesAt;
  bits = bitsAt;
  table = tableAt;
  mask = slots - 1;
  vertices = 0;
}

function hash(x: u32, y: u32, z: u32): u32 {
  return (x * 0x9e3779b1) ^ (y * 0x85ebca6b) ^ (z * 0xc2b2ae35);
}

function same(v: u32, x: u32, y: u32, z: u32): bool {
  const at = bits + <usize>v * 12;
  return load<u32>(at) === x && load<u32>(at, 4) === y && load<u32>(at, 8) === z;
}

/**
 * Welds `count` triangles, the first one numbered `first`: triangle i's nine little-endian floats
 * (three corners) at `records + stride * i`. Corners with bit-identical coordinates become one
 * vertex; -0 and +0 count as the same. Answers how many vertices there are so far.
 */
export function weld(records: usize, stride: u32, count: u32, first: u32): u32 {
  for (let i: u32 = 0; i < count; i++) {
    const t = first + i;
    const record = records + <usize>i * stride;
    for (let k: u32 = 0; k < 3; k++) {
      const at = record + k * 12;
      let x = load<u32>(at);
      let y = load<u32>(at, 4);
      let z = load<u32>(at, 8);
      if (x === 0x80000000) x = 0;
      if (y === 0x80000000) y = 0;
      if (z === 0x80000000) z = 0;
      // Neighbouring triangles in a file mostly share corners: the previous triangle's are
      // checked first, which spares most of the cache-missing table look-ups.
      let v: i32 = -1;
      if (t > 0) {
        const previous = indices + <usize>(3 * t - 3) * 4;
        for (let j: usize = 0; j < 3; j++) {
          const u = load<u32>(previous + j * 4);
          if (same(u, x, y, z)) {
            v = u;
            break;
          }
        }
      }
      if (v < 0) v = lookUp(x, y, z);
      store<u32>(indices + <usize>(3 * t + k) * 4, v);
    }
  }
  return vertices;
}

/** The vertex with these bits, added when there is none yet. */
function lookUp(x: u32, y: u32, z: u32): u32 {
  let slot = hash(x, y, z) & mask;
  while (true) {
    const held = load<u32>(table + ((<usize>slot) << 2));
    if (held === 0) break;
    if (same(held - 1, x, y, z)) return held - 1;
    slot = (slot + 1) & mask;
  }
  // Kept at most half full: a fuller table is doubled first.
  if ((vertices + 1) << 1 > mask + 1) {
    grow();
    slot = hash(x, y, z) & mask;
    while (load<u32>(table + ((<usize>slot) << 2)) !== 0) slot = (slot + 1) & mask;
  }
  const v = vertices++;
  store<u32>(table + ((<usize>slot) << 2), v + 1);
  const at = bits + <usize>v * 12;
  store<u32>(at, x);
  store<u32>(at, y, 4);
  store<u32>(at, z, 8);
  return v;
}

/** A table twice the size at the memory's end (fresh pages: zeroed), holding every vertex. */
function grow(): void {
  const slots = (<usize>mask + 1) * 2;
  const at = (<usize>memory.size()) << 16;
  memory.grow(<i32>(((slots << 2) + 0xffff) >> 16));
  table = at;
  mask = <u32>slots - 1;
  for (let v: u32 = 0; v < vertices; v++) {
    const b = bits + <usize>v * 12;
    let slot = hash(load<u32>(b), load<u32>(b, 4), load<u32>(b, 8)) & mask;
    while (load<u32>(table + ((<usize>slot) << 2)) !== 0) slot = (slot + 1) & mask;
    store<u32>(table + ((<usize>slot) << 2), v + 1);
  }
}

/**
 * The vertices' bounds, six floats (least x, y, z, then greatest) at `out`, and the first
 * coordinate that is not a finite number (its place among the vertices' coordinates), or -1.
 */
export function summarize(out: usize): i32 {
  let minX = Infinity;
  let minY = Infinity;
  let minZ = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let maxZ = -Infinity;
  for (let v: u32 = 0; v < vertices; v++) {
    const at = bits + <usize>v * 12;
    // An exponent of all ones: infinite or not a number.
    if ((load<u32>(at) & 0x7f800000) === 0x7f800000) return 3 * v;
    if ((load<u32>(at, 4) & 0x7f800000) === 0x7f800000) return 3 * v + 1;
    if ((load<u32>(at, 8) & 0x7f800000) === 0x7f800000) return 3 * v + 2;
    const x = <f64>load<f32>(at);
    const y = <f64>load<f32>(at, 4);
    const z = <f64>load<f32>(at, 8);
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
    if (z < minZ) minZ = z;
    if (z > maxZ) maxZ = z;
  }
  store<f64>(out, minX);
  store<f64>(out, minY, 8);
  store<f64>(out, minZ, 16);
  store<f64>(out, maxX, 24);
  store<f64>(out, maxY, 32);
  store<f64>(out, maxZ, 40);
  return -1;
}
