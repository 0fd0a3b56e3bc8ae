import { describe, expect, it } from "vitest";
import { canonicalSlug } from "./slug";

describe("canonical slugs", () => {
  it.each([
    ["/", undefined, "/start"],
    ["/startseite.html?timestamp=1", undefined, "/start"],
    ["/en/startseite", undefined, "/en/start"],
    ["/fr", undefined, "/fr/start"],
    ["/", "en", "/en/start"],
    ["/contact", "en", "/en/contact"],
    ["//kontakt/", undefined, "/kontakt"],
    ["/de/kontakt", undefined, "/kontakt"],
  ] as const)("%s in %s is %s", (path, language, slug) => {
    expect(canonicalSlug(path, language)).toBe(slug);
  });
});
