import { EventEmitter } from "node:events";
import type { Task } from "../contract";

/** Task updates within this process; the event stream also re-reads the database (other replicas). */
export class TaskEvents {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(task: Task) {
    this.emitter.emit(task._id, task);
  }

  subscribe(taskId: string, listener: (task: Task) => void): () => void {
    this.emitter.on(taskId, listener);
    return () => this.emitter.off(taskId, listener);
  }
}
