import { describe, expect, it } from "vitest";
import { SAMPLE_PARTS, samplePartMesh } from "../generate/samples";
import { meshBounds } from "../mesh";
import { renderProductShot } from "./product";
import type { RenderedImage } from "./render";

const opaque = (image: RenderedImage) =>
  Array.from({ length: image.width * image.height }, (_, p) => p).filter(
    (p) => image.rgba[4 * p + 3] === 255,
  );
const luminance = (image: RenderedImage, p: number) =>
  0.2126 * (image.rgba[4 * p] as number) +
  0.7152 * (image.rgba[4 * p + 1] as number) +
  0.0722 * (image.rgba[4 * p + 2] as number);

describe("catalogue pictures", () => {
  it("shows the part in the material's colour on a transparent background", () => {
    const image = renderProductShot(samplePartMesh("clip"), {
      width: 200,
      height: 150,
      look: { color: "#C62828", roughness: 0.6 },
    });
    const part = opaque(image);
    expect(part.length / (200 * 150)).toBeGreaterThan(0.2);
    const red = part.filter((p) => {
      const [r, g, b] = [image.rgba[4 * p], image.rgba[4 * p + 1], image.rgba[4 * p + 2]] as number[];
      return (r as number) > 2 * (g as number) && (r as number) > 2 * (b as number);
    });
    expect(red.length / part.length).toBeGreaterThan(0.9);
    expect(image.rgba[3]).toBe(0);
  });

  it("gives a polished surface highlights that a matte one does not have", () => {
    const shot = (roughness: number) =>
      renderProductShot(samplePartMesh("knob"), {
        width: 160,
        height: 120,
        look: { color: "#8C8F93", roughness },
      });
    const brightest = (image: RenderedImage) => Math.max(...opaque(image).map((p) => luminance(image, p)));
    expect(brightest(shot(0.2))).toBeGreaterThan(brightest(shot(0.95)) + 40);
  });

  it("lays a soft shadow on the ground beside the part", () => {
    const image = renderProductShot(samplePartMesh("bracket"), {
      width: 160,
      height: 120,
      look: { color: "#F4F2EC", roughness: 0.9 },
    });
    const shadow = Array.from({ length: 160 * 120 }, (_, p) => image.rgba[4 * p + 3] as number).filter(
      (a) => a > 0 && a < 128,
    );
    expect(shadow.length).toBeGreaterThan(200);
  });

  it("has closed, standing sample parts", () => {
    for (const part of SAMPLE_PARTS) {
      const mesh = samplePartMesh(part);
      expect(meshBounds(mesh).min[2], part).toBeCloseTo(0, 5);
      expect(mesh.indices.length / 3, part).toBeGreaterThan(100);
    }
  });

  it("refuses a colour that is not #RRGGBB", () => {
    expect(() =>
      renderProductShot(samplePartMesh("gear"), { width: 32, look: { color: "red", roughness: 0.5 } }),
    ).toThrow(/#RRGGBB/);
  });
});
