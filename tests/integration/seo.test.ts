import { createGateway, type Gateway } from "@druckwerk/gateway";
import { createLogger } from "@druckwerk/platform";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop, upstreamsAt } from "./harness";

interface SitemapUrl {
  loc: string;
  "xhtml:link": { rel: string; hreflang: string; href: string }[];
}

/** The sitemap as a search engine reads it: well-formed XML, then its `<url>` entries. */
function parseSitemap(xml: string): { namespaces: Record<string, string>; urls: SitemapUrl[] } {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "",
    isArray: (name) => name === "url" || name === "xhtml:link",
  }).parse(xml);
  const { url, ...namespaces } = parsed.urlset;
  return { namespaces, urls: url };
}

describe("sitemap.xml and robots.txt", () => {
  let shop: TestShop;
  let sitemap: Response;
  let urls: SitemapUrl[];
  beforeAll(async () => {
    shop = await startTestShop("pglite");
    sitemap = await fetch(`${shop.shopUrl}/sitemap.xml`);
    urls = parseSitemap(await sitemap.clone().text()).urls;
  });
  afterAll(() => shop?.stop());

  const alternatesOf = (path: string) =>
    Object.fromEntries(
      (urls.find((url) => url.loc === `${shop.shopUrl}${path}`)?.["xhtml:link"] ?? []).map((link) => [
        link.hreflang,
        link.href.slice(shop.shopUrl.length),
      ]),
    );

  it("answers a sitemap of the 0.9 schema with hreflang alternates, cached for five minutes", async () => {
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(sitemap.headers.get("cache-control")).toBe("public, max-age=300");
    expect(parseSitemap(await sitemap.text()).namespaces).toEqual({
      xmlns: "http://www.sitemaps.org/schemas/sitemap/0.9",
      "xmlns:xhtml": "http://www.w3.org/1999/xhtml",
    });
    for (const url of urls) expect(url["xhtml:link"].every((link) => link.rel === "alternate")).toBe(true);
  });

  it("lists the home page and every content page in each language, once, as absolute URLs", () => {
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toHaveLength(33);
    for (const path of ["/", "/en", "/fr", "/kontakt", "/en/contact", "/fr/contact", "/en/about-us"])
      expect(locs).toContain(`${shop.shopUrl}${path}`);
  });

  it("names every language version of a page, the German one as x-default", () => {
    const contact = { de: "/kontakt", en: "/en/contact", fr: "/fr/contact", "x-default": "/kontakt" };
    expect(alternatesOf("/kontakt")).toEqual(contact);
    expect(alternatesOf("/en/contact")).toEqual(contact);
    expect(alternatesOf("/fr")).toEqual({ de: "/", en: "/en", fr: "/fr", "x-default": "/" });
  });

  it("lists no cart, checkout or account page", () => {
    const path = /\/(cart|payment-details|review-order|order-complete|account|login|register)\b/;
    expect(urls.filter((url) => path.test(new URL(url.loc).pathname))).toEqual([]);
  });

  it("answers robots.txt naming the sitemap and keeping crawlers out of the private pages", async () => {
    const robots = await fetch(`${shop.shopUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const lines = (await robots.text()).split("\n");
    expect(lines).toContain(`Sitemap: ${shop.shopUrl}/sitemap.xml`);
    for (const path of ["/backoffice", "/graphql", "/cart", "/en/cart", "/fr/review-order", "/en/account"])
      expect(lines).toContain(`Disallow: ${path}`);
  });
});

describe("sitemap.xml and robots.txt behind a public URL, with the CMS down", () => {
  let gateway: Gateway;
  let url: string;
  beforeAll(async () => {
    gateway = await createGateway({
      // Port 9 (discard) on loopback: nothing listens there, so connections are refused.
      upstreams: upstreamsAt("http://127.0.0.1:9"),
      logger: createLogger("test", "silent"),
      corsOrigins: [],
      introspection: false,
      publicUrl: "https://shop.example/",
    });
    url = await gateway.listen(0, "127.0.0.1");
  });
  afterAll(() => gateway?.stop());

  it("names the sitemap at the public URL", async () => {
    expect(await (await fetch(`${url}/robots.txt`)).text()).toContain(
      "Sitemap: https://shop.example/sitemap.xml",
    );
  });

  it("answers 503 for the sitemap, and nothing for a crawler to keep", async () => {
    const sitemap = await fetch(`${url}/sitemap.xml`);
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers.get("retry-after")).toBe("60");
    expect(sitemap.headers.get("cache-control")).toBeNull();
  });
});
