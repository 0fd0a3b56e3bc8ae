import { randomUUID } from "node:crypto";
import { readFileSync, readlinkSync } from "node:fs";
import { link, mkdir, open, readdir, readFile, rm } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";

/** Who holds a folder: written to the lock file whole, read by a process that wants the folder. */
export interface LockHolder {
  pid: number;
  host: string;
  /** When the holder took the lock (ISO time). */
  since: string;
  /** Linux: the boot, the pid namespace, and the process's start (clock ticks after boot), telling a reused pid apart. */
  bootId?: string | undefined;
  pidNamespace?: string | undefined;
  startTicks?: number | undefined;
  token: string;
}

/** A second process (or a second open in this one) wants a folder a live process holds. */
export class FolderLockedError extends Error {
  override name = "FolderLockedError";
  readonly code = "DATA_DIR_LOCKED";

  constructor(
    readonly folder: string,
    readonly lockPath: string,
    readonly holder: LockHolder,
  ) {
    const who =
      holder.pid === process.pid && holder.host === hostname()
        ? `this process (pid ${holder.pid})`
        : `process ${holder.pid} on ${holder.host} (since ${holder.since})`;
    super(
      `The database folder ${folder} is in use by ${who}: one process at a time may open it. ` +
        (checkableHere(holder)
          ? "Stop that process first, or give this one another DATA_DIR."
          : `This machine cannot check a process on ${holder.host}: if it no longer runs there, delete the folder ${lockPath}.`),
    );
  }
}

export interface FolderLock {
  /** The lock's folder, `<folder>.lock`. */
  readonly path: string;
  /** The dead holder whose lock was taken over, if any (`null`: a lock file that could not be read). */
  readonly tookOverFrom: LockHolder | null | undefined;
  /** Gives the folder up. */
  release(): Promise<void>;
}

/** Tokens of the locks this process holds or is taking, so a second open in it is refused too. */
const heldHere = new Set<string>();

/**
 * Takes `folder` for this process alone before anything opens it. The lock is a folder beside it,
 * `<folder>.lock`, holding numbered generations: the highest names the holder. A live holder on this
 * machine is never displaced: the caller gets a `FolderLockedError` naming its pid. A dead holder's
 * generation N (its process ended, or ran before the machine restarted) is taken over by creating
 * generation N+1, which only one process can create: of several starting at once, exactly one wins.
 * Nothing is ever replaced or removed under another process's feet, and a number is never used twice.
 */
export async function lockFolder(folder: string): Promise<FolderLock> {
  const absolute = path.resolve(folder);
  const dir = `${absolute}.lock`;
  await mkdir(dir, { recursive: true });
  const me = currentHolder();
  // Written and flushed under a name of its own first: a generation appears with its content or not at all.
  const draft = await writeDraft(dir, me);
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      const latest = await latestGeneration(dir);
      const holder = latest === 0 ? undefined : await readHolder(generationFile(dir, latest));
      if (holder === "gone") continue;
      if (holder && holder !== RELEASED && isAlive(holder))
        throw new FolderLockedError(absolute, dir, holder);
      const mine = latest + 1;
      heldHere.add(me.token);
      if (!(await createExclusive(draft, generationFile(dir, mine)))) {
        heldHere.delete(me.token);
        continue; // another process took this number first: look again
      }
      if ((await latestGeneration(dir)) > mine) {
        // This number came from a look long ago, and others have moved on past it.
        heldHere.delete(me.token);
        await rm(generationFile(dir, mine), { force: true });
        continue;
      }
      await removeGenerationsBelow(dir, mine);
      return {
        path: dir,
        tookOverFrom: holder === RELEASED ? undefined : holder,
        release: () => release(dir, mine, me.token),
      };
    }
    throw new Error(`Could not take the lock ${dir}: it kept changing hands`);
  } finally {
    await rm(draft, { force: true });
  }
}

const RELEASED = "released";

