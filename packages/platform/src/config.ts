import { z } from "zod";

/** Thrown when the environment does not satisfy a service's config schema. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Parses `env` with a zod object schema. Every problem is reported with the variable it concerns,
 * e.g. `PORT: Too big: expected number to be <=65535 (got "70000")`. An empty variable counts as unset.
 */
export function parseConfig<S extends z.ZodObject>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.output<S> {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join(".");
    const got = env[name];
    return `${name}: ${issue.message}${got === undefined ? "" : ` (got ${JSON.stringify(got)})`}`;
  });
  throw configError(lines);
}

/** The error for a configuration's problems, one line each, each starting with its variable. */
export const configError = (lines: string[]) =>
  new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);

export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/** `TAX_RATE`: the shop's VAT in percent, read by pricing and checkout alike. */
export const taxRate = z.coerce.number().min(0).max(100).default(19);

export const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * Which proxies may set `X-Forwarded-For`: `true`, `false`, or comma-separated addresses,
 * subnets and the names `loopback`, `linklocal`, `uniquelocal` (Fastify and Express understand both).
 */
export const trustProxy = z
  .string()
  .transform((value): boolean | string => (value === "true" || value === "false" ? value === "true" : value));

/** Variables every process of the shop understands. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  /** On SIGINT/SIGTERM, how long requests and uploads in flight may take to finish. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
});

export type BaseConfig = z.output<typeof baseConfigSchema>;
