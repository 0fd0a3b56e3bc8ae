import type { Db, FileStorage, Logger } from "@druckwerk/platform";
import { eq } from "drizzle-orm";
import type { TaskError, UnitOfLength } from "../contract";
import { unitOfLengthSchema } from "../contract";
import { files, tasks } from "../db/schema";
import { type AnalysisEngine, EngineError, type EngineMeasurement } from "../engine/engine";
import { fileKeys } from "../files/keys";
import type { ReadAheadModels } from "../files/read-ahead";
import type { TaskEvents } from "./events";
import { taskDuration } from "./metrics";
import {
  claimTask,
  failTask,
  releaseTask,
  renewLease,
  setPhase,
  storeMeasurement,
  type TaskRow,
} from "./repository";

type FileRow = typeof files.$inferSelect;

export interface RunnerOptions {
  db: Db;
  storage: FileStorage;
  engine: AnalysisEngine;
  events: TaskEvents;
  logger: Logger;
  /** Tasks analysed at once in this process. */
  concurrency: number;
  /** How long a claimed task stays ours without a renewal; a dead worker's task is retaken after it. */
  leaseMs: number;
  /** How often the queue is looked at without a kick (tasks of other replicas, leases run out). */
  sweepMs: number;
  /** A task running longer than this is cancelled and failed. */
  timeoutMs: number;
  /** Attempts before a task that keeps crashing its worker is failed for good. */
  maxAttempts: number;
  /** The models read while uploaded: a task whose model is here does not read its file again. */
  readAhead?: Pick<ReadAheadModels, "take">;
}

/**
 * Works the task queue: claims tasks, runs the engine off the event loop, stores the results
 * and publishes every phase. On stop the tasks running are given back to the queue; those of a
 * worker that died are picked up again when their lease runs out.
 */
export class TaskRunner {
  private active = 0;
  private stopped = false;
  /** Work was asked for since a slot last looked. */
  private wanted = false;
  private readonly running = new Set<Promise<void>>();
  private readonly controllers = new Set<AbortController>();
  private sweep: NodeJS.Timeout | undefined;

  constructor(private readonly options: RunnerOptions) {}

  /** The analyses running in this process now. */
  get runningTasks(): number {
    return this.controllers.size;
  }

  start() {
    // A sweep also finds tasks whose lease ran out and tasks queued by other replicas.
    this.sweep = setInterval(() => this.kick(), this.options.sweepMs).unref();
    this.kick();
  }

  /** Looks for work now (called after an upload). */
  kick() {
    this.wanted = true;
    while (!this.stopped && this.active < this.options.concurrency) {
      this.active++;
      const work = this.drain().finally(() => {
        this.active--;
        this.running.delete(work);
      });
      this.running.add(work);
    }
  }

  /**
   * One slot's work: task after task until the queue is empty. A kick that came while every slot
   * was busy is not lost: the slot that finds the queue empty looks once more.
   */
  private async drain(): Promise<void> {
    while (!this.stopped) {
      this.wanted = false;
      if (!(await this.next()) && !this.wanted) return;
    }
  }

  async stop() {
    this.stopped = true;
    clearInterval(this.sweep);
    for (const controller of this.controllers) controller.abort(new Error("service stopping"));
    for (const ended of await Promise.allSettled([...this.running]))
      if (ended.status === "rejected")
        this.options.logger.error({ err: ended.reason }, "a running task could not be handed back");
  }

  /** Claims and runs one task: false when there was none to claim. */
  private async next(): Promise<boolean> {
    const { db, leaseMs, logger } = this.options;
    let task: TaskRow | undefined;
    try {
      task = await claimTask(db, leaseMs);
    } catch (err) {
      logger.error({ err }, "claiming a task failed");
      return false;
    }
    if (!task) return false;
    if (this.stopped) {
      await this.publish(await releaseTask(db, task.id));
      return true;
    }
    await this.run(task);
    return true;
  }

  private async publish(row: TaskRow | undefined) {
    if (row) await this.options.events.publish(row);
  }

  /** Runs a claimed task and records how long it took, by its outcome. */
  private async run(task: TaskRow) {
    const endTimer = taskDuration.startTimer();
    const outcome = await this.attempt(task);
    if (outcome) endTimer({ outcome });
  }

