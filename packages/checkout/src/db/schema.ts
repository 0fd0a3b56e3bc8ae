import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSchema,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { ColorSnapshot, Money, ProcessingStepChoice } from "../contract";

export const checkoutSchema = pgSchema("checkout");

export const carts = checkoutSchema.table("carts", {
  id: uuid().primaryKey().defaultRandom(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One configured model in a cart; its price is the pricing service's, stored with the item. */
export const cartItems = checkoutSchema.table(
  "cart_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    referencedId: text("referenced_id").notNull(),
    name: text().notNull(),
    givenUnitOfLength: text("given_unit_of_length").notNull(),
    scale: doublePrecision().notNull(),
    quantity: integer().notNull(),
    printModeId: text("print_mode_id").notNull(),
    finishId: text("finish_id").notNull(),
    colorId: text("color_id").notNull(),
    color: jsonb().$type<ColorSnapshot>().notNull(),
    acknowledgedRepairInfo: boolean("acknowledged_repair_info").notNull().default(false),
    processingSteps: jsonb("processing_steps").$type<ProcessingStepChoice[]>().notNull().default([]),
    attachments: jsonb().$type<string[]>().notNull().default([]),
    thumbnail: text(),
    pricing: jsonb().$type<Money>().notNull(),
    beforeDiscount: jsonb("before_discount").$type<Money>().notNull(),
    piecePrice: jsonb("piece_price").$type<Money>().notNull(),
    productionTimeDays: integer("production_time_days").notNull(),
    /** Insertion order: items added with one request share their `createdAt`. */
    position: integer().generatedAlwaysAsIdentity(),
    /** Optimistic concurrency: an update applies only to the version it was computed from. */
    version: integer().notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cart_items_cart_idx").on(t.cartId, t.createdAt, t.position)],
);
