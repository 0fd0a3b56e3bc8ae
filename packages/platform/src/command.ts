import path from "node:path";
import { baseConfigSchema, ConfigError, parseConfig } from "./config";
import { type Database, openDatabase } from "./db";
import { FolderLockedError } from "./folder-lock";

/** A path given to a command: npm runs a workspace's script in the workspace's folder, it is meant from where it was called. */
export const fromCaller = (given: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), given);

/**
 * Runs `work` on the shop's database as configured (`DATA_DIR`, `DATABASE_URL`), and closes it.
 * On PGlite the data folder is locked meanwhile: with the shop running on it this fails (`FolderLockedError`).
 */
export async function withShopDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const config = parseConfig(baseConfigSchema);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: fromCaller(`${config.DATA_DIR}/pg`),
  });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Errors the operator mends: the configuration's, or a data folder another process holds. */
const isOperatorError = (error: unknown) =>
  error instanceof ConfigError || error instanceof FolderLockedError;

/**
 * For a server's start: an error the operator mends is printed alone and the process exits with 1;
 * any other is thrown on (a bug, with its stack).
 */
export function exitOnOperatorError(error: unknown): never {
  if (!isOperatorError(error)) throw error;
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}

/**
 * Runs a command-line tool's `main` and sets the exit code it answers. An error the user can mend
 * (the configuration's, a data folder in use, bad arguments, or one `isUserError` accepts) is printed, with `usage` for bad
 * arguments, and exits 1; any other is thrown (a bug, with its stack).
 */
export async function runCommand(
  main: () => Promise<number>,
  options: { usage: string; isUserError: (error: unknown) => boolean },
): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    const argsError = (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
    if (!(options.isUserError(error) || isOperatorError(error) || argsError)) throw error;
    process.stderr.write(`${(error as Error).message}\n${argsError ? `${options.usage}\n` : ""}`);
    process.exitCode = 1;
  }
}
