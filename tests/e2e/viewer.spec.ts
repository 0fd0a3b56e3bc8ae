import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { boxMesh, export3mf, exportStl, torusMesh } from "@druckwerk/mesh";
import { drawnShare } from "../tools/drawn-share";
import { holdViewerModel } from "../tools/hold-viewer-model";
import { expect, test } from "./fixtures";
import { ShopFlow } from "./page-objects/ShopFlow";

/** An 80 mm part as 3MF: before the camera was framed on the model, it was an empty white box. */
const part80mm = () => ({
  name: "platte-80mm.3mf",
  bytes: export3mf(boxMesh([0, 0, 0], [80, 60, 12]), "Platte"),
});

/** A torus of 1 000 x 500 x 2 = 1 000 000 triangles (47.7 MB of binary STL), written to disk once. */
function millionTriangles(): string {
  const file = path.join(tmpdir(), "druckwerk-e2e-torus-1m.stl");
  writeFileSync(file, exportStl(torusMesh(40, 12, 1000, 500)));
  return file;
}

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 375, height: 800 }],
] as const) {
  test.describe(`the 3D view on a ${device}`, () => {
    test.use({ viewport });

    test("shows an 80 mm 3MF part framed, not an empty box", async ({ page }) => {
      await page.goto("/");
      const flow = new ShopFlow(page);
      const { name, bytes } = part80mm();
      await flow.chooseFile(name, bytes);
      const viewer = page.getByTestId("model-viewer");
      await expect(viewer).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
      await expect.poll(() => drawnShare(viewer)).toBeGreaterThan(0.1);
      const { width } = (await viewer.boundingBox()) ?? { width: 0 };
      expect(width).toBeLessThanOrEqual(viewport.width);
    });

    test("says the 3D view is loading while a 1M-triangle model arrives, then shows it", async ({ page }) => {
      test.slow();
      // The model is held back until the loading state has been seen, then passed on whole.
      const release = await holdViewerModel(page);
      await page.goto("/");
      await new ShopFlow(page).chooseFileAt(millionTriangles());
      const viewer = page.getByTestId("model-viewer");
      await expect(viewer.getByRole("status")).toContainText("3D-Ansicht wird geladen", { timeout: 60_000 });
      await expect(viewer).toHaveAttribute("aria-busy", "true");
      release();
      await expect(viewer).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
      await expect(viewer.getByRole("status")).toHaveCount(0);
      await expect.poll(() => drawnShare(viewer)).toBeGreaterThan(0.1);
    });
  });
}

test.describe("the 3D view on a touch screen", () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  test("shows the model's picture at once and turns it in 3D when asked", async ({ page }) => {
    const glbRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/viewer.glb")) glbRequests.push(request.url());
    });
    await page.goto("/");
    const { name, bytes } = part80mm();
    await new ShopFlow(page).chooseFile(name, bytes);
    const viewer = page.getByTestId("model-viewer");
    const picture = viewer.locator("img");
    await expect(picture).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // A swipe over the picture scrolls the page; nothing of the 3D view is loaded until asked for.
    await expect(viewer).toHaveAttribute("aria-busy", "false");
    expect(glbRequests).toEqual([]);
    await viewer.getByRole("button", { name: "In 3D drehen" }).tap();
    await expect(viewer).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
    await expect(picture).toHaveCount(0);
    await expect.poll(() => drawnShare(viewer)).toBeGreaterThan(0.1);
    expect(glbRequests).toHaveLength(1);
  });
});
