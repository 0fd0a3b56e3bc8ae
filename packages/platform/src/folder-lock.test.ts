import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FolderLockedError, type LockHolder, lockFolder } from "./folder-lock";

const lockModule = new URL("./folder-lock.ts", import.meta.url).pathname;

/**
 * A process of its own that, once told to go (a line on its stdin), tries to lock `folder`, says
 * `held` or `refused <pid>`, and holds the lock until its stdin closes.
 */
async function lockInChild(folder: string) {
  const script = `
    import { once } from "node:events";
    import { lockFolder } from ${JSON.stringify(lockModule)};
    console.log("ready");
    await once(process.stdin, "data");
    try {
      const lock = await lockFolder(${JSON.stringify(folder)});
      console.log("held");
      process.stdin.on("end", () => lock.release().then(() => process.exit(0)));
    } catch (error) {
      console.log("refused", error.holder?.pid ?? error.message);
      process.exit(0);
    }`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines: string[] = [];
  const waiters: (() => void)[] = [];
  let rest = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    const parts = (rest + chunk).split("\n");
    rest = parts.pop() ?? "";
    lines.push(...parts);
    for (const wake of waiters.splice(0)) wake();
  });
  const nextLine = async () => {
    while (lines.length === 0) {
      if (child.exitCode !== null) throw new Error(`child exited (${child.exitCode})`);
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
    return lines.shift() as string;
  };
  expect(await nextLine()).toBe("ready");
  return {
    child,
    /** Lets the child try, and answers what it said. */
    go() {
      child.stdin?.write("go\n");
      return nextLine();
    },
  };
}

async function ended(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) await once(child, "exit");
}

describe("lockFolder: one process at a time in a data folder", () => {
  let dir: string;
  let folder: string;
  const children: ChildProcess[] = [];
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "druckwerk-lock-"));
    folder = path.join(dir, "pg");
  });
  afterEach(async () => {
    for (const child of children.splice(0)) {
      child.kill("SIGKILL");
      await ended(child);
    }
    rmSync(dir, { recursive: true, force: true });
  });
  /** A lock as a process before left it: its generation 7 naming `holder`. */
  const writeLock = (holder: Partial<LockHolder> | string) => {
    mkdirSync(`${folder}.lock`);
    const content =
      typeof holder === "string"
        ? holder
        : JSON.stringify({ host: hostname(), since: "2020-01-01T00:00:00.000Z", token: "old", ...holder });
    writeFileSync(`${folder}.lock/7`, content);
  };
  /** The pid the lock names now: its highest generation's. */
  const holderPid = () => {
    const generations = readdirSync(`${folder}.lock`).filter((name) => /^\d+$/.test(name));
    const latest = Math.max(...generations.map(Number));
    const holder = JSON.parse(readFileSync(`${folder}.lock/${latest}`, "utf8")) as LockHolder | "released";
    return holder === "released" ? undefined : holder.pid;
  };

  it("refuses a second open in the same process, and gives the folder back on release", async () => {
    const lock = await lockFolder(folder);
    const second = await lockFolder(folder).catch((error) => error);
    expect(second).toBeInstanceOf(FolderLockedError);
    expect(second.code).toBe("DATA_DIR_LOCKED");
    expect(second.message).toContain(`this process (pid ${process.pid})`);
    await lock.release();
    expect(holderPid()).toBeUndefined();
    await (await lockFolder(folder)).release();
  });

  it("refuses a folder another live process holds, naming its pid, and takes it once that process died", async () => {
    const holder = await lockInChild(folder);
    children.push(holder.child);
    expect(await holder.go()).toBe("held");

    const refused = await lockFolder(folder).catch((error) => error);
    expect(refused).toBeInstanceOf(FolderLockedError);
    expect(refused.message).toContain(`process ${holder.child.pid} on ${hostname()}`);
    expect(refused.message).toContain("Stop that process first");
    expect(holderPid()).toBe(holder.child.pid);

    holder.child.kill("SIGKILL");
    await ended(holder.child);
    const lock = await lockFolder(folder);
    expect(lock.tookOverFrom?.pid).toBe(holder.child.pid);
    expect(holderPid()).toBe(process.pid);
    await lock.release();
  });

  it("lets exactly one of several processes starting at once take over a dead holder's lock", async () => {
    const dead = spawn(process.execPath, ["-e", ""]);
    await ended(dead);
    writeLock({ pid: dead.pid as number });

    const takers = await Promise.all(Array.from({ length: 4 }, () => lockInChild(folder)));
    children.push(...takers.map((taker) => taker.child));
    const said = await Promise.all(takers.map((taker) => taker.go()));
    const winners = takers.filter((_, i) => said[i] === "held");
    expect(winners).toHaveLength(1);
    const winnerPid = winners[0]?.child.pid;
    expect(said.filter((s) => s !== "held")).toEqual(Array(3).fill(`refused ${winnerPid}`));
    expect(holderPid()).toBe(winnerPid);
  });

  it("takes over a lock that cannot be read (cut off by a power loss)", async () => {
    writeLock("");
    const lock = await lockFolder(folder);
    expect(lock.tookOverFrom).toBeNull();
    await lock.release();
  });

  it("never takes a lock of a process on another machine, and says how to free it", async () => {
    writeLock({ pid: 4242, host: "elsewhere.example", bootId: "another-boot" });
    const refused = await lockFolder(folder).catch((error) => error);
    expect(refused).toBeInstanceOf(FolderLockedError);
    expect(refused.message).toContain("process 4242 on elsewhere.example");
    expect(refused.message).toContain(`delete the folder ${folder}.lock`);
  });

  describe.runIf(process.platform === "linux")("on Linux, where a reused pid can be told apart", () => {
    it("takes over a lock whose pid now belongs to another process", async () => {
      writeLock({ pid: process.ppid, startTicks: 1 });
      const lock = await lockFolder(folder);
      expect(lock.tookOverFrom?.pid).toBe(process.ppid);
      await lock.release();
    });

    it("takes over a lock from before the machine restarted", async () => {
      writeLock({ pid: process.ppid, bootId: "a-boot-before-this-one" });
      const lock = await lockFolder(folder);
      expect(lock.tookOverFrom?.pid).toBe(process.ppid);
      await lock.release();
    });
  });
});
