// The thread entry piscina loads: registers the TypeScript loader in this worker thread, whatever
// the parent runs under (tsx, vitest, plain node), then answers with the named function of the
// job's module.
import { register } from "tsx/esm/api";

register();
const { answer } = await import("./answer.ts");
const modules = new Map();

export default async function run({ module, method, task }) {
  if (!modules.has(module)) modules.set(module, import(module));
  return answer(await modules.get(module), method, task);
}
