import type { Mesh } from "../mesh";

/**
 * Turns a triangle soup (x, y, z for each of the three corners of every triangle) into an
 * indexed mesh by joining corners with bit-identical coordinates, which is how STL
 * expresses shared vertices. -0 and +0 count as the same coordinate.
 */
export function weldSoup(soup: Float32Array): Mesh {
  const cornerCount = soup.length / 3;
  const bits = new Uint32Array(soup.buffer, soup.byteOffset, soup.length);
  let size = 1;
  while (size < cornerCount * 2) size <<= 1;
  const mask = size - 1;
  const table = new Int32Array(size).fill(-1);
  // Worst case every corner is distinct; trimmed at the end.
  const outBits = new Uint32Array(cornerCount * 3);
  const indices = new Uint32Array(cornerCount);
  let vertexCount = 0;
  for (let c = 0; c < cornerCount; c++) {
    let x = bits[3 * c] as number;
    let y = bits[3 * c + 1] as number;
    let z = bits[3 * c + 2] as number;
    if (x === 0x80000000) x = 0;
    if (y === 0x80000000) y = 0;
    if (z === 0x80000000) z = 0;
    let slot = (Math.imul(x, 0x9e3779b1) ^ Math.imul(y, 0x85ebca6b) ^ Math.imul(z, 0xc2b2ae35)) & mask;
    for (;;) {
      const v = table[slot] as number;
      if (v < 0) {
        table[slot] = vertexCount;
        outBits[3 * vertexCount] = x;
        outBits[3 * vertexCount + 1] = y;
        outBits[3 * vertexCount + 2] = z;
        indices[c] = vertexCount++;
        break;
      }
      if (outBits[3 * v] === x && outBits[3 * v + 1] === y && outBits[3 * v + 2] === z) {
        indices[c] = v;
        break;
      }
      slot = (slot + 1) & mask;
    }
  }
  const positions = new Float32Array(outBits.buffer.slice(0, vertexCount * 12));
  return { positions, indices };
}
