declare module "occt-import-js" {
  export interface OcctMesh {
    name: string;
    attributes: { position: { array: ArrayLike<number> } };
    index: { array: ArrayLike<number> };
  }
  export interface OcctResult {
    success: boolean;
    meshes: OcctMesh[];
  }
  export interface OcctParams {
    linearUnit?: "millimeter" | "centimeter" | "meter" | "inch" | "foot";
    linearDeflectionType?: "bounding_box_ratio" | "absolute_value";
    linearDeflection?: number;
    angularDeflection?: number;
  }
  export interface Occt {
    ReadStepFile(content: Uint8Array, params: OcctParams | null): OcctResult;
  }
  export default function occtimportjs(): Promise<Occt>;
}
