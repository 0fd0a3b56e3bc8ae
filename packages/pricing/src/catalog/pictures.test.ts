import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderModePicture } from "../../scripts/mode-pictures";
import { PICTURE_SIZE, pictureIndex, picturesFolder } from "./pictures";
import { shippedPrintModes } from "./shipped-catalog";

describe("the print modes' catalogue pictures", () => {
  it("exist for every shipped mode, as committed, and match what the script renders now", () => {
    const index = pictureIndex();
    for (const mode of shippedPrintModes) {
      expect(index.has(mode.id), mode.id).toBe(true);
      const committed = readFileSync(path.join(picturesFolder, `${mode.id}.png`));
      // PNG header: width and height are the IHDR chunk's first two 32-bit numbers.
      expect([committed.readUInt32BE(16), committed.readUInt32BE(20)]).toEqual([
        PICTURE_SIZE.width,
        PICTURE_SIZE.height,
      ]);
      expect(
        Buffer.compare(committed, Buffer.from(renderModePicture(mode.id))),
        `${mode.id}.png is stale: run npm run pictures -w packages/pricing`,
      ).toBe(0);
    }
  });

  it("knows no picture in a folder that is missing", () => {
    expect(pictureIndex(path.join(picturesFolder, "missing")).size).toBe(0);
  });
});
