import type { LocalizedText } from "@druckwerk/platform";
import { doublePrecision, integer, jsonb, pgSchema, primaryKey, text } from "drizzle-orm/pg-core";

export const pricingSchema = pgSchema("pricing");

/** A ranking criterion of a print mode, 0 (poor) to 8 (excellent). */
export interface RankingEntry {
  criterion: string;
  value: number;
}

const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();

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
  materialCentsPerCm3: doublePrecision("material_cents_per_cm3").notNull().default(90),
  spaceCentsPerCm3: doublePrecision("space_cents_per_cm3").notNull().default(5),
  handlingCentsPerPiece: integer("handling_cents_per_piece").notNull().default(150),
  minPieceCents: integer("min_piece_cents").notNull().default(500),
  baseProductionDays: integer("base_production_days").notNull().default(5),
});

export const surfaceFinishes = pricingSchema.table("surface_finishes", {
  id: text().primaryKey(),
  printModeId: text("print_mode_id")
    .notNull()
    .references(() => printModes.id, { onDelete: "cascade" }),
  position: integer().notNull(),
  name: localized("name"),
  surchargeCentsPerCm2: doublePrecision("surcharge_cents_per_cm2").notNull().default(0),
  surchargeCentsPerPiece: integer("surcharge_cents_per_piece").notNull().default(0),
  extraProductionDays: integer("extra_production_days").notNull().default(0),
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
});

export const processingStepOptions = pricingSchema.table("processing_step_options", {
  id: text().primaryKey(),
  stepId: text("step_id")
    .notNull()
    .references(() => processingSteps.id, { onDelete: "cascade" }),
  position: integer().notNull(),
  name: localized("name"),
});
