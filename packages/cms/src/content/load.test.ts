import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { defaultContentDir } from "../service";
import { ContentError, loadSite } from "./load";

describe("loading the content files", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A copy of the seed content with one page file changed. */
  const contentWith = (file: string, change: (page: Record<string, unknown>) => void) => {
    dir = mkdtempSync(path.join(tmpdir(), "druckwerk-content-"));
    cpSync(defaultContentDir, dir, { recursive: true });
    const target = path.join(dir, file);
    const page = JSON.parse(readFileSync(target, "utf8"));
    change(page);
    writeFileSync(target, JSON.stringify(page));
    return dir;
  };

  it("accepts the seed content in every language", () => {
    const site = loadSite(defaultContentDir);
    expect([...site.languages.keys()]).toEqual(["de", "en", "fr"]);
    expect(site.languages.get("en")?.pages.has("/en/start")).toBe(true);
  });

  it("names the file and the field of every problem", () => {
    const content = contentWith("en/pages/about.json", (page) => {
      const elements = page.elements as Record<string, unknown>[];
      (elements[0] as Record<string, unknown>).header = 42;
      (elements[1] as Record<string, unknown>).layout = "wide";
    });
    expect(() => loadSite(content)).toThrow(ContentError);
    expect(() => loadSite(content)).toThrow(
      [
        "en/pages/about.json: elements.0.header: Invalid input: expected string, received number",
        "en/pages/about.json: elements.1.layout: must be default or layout-<n>",
      ].join("\n  "),
    );
  });

  it("names a missing image and a duplicate slug", () => {
    const content = contentWith("fr/pages/terms.json", (page) => {
      page.slug = "/contact";
      page.media = [{ file: "fileadmin/renders/missing.png", alt: "" }];
    });
    expect(() => loadSite(content)).toThrow(
      /fr\/pages\/terms\.json: slug: \/contact is also the slug of contact\.json\n {2}fr\/pages\/terms\.json: media\.0\.file: fileadmin\/renders\/missing\.png does not exist/,
    );
  });

  it("refuses a German page at the page index's path", () => {
    const content = contentWith("de/pages/terms.json", (page) => {
      page.slug = "/pages.json";
    });
    expect(() => loadSite(content)).toThrow(
      "de/pages/terms.json: slug: /pages.json is taken by the page index (GET /cms/pages.json)",
    );
  });

  it("names a file that is no JSON", () => {
    dir = mkdtempSync(path.join(tmpdir(), "druckwerk-content-"));
    cpSync(defaultContentDir, dir, { recursive: true });
    writeFileSync(path.join(dir, "de/navigation.json"), "{ main: [");
    expect(() => loadSite(dir)).toThrow(/de\/navigation\.json: not valid JSON/);
  });
});
