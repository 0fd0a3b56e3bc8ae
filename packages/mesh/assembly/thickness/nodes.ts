// A node's 64 bytes (NODE_WORDS and the word offsets in src/thickness/hierarchy.ts): its box (min
// x y z, max x y z) and the bounds of its triangles' unit outward normals (the same), as floats;
// then, as integers, how many nodes after it its right child comes (an inner node) or the leaf's
// first place in the hierarchy's order, and the leaf's triangle count (0 for inner nodes).
export const NODE_BYTES: usize = 64;
export const NORMALS: usize = 24;
export const LINK: usize = 48;
export const COUNT: usize = 52;
