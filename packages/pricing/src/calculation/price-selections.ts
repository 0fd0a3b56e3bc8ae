import { HttpError } from "@druckwerk/platform";
import type { CatalogPrintMode } from "../catalog/repository";
import type { BatchCalculationRequest, CalculationResult, SelectionRefusal } from "../contract";
import type { AnalysedObject } from "./geometry";
import { lengthFactor } from "./geometry";
import { calculatePrice, grossOf, type StepChoice, surchargeCents, surfaceCm2 } from "./model";

type Selection = BatchCalculationRequest["selections"][number];

type Refusal = SelectionRefusal["error"];

/** Finds a selection's mode, finish and colour, or why they do not belong together. */
function resolve(catalog: CatalogPrintMode[], selection: Selection) {
  const mode = catalog.find((m) => m.id === selection.printModeId);
  if (!mode) return refused("UNKNOWN_PRINT_MODE", `Print mode ${selection.printModeId} not found`);
  const finish = mode.finishes.find((f) => f.id === selection.surfaceFinishId);
  if (!finish) {
    return refused(
      "FINISH_NOT_IN_PRINT_MODE",
      `Surface finish ${selection.surfaceFinishId} is not offered in print mode ${mode.id}`,
    );
  }
  const color = mode.colors.find((c) => c.id === selection.printModeColorId);
  if (!color) {
    return refused(
      "COLOR_NOT_IN_PRINT_MODE",
      `Colour ${selection.printModeColorId} is not offered in print mode ${mode.id}`,
    );
  }
  if (color.finishIds.length > 0 && !color.finishIds.includes(finish.id)) {
    return refused(
      "COLOR_NOT_AVAILABLE_WITH_FINISH",
      `Colour ${color.id} is not available with ${finish.id}`,
    );
  }
  const steps: StepChoice[] = [];
  for (const choice of selection.processingSteps ?? []) {
    const option = mode.processingSteps
      .find((step) => step.id === choice.stepId)
      ?.options.find((o) => o.id === choice.option);
    if (!option) {
      return refused(
        "PROCESSING_STEP_NOT_IN_PRINT_MODE",
        `Processing step ${choice.stepId} with option ${choice.option} is not offered in print mode ${mode.id}`,
      );
    }
    steps.push({ rates: option, quantity: choice.quantity });
  }
  return { mode, finish, color, steps };
}

/** What one application of each of the mode's processing-step options adds to one piece. */
function stepSurcharges(mode: CatalogPrintMode, areaCm2: number, taxRate: number) {
  return mode.processingSteps.flatMap((step) =>
    step.options.map((option) => {
      const net = Math.round(surchargeCents(option, areaCm2));
      return {
        stepId: step.id,
        optionId: option.id,
        piecePrice: { netPrice: net, totalPrice: grossOf(net, taxRate) },
        extraDays: option.extraProductionDays,
      };
    }),
  );
}

const refused = (code: Refusal["code"], message: string) => ({ refusal: { code, message } });

/** The HTTP status of a selection's refusal when it is the whole answer (the spec's single route). */
const statusOf = (refusal: Refusal) => (refusal.code === "UNKNOWN_PRINT_MODE" ? 404 : 400);

export const refusalError = (refusal: Refusal) =>
  new HttpError(statusOf(refusal), refusal.code, refusal.message);

const notPrintable = (selection: Selection, taxRate: number): CalculationResult => ({
  ...selection,
  price: null,
  piecePrice: null,
  breakdown: null,
  processingStepSurcharges: [],
  calculatedTaxes: { netPrice: 0, tax: 0, taxRate },
  quantityDiscountPercent: 0,
  printable: false,
  tooLarge: false,
  tooSmall: false,
  productionTime: { days: 0 },
  scaledDimensions: { x: 0, y: 0, z: 0 },
});

/**
 * Prices every selection for one object; the analysis is read once for all of them. A selection
 * that cannot be priced is answered with its refusal in its place.
 */
export function priceSelections(
  catalog: CatalogPrintMode[],
  object: AnalysedObject,
  request: BatchCalculationRequest & { taxRate: number },
): (CalculationResult | SelectionRefusal)[] {
  return request.selections.map((selection) => {
    const resolved = resolve(catalog, selection);
    if ("refusal" in resolved) return { ...selection, error: resolved.refusal };
    const { mode, finish, color, steps } = resolved;
    if (object.status === "failed") return notPrintable(selection, request.taxRate);
    const factor = lengthFactor(object.givenUnitOfLength, request.objectUnitLength, request.objectScale);
    const result = calculatePrice({
      geometry: object.geometry,
      lengthFactor: factor,
      quantity: request.objectQuantity,
      taxRate: request.taxRate,
      mode: {
        maxDimensions: { x: mode.maxX, y: mode.maxY, z: mode.maxZ },
        maxSumOfSides: mode.maxSumOfSides,
        minFeatureSize: mode.minFeatureSize,
        materialCentsPerCm3: mode.materialCentsPerCm3,
        spaceCentsPerCm3: mode.spaceCentsPerCm3,
        handlingCentsPerPiece: mode.handlingCentsPerPiece,
        minPieceCents: mode.minPieceCents,
        baseProductionDays: mode.baseProductionDays,
      },
      finish,
      color,
      processingSteps: steps,
    });
    return {
      ...selection,
      ...result,
      processingStepSurcharges: stepSurcharges(mode, surfaceCm2(object.geometry, factor), request.taxRate),
    };
  });
}
