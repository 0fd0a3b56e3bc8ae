import { boxMesh, exportObj, exportStl, hollowBox } from "@druckwerk/mesh";

/** Real model files for the tests, made by the 3D engine's own generators. */
export const models = {
  /** A closed 20 x 10 x 5 mm block. */
  block: () => exportStl(boxMesh([0, 0, 0], [20, 10, 5])),
  /** A 20 mm box with 0.5 mm walls: too thin for most print modes. */
  thinWalled: () =>
    hollowBox(
      [
        [0, 0, 0],
        [20, 20, 20],
      ],
      [
        [0.5, 0.5, 0.5],
        [19.5, 19.5, 19.5],
      ],
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
