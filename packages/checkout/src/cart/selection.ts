import type { PrintModeDto } from "@druckwerk/pricing/contract";
import type { ColorSnapshot } from "../contract";
import { refuse } from "./refusals";

export interface SelectionChoice {
  colorId: string;
  finishId: string;
  /** When missing, the print mode is the one that offers the colour. */
  printModeId?: string | undefined;
}

/**
 * Checks a colour, finish and print mode against the catalogue and answers the print mode and
 * the colour as the item stores it; a combination the catalogue does not offer is refused.
 */
export function resolveSelection(
  catalog: PrintModeDto[],
  choice: SelectionChoice,
): { printModeId: string; color: ColorSnapshot } {
  const offering = catalog.find((mode) => mode.colors.some((c) => c.id === choice.colorId));
  if (!offering) throw refuse("INVALID_SELECTION", `The colour ${choice.colorId} is not offered`);
  const mode = choice.printModeId ? catalog.find((m) => m.id === choice.printModeId) : offering;
  if (!mode) throw refuse("INVALID_SELECTION", `The print mode ${choice.printModeId} is not offered`);
  const color = mode.colors.find((c) => c.id === choice.colorId);
  if (!color) {
    throw refuse("INVALID_SELECTION", `The colour ${choice.colorId} is not offered in ${mode.name}`);
  }
  if (!mode.surfaceFinishes.some((finish) => finish.id === choice.finishId)) {
    throw refuse("INVALID_SELECTION", `The surface finish ${choice.finishId} is not offered in ${mode.name}`);
  }
  if (color.surfaceFinishes.length > 0 && !color.surfaceFinishes.includes(choice.finishId)) {
    throw refuse("INVALID_SELECTION", `The colour ${color.name} is not available with this surface finish`);
  }
  return {
    printModeId: mode.id,
    color: { id: color.id, _id: color.id, name: color.name, hex: color.hex },
  };
}
