/** The wall-thickness bands of the 3D view, the same as the engine's wall-thickness picture. */
export const BORDERLINE_FACTOR = 1.5;

export type ThicknessBand = "thin" | "borderline" | "thick";

/** sRGB colours of the bands (the engine's render uses the same). */
export const bandColors: Record<ThicknessBand, string> = {
  thin: "#e12323",
  borderline: "#f5be1e",
  thick: "#5ab964",
};

/** The band of a wall of `thickness` mm against the print mode's minimum. */
export function bandOf(thickness: number, minimum: number): ThicknessBand {
  if (thickness < minimum) return "thin";
  if (thickness < minimum * BORDERLINE_FACTOR) return "borderline";
  return "thick";
}

/**
 * Per-vertex colours for a non-indexed geometry (three vertices per triangle) from per-triangle
 * thickness at scale 1, shown at `scale` against `minimum` mm. `rgb` holds each band's linear colour.
 */
export function triangleColors(
  thickness: Float32Array,
  scale: number,
  minimum: number,
  rgb: Record<ThicknessBand, readonly [number, number, number]>,
): Float32Array {
  const colors = new Float32Array(thickness.length * 9);
  for (let t = 0; t < thickness.length; t++) {
    const [r, g, b] = rgb[bandOf((thickness[t] as number) * scale, minimum)];
    for (let v = 0; v < 3; v++) colors.set([r, g, b], t * 9 + v * 3);
  }
  return colors;
}
