// The Khronos glTF validator ships no types; these are the parts the GLB test reads.
declare module "gltf-validator" {
  export interface ValidationReport {
    issues: {
      numErrors: number;
      numWarnings: number;
      messages: { code: string; message: string; severity: number }[];
    };
    info: { version: string; totalVertexCount: number; totalTriangleCount: number };
  }
  export function validateBytes(
    data: Uint8Array,
    options?: Record<string, unknown>,
  ): Promise<ValidationReport>;
}
