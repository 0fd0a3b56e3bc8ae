import type { Locator } from "@playwright/test";
import { PNG } from "pngjs";

/** Share of the element's pixels that differ clearly from its top-left pixel (the background). */
export async function drawnShare(element: Locator): Promise<number> {
  await element.evaluate((node) => node.scrollIntoView({ block: "center" }));
  const box = await element.boundingBox();
  if (!box) return 0;
  const { data, width, height } = PNG.sync.read(await element.page().screenshot({ clip: box }));
  const background = [data[0], data[1], data[2]] as number[];
  let drawn = 0;
  for (let i = 0; i < data.length; i += 4) {
    const distance = [0, 1, 2].reduce(
      (sum, c) => sum + Math.abs((data[i + c] as number) - (background[c] as number)),
      0,
    );
    if (distance > 40) drawn++;
  }
  return drawn / (width * height);
}
