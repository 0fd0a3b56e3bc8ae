import { boxMesh, exportObj, exportStl, hollowBox } from "@druckwerk/mesh";

/** Real model files for the tests, made by the 3D engine's own generators. */
export const models = {
  /** A closed 20 x 10 x 5 mm block. */
  block: () => exportStl(boxMesh([0, 0, 0], [20, 10, 5])),
  /**
   * A `size` mm box with 0.5 mm walls: too thin for most print modes; `divisions` per side of each
   * face (12 x divisions² triangles per box, say 130 for about 400,000 in all).
   */
  thinWalled: (size = 20, divisions = 1) =>
    hollowBox(
      [
        [0, 0, 0],
        [size, size, size],
      ],
      [
        [0.5, 0.5, 0.5],
        [size - 0.5, size - 0.5, size - 0.5],
      ],
      divisions,
    ),
  /** The block with its first triangle's winding reversed: one flipped polygon to repair. */
  flippedBlock() {
    const mesh = boxMesh([0, 0, 0], [20, 10, 5]);
    const indices = mesh.indices.slice();
    [indices[1], indices[2]] = [indices[2] as number, indices[1] as number];
    return exportStl({ positions: mesh.positions, indices });
  },
  /** The block as Wavefront OBJ text. */
  blockObj: () => exportObj(boxMesh([0, 0, 0], [20, 10, 5]), "Block"),
  /** A binary STL cut off in the middle of its triangles. */
  truncated: () => exportStl(boxMesh([0, 0, 0], [20, 10, 5])).slice(0, 84 + 50 * 5 + 20),
};

export const stlOf = (mesh: ReturnType<typeof hollowBox>) => exportStl(mesh);
