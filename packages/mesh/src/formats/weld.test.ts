import { describe, expect, it } from "vitest";
import { CornerWelder, weldSoup } from "./weld";

/** A soup of `triangles` whose coordinates are whole numbers below `range`: many shared corners. */
function gridSoup(triangles: number, range: number): Float32Array {
  const soup = new Float32Array(9 * triangles);
  let seed = 7;
  for (let i = 0; i < soup.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    soup[i] = seed % range;
  }
  return soup;
}

describe("welding a triangle soup", () => {
  it("joins corners with the same coordinates, -0 and +0 alike, and keeps all others apart", () => {
    const soup = Float32Array.of(0, 0, 0, 1, 0, 0, 0, 1, 0, -0, 0, -0, 0, 1, 0, 1e-7, 0, 0);
    const { positions, indices } = weldSoup(soup);
    expect([...indices]).toEqual([0, 1, 2, 0, 2, 3]);
    expect([...positions]).toEqual([0, 0, 0, 1, 0, 0, 0, 1, 0, 1e-7, 0, 0].map(Math.fround));
    expect(Object.is(positions[0], 0)).toBe(true);
  });

  it("keeps every corner when none is shared, its table grown past the expected size", () => {
    const triangles = 20_000;
    const soup = new Float32Array(9 * triangles).map((_, i) => i);
    const { positions, indices } = weldSoup(soup);
    expect(positions).toEqual(soup);
    expect(indices).toEqual(Uint32Array.from({ length: 3 * triangles }, (_, i) => i));
  });

  it("gives the same mesh however the triangles are split up, across the pieces it copies", () => {
    const soup = gridSoup(60_000, 40);
    const whole = weldSoup(soup);
    const welder = new CornerWelder(60_000);
    const view = new DataView(soup.buffer);
    let done = 0;
    for (const count of [1, 7, 40_000, 19_991, 1]) {
      welder.add(view, 36 * done, 36, count);
      done += count;
    }
    const split = welder.finish().mesh;
    expect(split.positions).toEqual(whole.positions);
    expect(split.indices).toEqual(whole.indices);
    expect(whole.positions.length / 3).toBeLessThan(40 ** 3);
  });

  it("gives the vertices' bounds, or the first coordinate that is not a finite number", () => {
    const soup = Float32Array.of(-2, 5, 1, 3, -1, 0, 0, 0, 9);
    const welder = new CornerWelder(1);
    welder.add(new DataView(soup.buffer), 0, 36, 1);
    const welded = welder.finish();
    expect(welded.bounds).toEqual({ min: [-2, -1, 0], max: [3, 5, 9] });
    expect(welded.nonFinite).toBeUndefined();
    soup[4] = Number.NaN;
    soup[8] = Number.POSITIVE_INFINITY;
    const broken = new CornerWelder(1);
    broken.add(new DataView(soup.buffer), 0, 36, 1);
    expect(broken.finish().nonFinite).toBeNaN();
    expect(new CornerWelder(0).finish().bounds).toEqual({ min: [0, 0, 0], max: [0, 0, 0] });
  });

  it("refuses more or fewer triangles than announced", () => {
    const welder = new CornerWelder(2);
    const view = new DataView(gridSoup(3, 5).buffer);
    expect(() => welder.add(view, 0, 36, 3)).toThrow(RangeError);
    welder.add(view, 0, 36, 1);
    expect(() => welder.finish()).toThrow(RangeError);
  });
});