  /** The task's outcome, or undefined when its file is gone (nothing ran). */
  private async attempt(task: TaskRow): Promise<"completed" | "failed" | "released" | undefined> {
    const { db, storage, engine, logger, leaseMs, timeoutMs, maxAttempts } = this.options;
    if (task.attempts > maxAttempts) {
      await this.publish(
        await failTask(db, task, {
          code: "TASK_CRASHED",
          message: "The analysis failed repeatedly and was stopped",
        }),
      );
      return "failed";
    }
    const [file] = await db.select().from(files).where(eq(files.id, task.fileId));
    if (!file) return undefined;
    const controller = new AbortController();
    this.controllers.add(controller);
    if (this.stopped) controller.abort(new Error("service stopping")); // stopped while the file was read
    const timeout = setTimeout(() => controller.abort(new Error("timeout")), timeoutMs);
    const lease = setInterval(() => void renewLease(db, task.id, leaseMs).catch(() => {}), leaseMs / 3);
    try {
      await this.publish(await setPhase(db, task.id, "converting"));
      // Phase and measurement writes run one after another and end before the task is completed.
      let progress = Promise.resolve();
      const inOrder = (write: () => Promise<TaskRow | undefined>) => {
        progress = progress.then(async () => this.publish(await write()));
      };
      const read = this.options.readAhead?.take(file.id);
      const output = await storage.withLocalFile(fileKeys.original(file.id, file.extension), (path) =>
        engine.analyse({
          path,
          ...(read ? { read } : {}),
          filename: file.originalFilename,
          unit: file.givenUnitOfLength as UnitOfLength,
          signal: controller.signal,
          onPhase: (phase) => inOrder(() => setPhase(db, task.id, phase)),
          // The measurements are stored at once: the model is priced while its walls are measured.
          onMeasured: (measured) => inOrder(() => storeMeasurement(db, task, fileValues(file, measured))),
        }),
      );
      await progress;
      // Artifacts first: the row says "completed" only once everything it points to exists.
      const { artifacts } = output;
      await storage.write(fileKeys.renderData(file.id), artifacts.renderData);
      const completed = await db.transaction(async (tx) => {
        await tx
          .update(files)
          .set({ ...fileValues(file, output), analysisStage: "completed", error: null })
          .where(eq(files.id, file.id));
        const [row] = await tx
          .update(tasks)
          .set({
            status: "completed",
            phase: "completed",
            progress: 100,
            stage: "completed",
            leaseUntil: null,
            updatedAt: new Date(),
          })
          .where(eq(tasks.id, task.id))
          .returning();
        return row;
      });
      await this.publish(completed);
      return "completed";
    } catch (error) {
      if (this.stopped) {
        await this.publish(await releaseTask(db, task.id));
        return "released";
      }
      const failure = engineFailure(error, controller.signal);
      if (failure.code === "INTERNAL") logger.error({ err: error, taskId: task.id }, "analysis crashed");
      await this.publish(await failTask(db, task, failure));
      return "failed";
    } finally {
      clearTimeout(timeout);
      clearInterval(lease);
      this.controllers.delete(controller);
    }
  }
}

/** The file row's columns for what the engine measured (its measurements alone, or all of it). */
function fileValues(file: FileRow, measured: EngineMeasurement) {
  const declared = unitOfLengthSchema.safeParse(measured.analysisUnit);
  return {
    format: measured.format,
    analysisUnit: measured.analysisUnit,
    givenUnitOfLength: declared.success ? declared.data : file.givenUnitOfLength,
    detectedUnitOfLength: measured.detectedUnit,
    suggestedUnitOfLength: measured.suggestedUnit,
    analysis: measured.analysis,
    repairCounts: measured.repairCounts,
    warnings: measured.warnings,
    updatedAt: new Date(),
  };
}

/** The engine's typed error, a timeout, or an internal crash, as the task's error. */
function engineFailure(error: unknown, signal: AbortSignal): TaskError {
  if (signal.aborted) {
    return { code: "ANALYSIS_TIMEOUT", message: "The analysis took too long and was stopped" };
  }
  if (error instanceof EngineError) return { code: error.code, message: error.message };
  return { code: "INTERNAL", message: "The file could not be processed, please try again later" };
}
