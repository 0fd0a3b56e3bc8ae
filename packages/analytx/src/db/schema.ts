import { doublePrecision, index, integer, jsonb, pgSchema, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { AnalysisStage, FileAnalysis, FileWarning, RepairCounts, TaskError } from "../contract";

export const analytxSchema = pgSchema("analytx");

/**
 * An uploaded 3D file and what the engine found in it. Its owner is the browser that uploaded it
 * (the SHA-256 of its uploader key) and the customer signed in then or since; a file stored before
 * files had owners has neither and is readable by any caller (docs/architecture.md, "Who may read
 * a model file").
 */
export const files = analytxSchema.table(
  "files",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    originalFilename: text("original_filename").notNull(),
    extension: text().notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    givenUnitOfLength: text("given_unit_of_length").notNull(),
    /** The unit the stored analysis is in; presented values are rescaled to the given unit. */
    analysisUnit: text("analysis_unit"),
    format: text(),
    detectedUnitOfLength: text("detected_unit_of_length"),
    suggestedUnitOfLength: text("suggested_unit_of_length"),
    scale: doublePrecision().notNull().default(1),
    analysis: jsonb().$type<FileAnalysis>(),
    /**
     * How much of the analysis is stored: none; `measured` (dimensions, volume, area, repair:
     * priceable; no wall thickness or render data yet); `completed` (all of it).
     */
    analysisStage: text("analysis_stage").notNull().default("none").$type<AnalysisStage>(),
    repairCounts: jsonb("repair_counts").$type<RepairCounts>(),
    /** Null for files analysed before warnings were kept (read as none). */
    warnings: jsonb().$type<FileWarning[]>(),
    error: jsonb().$type<TaskError>(),
    uploaderHash: text("uploader_hash"),
    userId: text("user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("files_uploader_idx").on(t.uploaderHash)],
);

/**
 * The analysis task of a file. The table is the queue: a worker claims a queued task (or one
 * whose lease ran out because its worker died) with `for update skip locked`.
 */
export const tasks = analytxSchema.table(
  "tasks",
  {
    id: uuid().primaryKey().defaultRandom(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    status: text().notNull().$type<"queued" | "running" | "completed" | "failed">(),
    phase: text().notNull(),
    progress: integer().notNull().default(0),
    /** How far the file's stored analysis is (`files.analysis_stage` as this task left it). */
    stage: text().notNull().default("none").$type<AnalysisStage>(),
    attempts: integer().notNull().default(0),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    error: jsonb().$type<TaskError>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("tasks_status_idx").on(t.status, t.createdAt)],
);
