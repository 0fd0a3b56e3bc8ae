import { expect, test } from "@playwright/test";

/** Runs against the distributed shop only (playwright.cluster.config.ts). */
test("a shopper's requests are served by both gateway replicas behind the balancer", async ({ page }) => {
  const replicas = new Set<string>();
  page.on("response", (response) => {
    const replica = response.headers()["x-druckwerk-replica"];
    if (replica) replicas.add(replica);
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const link of ["/en", "/"]) {
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect([...replicas].sort()).toEqual(["gateway-1", "gateway-2"]);
});
