import { expect, type Page, test } from "./fixtures";
import { berlin, Checkout } from "./page-objects/Checkout";

/**
 * Elements reaching past the screen's edges, named so a failure says where: content a shopper
 * would have to scroll sideways for. Content inside a box that scrolls or clips itself is fine.
 */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (/(auto|scroll|hidden|clip)/.test(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === "hidden") continue;
      // Wholly left of the screen is the skip link's way of hiding until focused.
      const cut = box.right > width + 1 || (box.left < -1 && box.right > 0);
      if (cut && !clipped(element)) {
        const name = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(" ")[0]}` : ""}`;
        found.push(
          `${name} (${Math.round(box.left)}..${Math.round(box.right)}): ${element.textContent?.trim().slice(0, 40)}`,
        );
      }
    }
    return found.slice(0, 10);
  });
}

test.use({ viewport: { width: 375, height: 800 } });

test("on a phone no screen of the journey reaches past the screen's edges", async ({ page }) => {
  test.slow();
  const checkout = new Checkout(page);
  const screens: Record<string, string[]> = {};
  const look = async (name: string) => {
    screens[name] = await overflowing(page);
  };
  await page.goto("/");
  await look("home");
  await checkout.fillCart();
  await look("cart");
  await checkout.orderNow();
  await look("payment details");
  await checkout.fillDetails(`schmal-${Date.now().toString(36)}@example.com`, berlin);
  await checkout.choosePayment("Vorkasse");
  await checkout.review();
  await look("review");
  await checkout.place();
  await checkout.completedOrderNumber();
  await look("order complete");
  for (const path of ["/kontakt", "/login", "/werkstoffe"]) {
    await page.goto(path);
    await page.getByRole("main").waitFor();
    await look(path);
  }
  expect(screens).toEqual(Object.fromEntries(Object.keys(screens).map((name) => [name, []])));
});
