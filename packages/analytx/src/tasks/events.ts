import { EventEmitter } from "node:events";
import type { Db, Logger, Notifications } from "@druckwerk/platform";
import type { Task } from "../contract";
import { findTask, presentTask, type TaskRow } from "./repository";

/** The database channel a task change is announced on, with the task (or its id) as its payload. */
const CHANNEL = "analytx_task";

/** The largest task sent in a notification; PostgreSQL takes payloads under 8000 bytes. */
const MAX_PAYLOAD_BYTES = 7000;

/**
 * Task changes across every replica on the database, through LISTEN/NOTIFY. A change is announced
 * with the task as it was written, so each phase reaches the subscribers, however quickly the next
 * follows; a task too large for a notification (a long error) is announced by its id, and each
 * process that has subscribers to it reads its row again. A state older than one a subscriber was
 * given (a read that a newer announcement overtook) is not handed on.
 */
export class TaskEvents {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  /** The tasks being read now; `again`: announced again during the read. */
  private readonly reading = new Map<string, { again: boolean }>();
  /** The `updatedAt` of the newest state handed to each task's subscribers. */
  private readonly newest = new Map<string, string>();
  private stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly options: { db: Db; notifications: Notifications; logger: Logger }) {}

  /** Listens for the changes of every replica (on the process's one listening connection). */
  async start() {
    this.stopListening = await this.options.notifications.listen(CHANNEL, {
      message: (payload) => {
        if (payload.startsWith("{")) this.deliver(JSON.parse(payload) as Task);
        else this.refresh(payload);
      },
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

  /** Announces the task as written; a lost announcement is logged, the task's work goes on. */
  async publish(row: TaskRow) {
    const task = JSON.stringify(presentTask(row));
    const payload = Buffer.byteLength(task) <= MAX_PAYLOAD_BYTES ? task : row.id;
    await this.options.notifications.notify(CHANNEL, payload).catch((err: unknown) => {
      this.options.logger.warn({ err, taskId: row.id }, "announcing a task change failed");
    });
  }

  /** `listener` gets the task as it is now, then each change, until the answered function is called. */
  subscribe(taskId: string, listener: (task: Task) => void): () => void {
    this.emitter.on(taskId, listener);
    this.refresh(taskId);
    return () => {
      this.emitter.off(taskId, listener);
      if (this.emitter.listenerCount(taskId) === 0) this.newest.delete(taskId);
    };
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
          if (row) this.deliver(presentTask(row));
        } while (state.again && this.emitter.listenerCount(taskId) > 0);
      } catch (err) {
        this.options.logger.warn({ err, taskId }, "reading a changed task failed");
      } finally {
        this.reading.delete(taskId);
      }
    })();
  }

  /** Hands `task` to its subscribers, unless they were given a newer state of it. */
  private deliver(task: Task) {
    if (this.emitter.listenerCount(task._id) === 0) return;
    const newest = this.newest.get(task._id);
    if (newest && task.updatedAt < newest) return;
    this.newest.set(task._id, task.updatedAt);
    this.emitter.emit(task._id, task);
  }
}
