import { testDatabaseKinds } from "@druckwerk/platform/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "./harness";
import { json } from "./rest-client";

const pageQuery = `query Page($slug: String!, $language: Language) {
  contentPage(slug: $slug, language: $language) {
    id path language
    meta { title subtitle }
    languages { language locale link available active }
    navigation {
      main { title link active }
      footerLeft { title link }
      footerRight { title link }
      story { title link }
    }
    media { url alt width height }
    elements {
      __typename
      ... on ContentElementBase { id type layout }
      ... on HeroBannerElement { header { text level position } bodyHtml image { url } link { url } }
      ... on SplitSectionElement { theme imageSide image { url } }
      ... on ProductBoxElement { size image { url } link { url } }
      ... on TextWithImagesElement { bodyHtml gallery { horizontalPosition verticalPosition rows { images { url alt } } } }
      ... on ImageBannerElement { gallery { rows { images { url } } } }
      ... on TextElement { bodyHtml }
      ... on RawHtmlElement { html }
      ... on StoryNavigationElement { items { title link } }
    }
  }
}`;

interface Element {
  __typename: string;
  id: string;
  type: string;
  layout: string;
  [field: string]: unknown;
}
interface Page {
  id: string;
  path: string;
  language: string;
  meta: { title: string; subtitle: string | null };
  languages: { language: string; locale: string; link: string; available: boolean; active: boolean }[];
  navigation: Record<string, { title: string; link: string; active?: boolean }[]>;
  media: { url: string; alt: string; width: number | null; height: number | null }[];
  elements: Element[];
}

