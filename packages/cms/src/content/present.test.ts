import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pageIndexSchema } from "../contract";
import { defaultContentDir } from "../service";
import { loadSite } from "./load";
import { presentPageIndex } from "./present";

describe("the page index", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("lists every page once with the path of each translation", () => {
    const index = pageIndexSchema.parse(presentPageIndex(loadSite(defaultContentDir)));
    expect(index.pages).toHaveLength(11);
    expect(index.pages).toContainEqual({
      id: "4",
      languages: [
        { locale: "de-DE", link: "/kontakt" },
        { locale: "en-US", link: "/en/contact" },
        { locale: "fr-FR", link: "/fr/contact" },
      ],
    });
    expect(index.pages.find((page) => page.id === "1")?.languages.map((l) => l.link)).toEqual([
      "/start",
      "/en/start",
      "/fr/start",
    ]);
  });

  it("leaves out the languages a page is missing in", () => {
    dir = mkdtempSync(path.join(tmpdir(), "druckwerk-content-"));
    cpSync(defaultContentDir, dir, { recursive: true });
    rmSync(path.join(dir, "de/pages/imprint.json"));
    const imprint = presentPageIndex(loadSite(dir)).pages.find((page) =>
      page.languages.some((l) => l.link === "/en/imprint"),
    );
    expect(imprint).toEqual({
      id: "7",
      languages: [
        { locale: "en-US", link: "/en/imprint" },
        { locale: "fr-FR", link: "/fr/mentions-legales" },
      ],
    });
  });
});
