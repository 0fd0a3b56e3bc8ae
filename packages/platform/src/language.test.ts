import { describe, expect, it } from "vitest";
import { languageFromKey, languageKey } from "./language";

describe("the language key header", () => {
  it("maps the spec's DE and GB, and FR, case-insensitively", () => {
    expect(languageFromKey("DE")).toBe("de");
    expect(languageFromKey("gb")).toBe("en");
    expect(languageFromKey(" FR ")).toBe("fr");
  });

  it("falls back to German for a missing or unknown key", () => {
    expect(languageFromKey(undefined)).toBe("de");
    expect(languageFromKey("XX")).toBe("de");
    expect(languageFromKey(["GB", "DE"])).toBe("en");
  });

  it("round-trips every language", () => {
    for (const lang of ["de", "en", "fr"] as const) expect(languageFromKey(languageKey(lang))).toBe(lang);
  });
});
