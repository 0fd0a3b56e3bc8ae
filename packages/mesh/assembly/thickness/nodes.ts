// A node of the ray hierarchy (see src/thickness/hierarchy.ts) holds what the walk needs of its up
// to four children, a lane each, in 192 bytes (three cache lines):
// - their boxes, as floats: blocks of four (one per lane) of min x, min y, min z, then max x, max y,
//   max z;
// - the bounds of their triangles' unit outward normals, as 16-bit integers in 1 / NORMAL_UNIT
//   (rounded outwards): blocks of four of min x, y, z, then max x, y, z;
// - per lane a reference: an inner node's address or a leaf's first place in the hierarchy's
//   order, then in a block of its own, the leaf's triangle count (0 for an inner node).
// A lane without a child has an empty box (minima above maxima) and inverted normal bounds: no
// ray enters it.
export const NODE_BYTES: usize = 192;
export const LANES: usize = 4;
/** Bytes from the box's minima to its maxima. */
export const MAXIMA: usize = 48;
export const NORMAL_MINIMA: usize = 96;
export const NORMAL_MAXIMA: usize = 120;
export const REFS: usize = 144;
export const COUNTS: usize = 160;
/** A unit normal's 1 in the node's integers. */
export const NORMAL_UNIT: f64 = 32767;
