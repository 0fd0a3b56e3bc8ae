import { type Db, histogram, sampledGauge, secondsBuckets } from "@druckwerk/platform";
import { count, eq } from "drizzle-orm";
import { tasks } from "../db/schema";
import type { TaskEvents } from "./events";
import type { TaskRunner } from "./runner";

/** How long a task took from its claim to its end, by outcome: `completed`, `failed`, `released`. */
export const taskDuration = histogram<"outcome">({
  name: "druckwerk_analysis_task_duration_seconds",
  help: "Time an analysis task ran in this process, from its claim to its end, by outcome (completed, failed, released: given back to the queue on stop)",
  labelNames: ["outcome"],
  buckets: secondsBuckets,
});

/** Tasks waiting in the queue (the tasks table, shared by every analytx replica). */
const tasksQueued = sampledGauge({
  name: "druckwerk_analysis_tasks_queued",
  help: "Analysis tasks queued and not yet claimed by a worker (all replicas: the queue is a table)",
});

/** Counts this service's queue when Prometheus scrapes; answers the function that stops it. */
export function countQueuedTasks(db: Db): () => void {
  return tasksQueued.add(async () => {
    const [row] = await db.select({ queued: count() }).from(tasks).where(eq(tasks.status, "queued"));
    return row?.queued ?? 0;
  });
}

/** Task event streams open on this process (each a subscriber to its task's changes). */
const taskEventSubscribers = sampledGauge({
  name: "druckwerk_analysis_task_event_subscribers",
  help: "Subscribers to analysis task changes in this process: the event streams open (GET /analytx/task/:taskId/events)",
});

/** Counts the subscribers of `events` when Prometheus scrapes; answers the function that stops it. */
export function countTaskEventSubscribers(events: TaskEvents): () => void {
  return taskEventSubscribers.add(() => events.subscriberCount());
}

/** Analyses running in this process now. */
const tasksRunning = sampledGauge({
  name: "druckwerk_analysis_tasks_running",
  help: "Analysis tasks this process is running now (claimed, not yet completed, failed or given back)",
});

/** Counts the tasks `runner` runs when Prometheus scrapes; answers the function that stops it. */
export function countRunningTasks(runner: TaskRunner): () => void {
  return tasksRunning.add(() => runner.runningTasks);
}