async function release(dir: string, mine: number, token: string) {
  // The next number says "free", so that no one can ever take this number again.
  const marker = await writeDraft(dir, RELEASED);
  try {
    await createExclusive(marker, generationFile(dir, mine + 1));
  } finally {
    await rm(marker, { force: true });
  }
  await rm(generationFile(dir, mine), { force: true });
  heldHere.delete(token);
}

const generationFile = (dir: string, generation: number) => path.join(dir, String(generation));

async function latestGeneration(dir: string): Promise<number> {
  const numbers = (await readdir(dir)).filter((name) => /^\d+$/.test(name)).map(Number);
  return Math.max(0, ...numbers);
}

async function removeGenerationsBelow(dir: string, generation: number) {
  for (const name of await readdir(dir)) {
    if (/^\d+$/.test(name) && Number(name) < generation) await rm(path.join(dir, name), { force: true });
  }
}

async function writeDraft(dir: string, content: LockHolder | typeof RELEASED): Promise<string> {
  const draft = path.join(dir, `draft-${randomUUID()}`);
  const handle = await open(draft, "wx");
  try {
    await handle.writeFile(JSON.stringify(content));
    await handle.sync();
  } finally {
    await handle.close();
  }
  return draft;
}

/** Gives `draft`'s content the name `file` unless that name exists: the one atomic step of the lock. */
async function createExclusive(draft: string, file: string): Promise<boolean> {
  try {
    await link(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/**
 * A generation's holder; `released` when its holder gave it up, `null` when it cannot be read as
 * one (cut off by a power loss), "gone" when it vanished meanwhile.
 */
async function readHolder(file: string): Promise<LockHolder | typeof RELEASED | null | "gone"> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "gone";
    throw error;
  }
  try {
    const holder = JSON.parse(text) as LockHolder | typeof RELEASED;
    if (holder === RELEASED) return RELEASED;
    return Number.isInteger(holder.pid) && typeof holder.token === "string" ? holder : null;
  } catch {
    return null;
  }
}

function isAlive(holder: LockHolder): boolean {
  // Another machine (or container) sharing the folder: its processes cannot be seen from here.
  if (!checkableHere(holder)) return true;
  if (holder.bootId !== undefined && bootId() !== undefined && !sameBoot(holder)) return false; // restarted since
  if (holder.pid === process.pid) return heldHere.has(holder.token);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the pid lives, under another user.
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
  }
  const now = procStat(holder.pid);
  if (!now) return true;
  if (now.state === "Z") return false; // exited, not yet reaped by its parent
  return holder.startTicks === undefined || holder.startTicks === now.startTicks;
}

const sameBoot = (holder: LockHolder) => holder.bootId !== undefined && holder.bootId === bootId();

/** The holder's pid means the same process here: same host name, or same boot and pid namespace. */
const checkableHere = (holder: LockHolder) =>
  holder.host === hostname() || (sameBoot(holder) && holder.pidNamespace === linux().pidNamespace);

function currentHolder(): LockHolder {
  return {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    ...linux(),
    startTicks: procStat(process.pid)?.startTicks,
    token: randomUUID(),
  };
}

const bootId = () => linux().bootId;

let machine: { bootId: string | undefined; pidNamespace: string | undefined } | undefined;
/** This boot's id and this process's pid namespace, where Linux tells them. */
function linux() {
  machine ??= {
    bootId: unlessMissing(() => readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim()),
    pidNamespace: unlessMissing(() => readlinkSync("/proc/self/ns/pid")),
  };
  return machine;
}

function unlessMissing(read: () => string): string | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** Linux's view of a process: its state letter and its start time, which a reused pid does not share. */
function procStat(pid: number): { state: string; startTicks: number } | undefined {
  const stat = unlessMissing(() => readFileSync(`/proc/${pid}/stat`, "utf8"));
  if (!stat) return undefined;
  // The command name, in parentheses, may hold spaces: the fields after it are counted from its end.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { state: fields[0] ?? "", startTicks: Number(fields[19]) };
}
