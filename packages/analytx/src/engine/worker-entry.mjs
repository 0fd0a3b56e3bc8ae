// The thread entry piscina loads: registers the TypeScript loader in this worker thread,
// whatever the parent runs under (tsx, vitest), then hands over to worker.ts.
import { register } from "tsx/esm/api";

register();
const worker = await import("./worker.ts");

export const analyse = worker.analyse;
export const picture = worker.picture;
export const exportModel = worker.exportModel;
