import { boxMesh, exportStl } from "@druckwerk/mesh";
import { expect, type Page, shopCookie, test, withConsentGiven } from "./fixtures";
import { ShopFlow } from "./page-objects/ShopFlow";

/**
 * The shop rendered on the server: what a browser without JavaScript, a search engine or a link
 * preview sees, and a page that hydrates without a second fetch.
 */
/** Holds the browser's entry back until the returned function is called. */
async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry-client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page shows its text, the print modes and links that lead on", async ({ page }) => {
    const answer = await page.goto("/");
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Ihr 3D-Modell, gedruckt in Industriequalität",
    );
    await expect(page.getByRole("heading", { name: "Unsere Druckverfahren" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "FDM PLA", level: 3 })).toBeVisible();
    await expect(page).toHaveTitle("Druckwerk – 3D-Druck auf Bestellung");
    // A plain link, followed by the browser itself, opens the page rendered on the server.
    await page.getByRole("contentinfo").getByRole("link", { name: "Kontakt", exact: true }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kontakt");
  });

  test("a content page shows its text, and its head tells search engines its languages", async ({ page }) => {
    await page.goto("/en/about-us");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About us");
    await expect(page.getByTestId("content-page")).toContainText("a production shop for additive parts");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle("About us – Druckwerk");
    const origin = new URL(page.url()).origin;
    const head = page.locator("head");
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/en/about-us`);
    await expect(head.locator('link[hreflang="de"]')).toHaveAttribute("href", `${origin}/ueber-uns`);
    await expect(head.locator('link[hreflang="fr"]')).toHaveAttribute("href", `${origin}/fr/a-propos`);
    await expect(head.locator('link[hreflang="x-default"]')).toHaveAttribute("href", `${origin}/ueber-uns`);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "About us – Druckwerk",
    );
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /\w+/);
    // The language switch leads to the page's own address in the other language.
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "DE" }).click();
    await expect(page).toHaveURL(/\/ueber-uns$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Über uns");
  });

  test("a page the CMS does not have answers 404 with the shop's message", async ({ page }) => {
    const answer = await page.goto("/gibt-es-nicht");
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht verfügbar");
    await expect(page.getByRole("link", { name: "Zur Startseite", exact: true })).toHaveAttribute(
      "href",
      "/",
    );
  });
});

test("a shopper's cookie answer and cart are in the first paint, and the page hydrates without asking again", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const graphql: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/graphql")) graphql.push(request.postData() ?? "");
  });

  // Before the cookie question is answered the server renders the banner; after it, never again.
  await page.goto("/en/contact");
  await expect(page.getByTestId("consent-banner")).toBeVisible();
  await page.getByRole("button", { name: "Essential only" }).click();
  await expect(page.getByTestId("consent-banner")).toHaveCount(0);
  const html = await (await page.request.get("/en/contact")).text();
  expect(html).not.toContain('data-testid="consent-banner"');
  expect(html).toContain("<h1>Contact</h1>");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact");
  // The data came with the page: hydrating asked the API for none of it.
  await page.waitForLoadState("networkidle");
  expect(graphql.filter((body) => !body.includes("subscription"))).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test("the configurator, reloaded, comes with its model's prices and asks the API for none again", async ({
  page,
}) => {
  await page.goto("/");
  const flow = new ShopFlow(page);
  await flow.chooseFile("Halter.stl", exportStl(boxMesh([0, 0, 0], [40, 20, 10])));
  await flow.next();
  const price = await flow.settledPrice();
  const graphql: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/graphql")) graphql.push(request.postData() ?? "");
  });

  await page.reload();
  await page.waitForLoadState("networkidle");
  // The catalogue and the prices share the cache: neither may push the other out.
  expect(graphql.filter((body) => !body.includes("subscription"))).toEqual([]);
  await flow.next();
  await expect(flow.settledPrice()).resolves.toBe(price);
});

test("with consent given, no banner flashes before the page hydrates", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await withConsentGiven(context);
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("consent-banner")).toHaveCount(0);
  await context.close();
});

test("a page whose code loads on demand is laid out in its first paint as after it hydrates", async ({
  browser,
}) => {
  // The cart's code comes after the page; its styles must come with it, or everything jumps.
  const headingBox = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 800 } });
    await withConsentGiven(context);
    const page = await context.newPage();
    await page.goto("/cart");
    const heading = page.getByRole("heading", { level: 1, name: "Warenkorb" });
    await expect(heading).toBeVisible();
    if (javaScriptEnabled) await page.waitForLoadState("networkidle");
    const box = await heading.boundingBox();
    await context.close();
    return box;
  };
  const served = await headingBox(false);
  expect(served).not.toBeNull();
  expect(await headingBox(true)).toEqual(served);
});

test("a file put into the upload before the page has hydrated is uploaded once it has", async ({ page }) => {
  // The browser's entry is held back: the server's page is there, React does not listen yet.
  const release = await holdEntry(page);
  await page.goto("/", { waitUntil: "commit" });
  const flow = new ShopFlow(page);
  await flow.chooseFile("Halter.stl", exportStl(boxMesh([0, 0, 0], [40, 20, 10])));
  release();
  await expect(flow.measurements).toHaveText("40,00 x 20,00 x 10,00 mm", { timeout: 20_000 });
});

test.describe("the shop's code starts after the page", () => {
  test("is fetched once the page has loaded, not in competition with its stylesheet and pictures", async ({
    page,
  }) => {
    const served = await (await page.request.get("/kontakt")).text();
    expect(served).not.toMatch(/<script[^>]+type="module"|<link[^>]+rel="modulepreload"/);

    await page.goto("/kontakt");
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const modules = performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      return { loaded: navigation?.loadEventStart ?? Number.NaN, modules };
    });
    expect(timing.modules.length).toBeGreaterThan(1);
    expect(Math.min(...timing.modules)).toBeGreaterThanOrEqual(timing.loaded);
    // And it works: the language switch is the router's, not a new page.
    await page.getByRole("navigation", { name: "Sprache" }).getByRole("link", { name: "EN" }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.getByRole("heading", { name: "Contact form" })).toBeVisible();
  });

  test("and a button clicked before it has arrived is clicked once it has", async ({ browser }) => {
    // No cookie answer yet: the banner is in the page.
    const context = await browser.newContext();
    const page = await context.newPage();
    const release = await holdEntry(page);
    await page.goto("/en/contact");
    await page.getByRole("button", { name: "Essential only" }).click();
    // Nothing listens yet: the banner stays, the click is remembered.
    await expect(page.getByTestId("consent-banner")).toBeVisible();
    release();
    await expect(page.getByTestId("consent-banner")).toHaveCount(0);
    expect(await shopCookie(page, "druckwerk.consent")).toEqual({ statistics: false, marketing: false });
    await context.close();
  });

  test("at once when the shopper reaches for a page still loading", async ({ page }) => {
    // The page's picture never arrives, so the page never finishes loading.
    await page.route("**/media/**", () => new Promise(() => {}));
    const entry = page.waitForRequest(/\/assets\/entry-client-[^/]+\.js$/);
    await page.goto("/ueber-uns", { waitUntil: "domcontentloaded" });
    await expect(page.locator("script[type=module]")).toHaveCount(0);
    await page.keyboard.press("Tab");
    await entry;
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
  });
});
