import type { PriceMatrixQuery } from "../gql/graphql";
import { parseDecimal } from "../preferences/decimals";

export type MatrixMode = PriceMatrixQuery["printModes"][number];
export type MatrixFinish = MatrixMode["surfaceFinishes"][number];
export type MatrixColor = MatrixFinish["colors"][number];
export type ItemPrice = MatrixColor["price"];

export interface Selection {
  modeId: string;
  finishId: string;
  colorId: string;
}

/** Choosing a print mode resets finish and colour to its first ones. */
export function selectMode(modes: MatrixMode[], modeId: string): Selection | null {
  const mode = modes.find((m) => m.id === modeId);
  const finish = mode?.surfaceFinishes[0];
  const color = finish?.colors[0];
  return mode && finish && color ? { modeId: mode.id, finishId: finish.id, colorId: color.id } : null;
}

/** Choosing a finish selects its first colour. */
export function selectFinish(modes: MatrixMode[], selection: Selection, finishId: string): Selection {
  const finish = modes.find((m) => m.id === selection.modeId)?.surfaceFinishes.find((f) => f.id === finishId);
  const color = finish?.colors[0];
  return finish && color ? { ...selection, finishId, colorId: color.id } : selection;
}

/** A colour can be chosen only where the selected finish offers it. */
export function selectColor(modes: MatrixMode[], selection: Selection, colorId: string): Selection {
  const available = resolve(modes, selection).finish?.colors.some((c) => c.id === colorId);
  return available ? { ...selection, colorId } : selection;
}

export function resolve(modes: MatrixMode[], selection: Selection | null) {
  const mode = modes.find((m) => m.id === selection?.modeId);
  const finish = mode?.surfaceFinishes.find((f) => f.id === selection?.finishId);
  const color = finish?.colors.find((c) => c.id === selection?.colorId);
  return { mode, finish, color };
}

/** The spec's print quality states. */
export type PrintQuality =
  | "loading"
  | "tooLargeForAll"
  | "tooLargeForSelected"
  | "tooSmall"
  | "printable"
  | "notPrintable";

export function printQuality(modes: MatrixMode[] | undefined, selected: ItemPrice | undefined): PrintQuality {
  if (!modes || selected === undefined) return "loading";
  if (selected === null) return "notPrintable"; // the pricing service refused the selection
  const all = modes.flatMap((m) => m.surfaceFinishes.flatMap((f) => f.colors.map((c) => c.price)));
  if (all.length > 0 && all.every((price) => price?.tooLarge)) return "tooLargeForAll";
  if (selected.tooLarge) return "tooLargeForSelected";
  if (selected.printable && selected.tooSmall) return "tooSmall";
  if (selected.printable) return "printable";
  return "notPrintable";
}

export const qualityTone: Record<PrintQuality, "success" | "warning" | "danger" | "loading"> = {
  loading: "loading",
  tooLargeForAll: "danger",
  tooLargeForSelected: "warning",
  tooSmall: "warning",
  printable: "success",
  notPrintable: "danger",
};

/** Scale that makes one side of the model the entered length (spec: entered / original). */
export const scaleForDimension = (entered: number, original: number) =>
  original > 0 ? entered / original : 0;

/** The spec's scale input: empty becomes 0; otherwise the number as typed (comma or point). */
export const parseScaleInput = (value: string) => (value.trim() === "" ? 0 : parseDecimal(value));
