import { expect, test } from "@playwright/test";

/** Runs against the distributed shop only (playwright.cluster.config.ts). */
test("pages are rendered by the storefront process, the rest served by both gateway replicas", async ({
  page,
}) => {
  const pages = new Set<string>();
  const others = new Set<string>();
  page.on("response", (response) => {
    const replica = response.headers()["x-druckwerk-replica"];
    if (replica) (response.request().resourceType() === "document" ? pages : others).add(replica);
  });
  for (const link of ["/", "/en", "/en/contact"]) {
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  // The rendered page carries its data: the storefront fetched it from the gateways for the shopper.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact");
  expect([...pages]).toEqual(["storefront-1"]);
  expect([...others].sort()).toEqual(["gateway-1", "gateway-2"]);
});
