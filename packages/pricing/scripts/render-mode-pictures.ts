import { writeFileSync } from "node:fs";
import path from "node:path";
import { picturesFolder } from "../src/catalog/pictures";
import { shippedPrintModes } from "../src/catalog/shipped-catalog";
import { renderModePicture } from "./mode-pictures";

// Renders the catalogue picture of every shipped print mode (`npm run pictures -w packages/pricing`).
// The PNGs are committed; a test renders them again and fails when one is stale.
for (const mode of shippedPrintModes) {
  writeFileSync(path.join(picturesFolder, `${mode.id}.png`), renderModePicture(mode.id));
  console.log(`${mode.id}.png`);
}
