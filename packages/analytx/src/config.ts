import { z } from "zod";

/** The analytx service's variables, shared by its own `main.ts` and the embedded mode. */
export const analytxConfigSchema = z.object({
  /** Worker threads for 3D analyses and pictures; as many analyses run at once. */
  ANALYSIS_THREADS: z.coerce.number().int().min(1).max(16).default(1),
});
