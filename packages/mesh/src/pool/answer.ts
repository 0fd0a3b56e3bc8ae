import { MeshError } from "../errors";

/**
 * A job as a pool's thread answers it: the method's value, or a MeshError (but INTERNAL) as a
 * value, because errors crossing threads lose their class and code.
 */
export async function answer(module: Record<string, unknown>, method: string, task: unknown) {
  try {
    return { value: await (module[method] as (task: unknown) => unknown)(task) };
  } catch (error) {
    if (error instanceof MeshError && error.code !== "INTERNAL") return { refused: error.toJSON() };
    throw error;
  }
}
