import { describe, expect, it } from "vitest";
import { negotiateLanguage } from "./language";

describe("negotiateLanguage", () => {
  it("picks the first supported language by quality", () => {
    expect(negotiateLanguage("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7")).toBe("FR");
    expect(negotiateLanguage("es, en-GB;q=0.5, de;q=0.4")).toBe("EN");
    expect(negotiateLanguage("de;q=0.2, en;q=0.9")).toBe("EN");
  });

  it("ignores languages refused with q=0 and falls back to German", () => {
    expect(negotiateLanguage("en;q=0, es")).toBe("DE");
    expect(negotiateLanguage(undefined)).toBe("DE");
    expect(negotiateLanguage("*")).toBe("DE");
  });
});
