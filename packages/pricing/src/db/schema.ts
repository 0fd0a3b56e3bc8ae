import type { LocalizedText } from "@druckwerk/platform";
import {
  doublePrecision,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

export const pricingSchema = pgSchema("pricing");

/** A ranking criterion of a print mode, 0 (poor) to 8 (excellent). */
export interface RankingEntry {
  criterion: string;
  value: number;
}

const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();

/**
 * When a catalogue import left the row out. Rows are never deleted, as carts (another service's
 * room) may name them; a retired row is neither listed nor priced, and an import naming it again
 * brings it back.
 */
const retiredAt = () => timestamp("retired_at", { withTimezone: true });

/**
 * What post-processing adds to a piece (a finish, or one application of a processing-step option):
 * cents per cm² of the part's surface, cents per piece, and extra production days.
 */
const surchargeColumns = () => ({
  surchargeCentsPerCm2: doublePrecision("surcharge_cents_per_cm2").notNull().default(0),
  surchargeCentsPerPiece: integer("surcharge_cents_per_piece").notNull().default(0),
  extraProductionDays: integer("extra_production_days").notNull().default(0),
});

/** A print mode is one material printed with one method, e.g. PA 12 by selective laser sintering. */
export const printModes = pricingSchema.table("print_modes", {
  id: text().primaryKey(),
  position: integer().notNull(),
  name: localized("name"),
  materialName: localized("material_name"),
  methodName: localized("method_name"),
  description: localized("description"),
  surfaceQuality: localized("surface_quality"),
  applications: localized("applications"),
  maxX: doublePrecision("max_x").notNull(),
  maxY: doublePrecision("max_y").notNull(),
  maxZ: doublePrecision("max_z").notNull(),
  /** Legacy SLS limit: the sides of the bounding box may add up to at most this many mm. */
  maxSumOfSides: doublePrecision("max_sum_of_sides"),
  minFeatureSize: doublePrecision("min_feature_size").notNull(),
  minWallThickness: doublePrecision("min_wall_thickness").notNull(),
  minHoleDiameter: doublePrecision("min_hole_diameter").notNull(),
  resolutionXy: doublePrecision("resolution_xy").notNull(),
  resolutionZ: doublePrecision("resolution_z").notNull(),
  ranking: jsonb().$type<RankingEntry[]>().notNull(),
  // The price model (docs/pricing.md); rates in euro cents, fractions allowed, rounded once per line.
  // Without defaults: a mode's rates always come from the catalogue (docs/pricing.md).
  materialCentsPerCm3: doublePrecision("material_cents_per_cm3").notNull(),
  spaceCentsPerCm3: doublePrecision("space_cents_per_cm3").notNull(),
  handlingCentsPerPiece: integer("handling_cents_per_piece").notNull(),
  minPieceCents: integer("min_piece_cents").notNull(),
  baseProductionDays: integer("base_production_days").notNull(),
  retiredAt: retiredAt(),
});

export const surfaceFinishes = pricingSchema.table("surface_finishes", {
  id: text().primaryKey(),
  printModeId: text("print_mode_id")
    .notNull()
    .references(() => printModes.id, { onDelete: "cascade" }),
  position: integer().notNull(),
  name: localized("name"),
  ...surchargeColumns(),
  retiredAt: retiredAt(),
});

export const colors = pricingSchema.table("colors", {
  id: text().primaryKey(),
  printModeId: text("print_mode_id")
    .notNull()
    .references(() => printModes.id, { onDelete: "cascade" }),
  position: integer().notNull(),
  name: localized("name"),
  hex: text().notNull(),
  surchargePercent: doublePrecision("surcharge_percent").notNull().default(0),
  retiredAt: retiredAt(),
});

/** The finishes a colour can be had in; a colour without rows here has no finish restriction. */
export const colorFinishes = pricingSchema.table(
  "color_finishes",
  {
    colorId: text("color_id")
      .notNull()
      .references(() => colors.id, { onDelete: "cascade" }),
    finishId: text("finish_id")
      .notNull()
      .references(() => surfaceFinishes.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.colorId, t.finishId] })],
);

export const processingSteps = pricingSchema.table("processing_steps", {
  id: text().primaryKey(),
  printModeId: text("print_mode_id")
    .notNull()
    .references(() => printModes.id, { onDelete: "cascade" }),
  position: integer().notNull(),
  name: localized("name"),
  retiredAt: retiredAt(),
});

export const processingStepOptions = pricingSchema.table("processing_step_options", {
  id: text().primaryKey(),
  stepId: text("step_id")
    .notNull()
    .references(() => processingSteps.id, { onDelete: "cascade" }),
  position: integer().notNull(),
  name: localized("name"),
  /** One application on one piece (a step chosen with quantity 3 is applied three times a piece). */
  ...surchargeColumns(),
  retiredAt: retiredAt(),
});

/** Every catalogue import applied, newest last: where it came from, its hash and what it changed. */
export const catalogImports = pricingSchema.table("catalog_imports", {
  id: serial().primaryKey(),
  /** `shipped` (shipped-catalog.ts) or the imported file's absolute path. */
  source: text().notNull(),
  /** SHA-256 of the validated catalogue, so start-up can tell whether the shipped one changed. */
  hash: text().notNull(),
  changes: jsonb().$type<Record<string, { added: number; updated: number; retired: number }>>().notNull(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});
