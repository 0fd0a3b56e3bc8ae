import { type Db, isUuid } from "@druckwerk/platform";
import { and, desc, eq, sql } from "drizzle-orm";
import { type Task, type TaskError, type TaskPhase, taskPhases } from "../contract";
import { files, tasks } from "../db/schema";

export type TaskRow = typeof tasks.$inferSelect;

const progressOf: Record<TaskPhase, number> = {
  queued: 0,
  converting: 10,
  analysing: 30,
  repairing: 55,
  measuring: 80,
  completed: 100,
  failed: 100,
};

export function presentTask(row: TaskRow): Task {
  const phase = row.phase as TaskPhase;
  return {
    _id: row.id,
    fileId: row.fileId,
    status: row.status,
    phase,
    message: taskPhases[phase],
    progress: row.progress,
    stage: row.stage,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findTask(db: Db, id: string): Promise<TaskRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id));
  return row;
}

export async function latestTaskOf(db: Db, fileId: string): Promise<TaskRow | undefined> {
  const [row] = await db
    .select()
    .from(tasks)
    .where(eq(tasks.fileId, fileId))
    .orderBy(desc(tasks.createdAt))
    .limit(1);
  return row;
}

/**
 * Claims the oldest task that is queued, or running with an expired lease (its worker died),
 * and leases it to the caller. Safe with several workers: rows are locked with skip locked.
 */
export async function claimTask(db: Db, leaseMs: number): Promise<TaskRow | undefined> {
  const result = await db.execute(sql`
    update analytx.tasks set status = 'running', attempts = attempts + 1,
      lease_until = now() + ${`${leaseMs} milliseconds`}::interval, updated_at = now()
    where id = (
      select id from analytx.tasks
      where status = 'queued' or (status = 'running' and lease_until < now())
      order by created_at limit 1 for update skip locked
    )
    returning id`);
  // Both drivers (pg and PGlite) answer raw SQL with `rows`.
  const id = (result as { rows: { id: string }[] }).rows[0]?.id;
  return id ? findTask(db, id) : undefined;
}

export async function renewLease(db: Db, id: string, leaseMs: number) {
  await db
    .update(tasks)
    .set({ leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(eq(tasks.id, id));
}

export async function setPhase(db: Db, id: string, phase: TaskPhase): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(tasks)
    .set({ phase, progress: progressOf[phase], updatedAt: new Date() })
    .where(and(eq(tasks.id, id), eq(tasks.status, "running")))
    .returning();
  return row;
}

/** The progress a task shows once its file's measurements are stored and the wall thickness is measured. */
export const MEASURED_PROGRESS = 90;

/**
 * Stores the measurements of a running task's file (the analysis without wall thickness): the file
 * can be priced from now on. Nothing is written when the task is no longer running.
 */
export async function storeMeasurement(
  db: Db,
  task: TaskRow,
  values: Partial<typeof files.$inferInsert>,
): Promise<TaskRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(tasks)
      .set({ stage: "measured", progress: MEASURED_PROGRESS, updatedAt: new Date() })
      .where(and(eq(tasks.id, task.id), eq(tasks.status, "running")))
      .returning();
    if (!row) return undefined;
    await tx
      .update(files)
      .set({ ...values, analysisStage: "measured", updatedAt: new Date() })
      .where(eq(files.id, task.fileId));
    return row;
  });
}

export async function failTask(db: Db, task: TaskRow, error: TaskError): Promise<TaskRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.update(files).set({ error, updatedAt: new Date() }).where(eq(files.id, task.fileId));
    const [row] = await tx
      .update(tasks)
      .set({
        status: "failed",
        phase: "failed",
        progress: 100,
        error,
        leaseUntil: null,
        updatedAt: new Date(),
      })
      .where(eq(tasks.id, task.id))
      .returning();
    return row;
  });
}

/**
 * Gives a running task back to the queue because its worker is stopping: another worker, or this
 * one after its restart, runs it at once; the interrupted attempt does not count.
 */
export async function releaseTask(db: Db, id: string): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(tasks)
    .set({
      status: "queued",
      phase: "queued",
      progress: 0,
      attempts: sql`greatest(${tasks.attempts} - 1, 0)`,
      leaseUntil: null,
      updatedAt: new Date(),
    })
    .where(and(eq(tasks.id, id), eq(tasks.status, "running")))
    .returning();
  return row;
}

/** Puts a failed task back in the queue (e.g. after a crash or a timeout). */
export async function requeueTask(db: Db, id: string): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(tasks)
    .set({ status: "queued", phase: "queued", progress: 0, error: null, attempts: 0, updatedAt: new Date() })
    .where(eq(tasks.id, id))
    .returning();
  if (row) await db.update(files).set({ error: null }).where(eq(files.id, row.fileId));
  return row;
}
