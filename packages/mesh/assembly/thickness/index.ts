// The wall thickness's WebAssembly: `npm run codegen` compiles this (AssemblyScript) into
// src/thickness/generated/thickness-wasm.ts.
export { buildHalf, countHalf, emptyLanes, isLeaf, lanesOf, splitAt } from "./build";
export { cast, castTriangles } from "./cast";
export { gatherCorners, mortonCodes } from "./prepare";
export { countDigits, placeDigits, scatter } from "./sort";
export { summarize } from "./summary";
export { setup } from "./view";
