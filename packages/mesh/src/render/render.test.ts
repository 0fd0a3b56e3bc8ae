import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { boxMesh, hollowBox } from "../generate/shapes";
import { repairMesh } from "../repair/repair";
import { COLORS, type RenderedImage, renderImage, renderPng } from "./render";

type Rgb = readonly [number, number, number];

/** Share of the picture's pixels within a small distance of `color`. */
function share(image: RenderedImage, test: (r: number, g: number, b: number) => boolean): number {
  let hits = 0;
  for (let i = 0; i < image.rgba.length; i += 4) {
    if (test(image.rgba[i] as number, image.rgba[i + 1] as number, image.rgba[i + 2] as number)) hits++;
  }
  return hits / (image.width * image.height);
}
const near =
  (color: Rgb, tolerance = 60) =>
  (r: number, g: number, b: number) =>
    Math.abs(r - color[0]) + Math.abs(g - color[1]) + Math.abs(b - color[2]) < tolerance;
/** Shaded surfaces keep their hue: the colour's dominant channel stays dominant. */
const reddish = (r: number, g: number, b: number) => r > 120 && r > 2 * g && r > 2 * b;

function background(image: RenderedImage): Rgb {
  return [image.rgba[0] as number, image.rgba[1] as number, image.rgba[2] as number];
}

const walls = (wall: number) =>
  hollowBox(
    [
      [0, 0, 0],
      [20, 20, 20],
    ],
    [
      [wall, wall, wall],
      [20 - wall, 20 - wall, 20 - wall],
    ],
  );

describe("the software renderer", () => {
  it("draws the model's silhouette over the expected area", () => {
    // A 40 x 20 plate seen from above fills the picture's width less its margins, and half that in height.
    const image = renderImage(boxMesh([0, 0, 0], [40, 20, 5]), { width: 400, view: "z-p-0" });
    const empty = near(background(image), 6);
    const covered = 1 - share(image, empty);
    expect(covered).toBeGreaterThan(0.88 * 0.44 - 0.03);
    expect(covered).toBeLessThan(0.88 * 0.44 + 0.03);
    // Turned by 90 degrees the plate stands upright: the same area, rotated.
    const turned = renderImage(boxMesh([0, 0, 0], [40, 20, 5]), { width: 400, view: "z-p-90" });
    expect(1 - share(turned, near(background(turned), 6))).toBeCloseTo(covered, 2);
  });

  it("colours thin walls red against the threshold, thick ones green, with a legend", () => {
    const thin = renderImage(walls(0.5), { view: "z-p-0", colorBy: "thickness", threshold: 0.7 });
    expect(share(thin, reddish)).toBeGreaterThan(0.5);
    const thick = renderImage(walls(2), { view: "z-p-0", colorBy: "thickness", threshold: 0.7 });
    const legendFree = share(thick, reddish);
    expect(legendFree).toBeLessThan(0.01); // only the legend's red square
    expect(legendFree).toBeGreaterThan(0);
    expect(share(thick, near(COLORS.thick, 120))).toBeGreaterThan(0.5);
  });

  it("highlights repaired triangles", () => {
    const box = boxMesh([0, 0, 0], [20, 20, 20]);
    const indices = box.indices.slice();
    [indices[1], indices[2]] = [indices[2] as number, indices[1] as number];
    const repaired = repairMesh({ positions: box.positions, indices });
    expect(repaired.counts.flippedPolygons).toBe(1);
    const orange = (r: number, g: number, b: number) => r > 150 && g > 50 && g < 0.8 * r && b < 0.5 * g;
    const plain = allViews((view) => share(renderImage(repaired.mesh, { view }), orange));
    const marked = allViews((view) =>
      share(renderImage(repaired.mesh, { view, highlight: repaired.repairedTriangleMask }), orange),
    );
    expect(plain).toBe(0);
    expect(marked).toBeGreaterThan(0.05);
  });

  it("writes PNGs of any size up to 1024 px", () => {
    const png = PNG.sync.read(Buffer.from(renderPng(boxMesh([0, 0, 0], [1, 1, 1]), { width: 64 })));
    expect([png.width, png.height]).toEqual([64, 64]);
    const capped = renderImage(boxMesh([0, 0, 0], [1, 1, 1]), { width: 5000 });
    expect(capped.width).toBe(1024);
  });
});

/** The largest share over the six axis views, so the marked face is seen whichever side it is on. */
function allViews(measure: (view: string) => number): number {
  const views = ["x-p-0", "x-m-0", "y-p-0", "y-m-0", "z-p-0", "z-m-0"];
  return Math.max(...views.map(measure));
}
