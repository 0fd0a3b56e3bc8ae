import { describe, expect, it } from "vitest";
import { bandOf, triangleColors } from "./thicknessColors";

const rgb = { thin: [1, 0, 0], borderline: [1, 1, 0], thick: [0, 1, 0] } as const;

describe("wall-thickness colours of the 3D view", () => {
  it("bands a wall against the print mode's minimum", () => {
    expect(bandOf(0.5, 0.7)).toBe("thin");
    expect(bandOf(0.7, 0.7)).toBe("borderline");
    expect(bandOf(1.04, 0.7)).toBe("borderline");
    expect(bandOf(1.05, 0.7)).toBe("thick");
  });

  it("colours every vertex of a triangle by its thickness at the chosen scale", () => {
    const colors = triangleColors(new Float32Array([0.5, 2]), 1, 1, rgb);
    expect(Array.from(colors.slice(0, 9))).toEqual([1, 0, 0, 1, 0, 0, 1, 0, 0]);
    expect(Array.from(colors.slice(9, 18))).toEqual([0, 1, 0, 0, 1, 0, 0, 1, 0]);
    // Scaled up three times, the 0.5 mm wall becomes 1.5 mm: thick against 1 mm.
    expect(Array.from(triangleColors(new Float32Array([0.5]), 3, 1, rgb).slice(0, 3))).toEqual([0, 1, 0]);
  });
});
