import { Document, NodeIO } from "@gltf-transform/core";
import type { Mesh } from "../mesh";

/** glTF's unit is the metre and its up axis +Y; our meshes are in millimetres with +Z up. */
const MILLIMETRES = 0.001;
/** -90° about X: a model's +Z (up in print space) becomes glTF's +Y. */
const Z_UP_TO_Y_UP: [number, number, number, number] = [-Math.SQRT1_2, 0, 0, Math.SQRT1_2];

/**
 * Binary glTF 2.0 (GLB) of the mesh for 3D viewers: one indexed triangle primitive with the mesh's
 * vertices and triangles in order (per-triangle data such as wall thickness lines up with it),
 * under one node that scales millimetres to metres and turns +Z up into glTF's +Y up.
 */
export async function exportGlb(mesh: Mesh, name = "Model"): Promise<Uint8Array> {
  const document = new Document();
  const buffer = document.createBuffer();
  const positions = document
    .createAccessor("positions")
    .setType("VEC3")
    .setArray(mesh.positions)
    .setBuffer(buffer);
  const indices = document
    .createAccessor("indices")
    .setType("SCALAR")
    .setArray(mesh.indices)
    .setBuffer(buffer);
  const primitive = document.createPrimitive().setAttribute("POSITION", positions).setIndices(indices);
  const node = document
    .createNode(name)
    .setMesh(document.createMesh(name).addPrimitive(primitive))
    .setScale([MILLIMETRES, MILLIMETRES, MILLIMETRES])
    .setRotation(Z_UP_TO_Y_UP);
  document.getRoot().setDefaultScene(document.createScene(name).addChild(node));
  return new NodeIO().writeBinary(document);
}
