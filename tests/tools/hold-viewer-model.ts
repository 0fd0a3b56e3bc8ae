import type { Page } from "@playwright/test";

/**
 * Holds the 3D view's model back until `release()` is called, then passes it on whole: the view's
 * loading state stays on screen as long as a test or a screenshot needs it.
 */
export async function holdViewerModel(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/viewer.glb", async (route) => {
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  return release;
}
