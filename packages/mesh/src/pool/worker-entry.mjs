// The thread entry piscina loads: registers the TypeScript loader in this worker thread, whatever
// the parent runs under (tsx, vitest, plain node), then runs the named function of the job's module.
// A MeshError becomes a value here, because errors crossing threads lose their class and code.
import { register } from "tsx/esm/api";

register();
const { MeshError } = await import("../errors.ts");
const modules = new Map();

export default async function run({ module, method, task }) {
  if (!modules.has(module)) modules.set(module, import(module));
  const target = await modules.get(module);
  try {
    return { value: await target[method](task) };
  } catch (error) {
    if (error instanceof MeshError && error.code !== "INTERNAL") return { refused: error.toJSON() };
    throw error;
  }
}
