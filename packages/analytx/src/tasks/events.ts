import { EventEmitter } from "node:events";
import type { Db, Logger, Notifications } from "@druckwerk/platform";
import type { Task } from "../contract";
import { findTask, presentTask } from "./repository";

/** The database channel a task change is announced on, with the task's id as its payload. */
const CHANNEL = "analytx_task";

/**
 * Task changes across every replica on the database: a publish announces the task's id on
 * LISTEN/NOTIFY, and each process that has subscribers to that task reads its row again and hands
 * it to them. The task itself never travels in the notification (its error may be long); reads of
 * one task follow each other, so subscribers see its states in the order they were written.
 */
export class TaskEvents {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  /** The tasks being read now; `again`: announced again during the read. */
  private readonly reading = new Map<string, { again: boolean }>();
  private stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly options: { db: Db; notifications: Notifications; logger: Logger }) {}

  /** Listens for the changes of every replica (on the process's one listening connection). */
  async start() {
    this.stopListening = await this.options.notifications.listen(CHANNEL, {
      message: (taskId) => this.refresh(taskId),
      // Changes announced while the connection was down were missed: read every subscribed task.
      resumed: () => {
        for (const taskId of this.emitter.eventNames()) this.refresh(taskId as string);
      },
    });
  }

  async stop() {
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  /** Announces that the task changed; a lost announcement is logged, the task's work goes on. */
  async publish(taskId: string) {
    await this.options.notifications.notify(CHANNEL, taskId).catch((err: unknown) => {
      this.options.logger.warn({ err, taskId }, "announcing a task change failed");
    });
  }

  /** `listener` gets the task as it is now, then each change, until the answered function is called. */
  subscribe(taskId: string, listener: (task: Task) => void): () => void {
    this.emitter.on(taskId, listener);
    this.refresh(taskId);
    return () => this.emitter.off(taskId, listener);
  }

  /** Subscribers in this process, over all tasks. */
  subscriberCount(): number {
    return this.emitter.eventNames().reduce((sum, name) => sum + this.emitter.listenerCount(name), 0);
  }

  /** Reads the task and hands it to its subscribers; one read of a task at a time, the last one after every announcement. */
  private refresh(taskId: string) {
    const current = this.reading.get(taskId);
    if (current) {
      current.again = true;
      return;
    }
    if (this.emitter.listenerCount(taskId) === 0) return;
    const state = { again: false };
    this.reading.set(taskId, state);
    void (async () => {
      try {
        do {
          state.again = false;
          const row = await findTask(this.options.db, taskId);
          if (row) this.emitter.emit(taskId, presentTask(row));
        } while (state.again && this.emitter.listenerCount(taskId) > 0);
      } catch (err) {
        this.options.logger.warn({ err, taskId }, "reading a changed task failed");
      } finally {
        this.reading.delete(taskId);
      }
    })();
  }
}