describe.each(testDatabaseKinds())("content pages (%s)", (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(kind);
  });
  afterAll(() => shop?.stop());

  const page = async (slug: string, language = "DE") => {
    const answer = await shop.graphql<{ contentPage: Page | null }>(pageQuery, { slug, language });
    expect(answer.errors).toBeUndefined();
    return answer.data?.contentPage ?? null;
  };

  it.each([
    ["/", "/start"],
    ["/start", "/start"],
    ["/startseite", "/start"],
    ["/startseite.html", "/start"],
    ["/en", "/en/start"],
    ["/en/start", "/en/start"],
    ["/en/startseite", "/en/start"],
    ["/en/startseite.html", "/en/start"],
    ["/fr/", "/fr/start"],
    ["/kontakt/", "/kontakt"],
  ])(
    "the cms service answers %s with the page %s, a cache-busting timestamp accepted",
    async (path, slug) => {
      const { status, body } = await json(`${shop.servicesUrl}/cms${path}?timestamp=${Date.now()}`);
      expect(status).toBe(200);
      expect(body.slug).toBe(slug);
      expect(body.content.colPos0.length).toBeGreaterThan(0);
    },
  );

  it("the cms service lists every page with its translations at /cms/pages.json", async () => {
    const { status, body } = await json(`${shop.servicesUrl}/cms/pages.json?timestamp=${Date.now()}`);
    expect(status).toBe(200);
    const links = body.pages.map((page: { languages: { link: string }[] }) =>
      page.languages.map((l) => l.link),
    );
    expect(links).toHaveLength(11);
    expect(links).toContainEqual(["/ueber-uns", "/en/about-us", "/fr/a-propos"]);
  });

  it("answers 404 for an unknown page, and the gateway answers null", async () => {
    const { status, body } = await json(`${shop.servicesUrl}/cms/gibt-es-nicht?timestamp=1`);
    expect(status).toBe(404);
    expect(body.error.code).toBe("NOT_FOUND");
    expect(await page("/gibt-es-nicht")).toBeNull();
  });

  it("applies the home slug rules in every language through the gateway", async () => {
    expect((await page("/startseite.html"))?.path).toBe("/start");
    expect((await page("/", "EN"))?.path).toBe("/en/start");
    expect((await page("/startseite", "FR"))?.path).toBe("/fr/start");
  });

  it("delivers every element type and layout family as its own GraphQL type", async () => {
    const pages = await Promise.all(
      ["/start", "/werkstoffe", "/story/vom-modell-zum-bauteil", "/downloads"].map((slug) => page(slug)),
    );
    const types = new Set(pages.flatMap((p) => p?.elements.map((element) => element.__typename) ?? []));
    expect([...types].sort()).toEqual(
      [
        "CallToActionElement",
        "ContentPreviewElement",
        "DividerElement",
        "HeaderElement",
        "HeroBannerElement",
        "ImageBannerElement",
        "ProductBoxElement",
        "RawHtmlElement",
        "SplitSectionElement",
        "StoryNavigationElement",
        "TextElement",
        "TextWithImagesElement",
      ].sort(),
    );
    const home = pages[0] as Page;
    const byType = (name: string) => home.elements.filter((element) => element.__typename === name);
    expect(byType("SplitSectionElement").map((e) => [e.layout, e.theme, e.imageSide])).toEqual([
      ["layout-1", "DARK", "LEFT"],
      ["layout-2", "LIGHT", "RIGHT"],
    ]);
    expect(byType("ProductBoxElement").map((e) => e.size)).toEqual([
      "REGULAR",
      "REGULAR",
      "QUARTER",
      "QUARTER",
      "QUARTER",
      "QUARTER",
    ]);
    const hero = byType("HeroBannerElement")[0];
    expect(hero?.header).toEqual({ text: "Ihr Bauteil. Gedruckt.", level: 1, position: "CENTER" });
  });

  it("rewrites fileadmin paths to the content host and serves the images", async () => {
    const home = (await page("/start")) as Page;
    const hero = home.elements.find((e) => e.__typename === "HeroBannerElement") as Element;
    const url = (hero.image as { url: string }).url;
    expect(url).toBe(`${shop.shopUrl}/media/cms/fileadmin/renders/gear.png`);
    const image = await fetch(url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(home.media[0]).toMatchObject({ width: 480, height: 320 });
    const outside = await fetch(url.replace("fileadmin/renders/gear.png", "fileadmin/../../package.json"));
    expect(outside.status).toBe(404);
  });

  it("sanitises raw HTML: no script, no event handler, no javascript: URL", async () => {
    const materials = (await page("/werkstoffe")) as Page;
    const raw = materials.elements.find((e) => e.__typename === "RawHtmlElement") as Element;
    const html = raw.html as string;
    expect(html).toContain("<table>");
    expect(html).toContain('<a href="/kontakt">Beratung anfragen</a>');
    expect(html).not.toMatch(/<script|dataLayer/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain(`<img src="${shop.shopUrl}/media/cms/fileadmin/renders/housing-top.png"`);
  });

  it("gives the language versions, the menus and the story navigation", async () => {
    const story = (await page("/story/from-model-to-part", "EN")) as Page;
    expect(story.path).toBe("/en/story/from-model-to-part");
    expect(story.languages.map((l) => [l.language, l.locale, l.link, l.active])).toEqual([
      ["DE", "de-DE", "/story/vom-modell-zum-bauteil", false],
      ["EN", "en-US", "/en/story/from-model-to-part", true],
      ["FR", "fr-FR", "/fr/story/du-modele-a-la-piece", false],
    ]);
    expect(story.navigation.main?.map((item) => item.title)).toEqual([
      "Portfolio",
      "About us",
      "Contact",
      "Downloads",
    ]);
    expect(story.navigation.footerRight?.map((item) => item.link)).toEqual([
      "/en/privacy",
      "/en/imprint",
      "/en/terms",
      "/en/purchasing-terms",
    ]);
    expect(story.navigation.story?.map((item) => item.link)).toEqual(["#c701", "#c702", "#c703", "#c704"]);
    const menu = story.elements.find((e) => e.__typename === "StoryNavigationElement") as Element;
    expect((menu.items as { title: string }[]).map((item) => item.title)).toEqual([
      "Upload",
      "Check",
      "Print",
      "Ship",
    ]);
    const contact = (await page("/kontakt")) as Page;
    expect(contact.navigation.main?.find((item) => item.link === "/kontakt")?.active).toBe(true);
  });

  it("serves the seeded pages in German, English and French", async () => {
    const slugs: [string, string][] = [
      ["/portfolio", "DE"],
      ["/ueber-uns", "DE"],
      ["/kontakt", "DE"],
      ["/downloads", "DE"],
      ["/datenschutz", "DE"],
      ["/impressum", "DE"],
      ["/agb", "DE"],
      ["/aeb", "DE"],
      ["/about-us", "EN"],
      ["/terms", "EN"],
      ["/mentions-legales", "FR"],
      ["/cgv", "FR"],
    ];
    for (const [slug, language] of slugs) expect((await page(slug, language))?.meta.title, slug).toBeTruthy();
  });

  it("gives the menus on their own", async () => {
    const answer = await shop.graphql<{ navigation: { footerLeft: { title: string; link: string }[] } }>(
      `{ navigation(language: FR) { footerLeft { title link } } }`,
    );
    expect(answer.data?.navigation.footerLeft).toEqual([
      { title: "Portfolio", link: "/fr/portfolio" },
      { title: "Contact", link: "/fr/contact" },
      { title: "Signaler un problème", link: "/fr/contact#contact-form" },
    ]);
  });
});
