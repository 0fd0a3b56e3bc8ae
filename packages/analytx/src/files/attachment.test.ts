import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./attachment";

describe("a download's Content-Disposition", () => {
  it("names a plain file as it is", () => {
    expect(attachmentDisposition("bracket.stl")).toBe(
      `attachment; filename="bracket.stl"; filename*=UTF-8''bracket.stl`,
    );
  });

  it("keeps umlauts, quotes and spaces exact in filename* and safe in the fallback", () => {
    const header = attachmentDisposition(`Gehäuse "Deckel" (v2) 100%.stl`);
    expect(header).toBe(
      `attachment; filename="Geh_use _Deckel_ (v2) 100_.stl"; filename*=UTF-8''Geh%C3%A4use%20%22Deckel%22%20%28v2%29%20100%25.stl`,
    );
    const exact = /filename\*=UTF-8''(.+)$/.exec(header)?.[1] ?? "";
    expect(decodeURIComponent(exact)).toBe(`Gehäuse "Deckel" (v2) 100%.stl`);
  });

  it("lets no line break or backslash into the header", () => {
    const header = attachmentDisposition("a\r\nSet-Cookie: x\\y.stl");
    expect(header).not.toMatch(/[\r\n\\]/);
  });
});
