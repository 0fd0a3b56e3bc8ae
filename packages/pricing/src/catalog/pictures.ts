import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Where the print modes' catalogue pictures are kept: `<mode id>.png`, made by `npm run pictures`. */
export const picturesFolder = fileURLToPath(new URL("../../media/print-modes/", import.meta.url));

/** Every catalogue picture is this size (a 4:3 card image). */
export const PICTURE_SIZE = { width: 480, height: 360 } as const;

export const picturePath = (modeId: string) => `/print-modes/${encodeURIComponent(modeId)}/picture.png`;

/**
 * The ids of the print modes that have a picture, read once: the pictures ship with the service
 * and do not change while it runs. A mode without one (an imported catalogue's new mode) has none.
 */
export function pictureIndex(folder = picturesFolder): ReadonlySet<string> {
  if (!existsSync(folder)) return new Set();
  return new Set(
    readdirSync(folder)
      .filter((name) => name.endsWith(".png"))
      .map((name) => name.slice(0, -".png".length)),
  );
}
