import { describe, expect, it } from "vitest";
import { homePath, pathInLanguage, splitLanguage } from "./routing";

describe("language routing", () => {
  it("keeps German at the root and other languages under their prefix", () => {
    expect(homePath("de")).toBe("/");
    expect(homePath("en")).toBe("/en");
    expect(splitLanguage("/en/kontakt")).toEqual({ lang: "en", rest: "/kontakt" });
    expect(splitLanguage("/kontakt")).toEqual({ lang: "de", rest: "/kontakt" });
    expect(splitLanguage("/de/kontakt")).toEqual({ lang: "de", rest: "/de/kontakt" });
  });

  it("switches a page to another language and keeps the page", () => {
    expect(pathInLanguage("/kontakt", "en")).toBe("/en/kontakt");
    expect(pathInLanguage("/en/kontakt", "de")).toBe("/kontakt");
    expect(pathInLanguage("/fr/", "en")).toBe("/en");
    expect(pathInLanguage("/", "fr")).toBe("/fr");
    expect(pathInLanguage("/en", "de")).toBe("/");
  });
});
