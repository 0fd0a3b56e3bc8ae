import { languages } from "@druckwerk/platform";
import { z } from "zod";
import { RANKING_MAX, rankingCriteria } from "./ranking";

/**
 * The catalogue as a shop edits it: the shipped one (shipped-catalog.ts) and a JSON file given to
 * `npm run catalog:import` have this shape. Everything is checked before anything is written.
 */
const text = z.string().trim().min(1);
const localized = z.object(
  Object.fromEntries(languages.map((l) => [l, text])) as Record<(typeof languages)[number], typeof text>,
);
const id = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, "letters, digits, dots, dashes, underscores");
const millimetres = z.number().positive();
const cents = z.number().min(0);
const wholeCents = z.number().int().min(0);
const days = z.number().int().min(0).max(365);

const finishSurchargeSchema = z.object({ perCm2: cents, perPiece: wholeCents, extraDays: days });

/** An option's surcharge is for one application on one piece; without one the option is free. */
const processingStepSchema = z.object({
  id,
  name: localized,
  options: z.array(z.object({ id, name: localized, surcharge: finishSurchargeSchema.optional() })).min(1),
});

export const catalogPrintModeSchema = z.object({
  id,
  name: localized,
  material: localized,
  method: localized,
  description: localized,
  surfaceQuality: localized,
  applications: localized,
  maxDimensions: z.tuple([millimetres, millimetres, millimetres]),
  /** Legacy SLS limit: the sides of the bounding box may add up to at most this many mm. */
  maxSumOfSides: millimetres.optional(),
  minFeatureSize: millimetres,
  minWallThickness: millimetres,
  minHoleDiameter: millimetres,
  resolutionXy: millimetres,
  resolutionZ: millimetres,
  ranking: z.object(
    Object.fromEntries(
      Object.keys(rankingCriteria).map((c) => [c, z.number().int().min(0).max(RANKING_MAX)]),
    ) as {
      [C in keyof typeof rankingCriteria]: z.ZodNumber;
    },
  ),
  /** The price model's rates (docs/pricing.md), in euro cents. */
  rates: z.object({
    materialPerCm3: cents,
    spacePerCm3: cents,
    handlingPerPiece: wholeCents,
    minPiece: wholeCents,
    baseProductionDays: days,
  }),
  finishes: z.array(z.object({ id, name: localized, surcharge: finishSurchargeSchema.optional() })).min(1),
  /** `finishes` lists the finish ids a colour is limited to; without it the colour has no restriction. */
  colors: z
    .array(
      z.object({
        id,
        name: localized,
        hex: z.string().regex(/^#[0-9A-Fa-f]{6}$/, "#RRGGBB"),
        finishes: z.array(id).min(1).optional(),
        surchargePercent: z.number().min(0).max(1000).optional(),
      }),
    )
    .min(1),
  processingSteps: z.array(processingStepSchema),
});

export const catalogSchema = z
  .object({ printModes: z.array(catalogPrintModeSchema).min(1) })
  .superRefine(({ printModes }, context) => {
    const duplicates = (kind: string, ids: string[]) => {
      const seen = new Set<string>();
      for (const each of ids) {
        if (seen.has(each)) context.addIssue({ code: "custom", message: `${kind} id ${each} appears twice` });
        seen.add(each);
      }
    };
    duplicates(
      "print mode",
      printModes.map((m) => m.id),
    );
    duplicates(
      "finish",
      printModes.flatMap((m) => m.finishes.map((f) => f.id)),
    );
    duplicates(
      "colour",
      printModes.flatMap((m) => m.colors.map((c) => c.id)),
    );
    duplicates(
      "processing step",
      printModes.flatMap((m) => m.processingSteps.map((s) => s.id)),
    );
    duplicates(
      "processing step option",
      printModes.flatMap((m) => m.processingSteps.flatMap((s) => s.options.map((o) => o.id))),
    );
    printModes.forEach((mode, m) => {
      const finishIds = new Set(mode.finishes.map((f) => f.id));
      mode.colors.forEach((color, c) => {
        for (const finish of color.finishes ?? []) {
          if (!finishIds.has(finish))
            context.addIssue({
              code: "custom",
              path: ["printModes", m, "colors", c, "finishes"],
              message: `${finish} is not a finish of ${mode.id}`,
            });
        }
      });
      mode.finishes.forEach((finish, f) => {
        if (!mode.colors.some((c) => !c.finishes || c.finishes.includes(finish.id)))
          context.addIssue({
            code: "custom",
            path: ["printModes", m, "finishes", f],
            message: `no colour of ${mode.id} goes with ${finish.id}`,
          });
      });
    });
  });

export type Catalog = z.output<typeof catalogSchema>;
export type CatalogPrintModeInput = z.input<typeof catalogPrintModeSchema>;

/** A catalogue that breaks the rules: one line per problem, `<where>: <what is wrong>`. */
export class InvalidCatalogError extends Error {
  override name = "InvalidCatalogError";
}

/** Checks a catalogue (parsed JSON or the shipped data); throws InvalidCatalogError naming every problem. */
export function parseCatalog(input: unknown, source: string): Catalog {
  const result = catalogSchema.safeParse(input);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`);
  throw new InvalidCatalogError(`Invalid catalogue in ${source}:\n  ${lines.join("\n  ")}`);
}
