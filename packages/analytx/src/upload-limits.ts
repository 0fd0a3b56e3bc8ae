/**
 * What an upload may be, without a schema library: the storefront's entry bundle checks a file
 * before sending it and takes only these constants (the contract itself needs zod).
 */

/** The extensions the shop accepts (spec: ply, stl, 3ds, 3mf, step, stp). */
export const acceptedExtensions = ["stl", "ply", "3mf", "3ds", "step", "stp", "obj"] as const;
/**
 * The largest upload, also the storefront's check before sending: the engine's own file limit
 * (`MAX_FILE_BYTES` of `@druckwerk/mesh`, held equal by contract.test.ts). Not imported from there,
 * so this module stays free of the engine for the storefront's bundle.
 */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
