import { existsSync } from "node:fs";

/** Debian's Chromium (or CHROMIUM_PATH); the tests never download a browser of their own. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found) {
    throw new Error(
      "No Chromium found for the end-to-end tests. Install it with `apt-get install chromium` " +
        "or point CHROMIUM_PATH at a Chromium binary.",
    );
  }
  return found;
}

/** Flags for a sandboxed, offline machine: no first-run UI, no background calls home. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
