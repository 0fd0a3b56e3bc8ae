import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { fieldErrorsOf, runCommand, withShopDatabase } from "@druckwerk/platform";
import { newStaffMemberSchema, staffRoles } from "../contract";
import { prepareAuthDatabase } from "../service";
import { StaffEmailTakenError, StaffStore } from "./staff-store";

/**
 * `npm run staff -- add --email <address> --name <name> [--role admin|staff]`: adds a staff member
 * to the shop's database (the first admin; later ones an admin adds in the back office). The
 * password is read from standard input, asked for without echo on a terminal, so it never appears
 * in the shell's history or the process list. `npm run staff -- list` lists the staff.
 */
const usage = `usage: staff add --email <address> --name <name> [--role ${staffRoles.join("|")}] (password on stdin)
       staff list`;

class StaffCommandError extends Error {}

/** One line from standard input; on a terminal asked for with `prompt` and not echoed. */
async function readPassword(prompt: string): Promise<string> {
  const terminal = process.stdin.isTTY === true;
  const lines = createInterface({
    input: process.stdin,
    output: terminal ? process.stdout : undefined,
    terminal,
  });
  if (terminal) {
    process.stdout.write(prompt);
    // Echo nothing the user types.
    (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
  }
  try {
    for await (const line of lines) return line;
    return "";
  } finally {
    lines.close();
    if (terminal) process.stdout.write("\n");
  }
}

async function run(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: {
      email: { type: "string" },
      name: { type: "string" },
      role: { type: "string", default: "admin" },
    },
    allowPositionals: true,
  });
  const [command] = positionals;
  if (command === "list") {
    return withShopDatabase(async (database) => {
      await prepareAuthDatabase(database);
      for (const member of await new StaffStore(database.db, 1).list())
        process.stdout.write(`${member.role}\t${member.email}\t${member.name}\n`);
      return 0;
    });
  }
  if (command !== "add" || positionals.length !== 1) throw new StaffCommandError(usage);
  const password = await readPassword("Password (12 to 200 characters): ");
  const parsed = newStaffMemberSchema.safeParse({ ...values, password });
  if (!parsed.success) {
    const problems = fieldErrorsOf(parsed.error).map((e) => `${e.field}: ${e.message}`);
    throw new StaffCommandError(`${problems.join("\n")}\n${usage}`);
  }
  return withShopDatabase(async (database) => {
    await prepareAuthDatabase(database);
    try {
      const member = await new StaffStore(database.db, 1).add(parsed.data);
      process.stdout.write(`Added ${member.role} ${member.email} (${member.name})\n`);
      return 0;
    } catch (error) {
      if (error instanceof StaffEmailTakenError)
        throw new StaffCommandError(`A staff member has the address ${parsed.data.email} already`);
      throw error;
    }
  });
}

await runCommand(run, { usage, isUserError: (error) => error instanceof StaffCommandError });
