import { contentElementSchema } from "@druckwerk/cms/contract";
import { describe, expect, it } from "vitest";
import { contentElement } from "./content-elements";

const rewrite = (url: string) => url.replace(/^\/?fileadmin\//, "https://content.example/fileadmin/");
const element = (raw: Record<string, unknown>) =>
  contentElement(contentElementSchema.parse(raw), [], rewrite);

describe("content elements from a headless TYPO3", () => {
  it("turns an unknown type or layout into UnsupportedElement carrying both", () => {
    expect(element({ id: 7, type: "shortcut", appearance: { layout: "default" } })).toEqual({
      __typename: "UnsupportedElement",
      id: "7",
      type: "shortcut",
      layout: "default",
    });
    expect(element({ id: 8, type: "textpic", appearance: { layout: "layout-9" } })).toMatchObject({
      __typename: "UnsupportedElement",
      layout: "layout-9",
    });
    expect(element({ id: 9, type: "html", appearance: { layout: "layout-4" } })).toMatchObject({
      __typename: "UnsupportedElement",
      type: "html",
    });
  });

  it("reads TYPO3's numbered gallery rows and rewrites fileadmin paths", () => {
    const typed = element({
      id: 3,
      type: "textmedia",
      content: {
        header: "Galerie",
        headerLayout: "3",
        headerLink: { href: "/portfolio" },
        gallery: {
          position: { horizontal: "left", vertical: "intext" },
          rows: {
            "2": { columns: { "1": { publicUrl: "fileadmin/b.png", properties: {} } } },
            "1": { columns: { "1": { publicUrl: "/fileadmin/a.png", properties: { alternative: "A" } } } },
          },
        },
      },
    });
    expect(typed).toMatchObject({
      __typename: "TextWithImagesElement",
      header: { text: "Galerie", level: 3, link: { url: "/portfolio", external: false } },
      gallery: {
        horizontalPosition: "LEFT",
        verticalPosition: "INTEXT",
        rows: [
          { images: [{ url: "https://content.example/fileadmin/a.png", alt: "A" }] },
          { images: [{ url: "https://content.example/fileadmin/b.png", alt: "" }] },
        ],
      },
    });
  });

  it("sanitises rich text as well as raw HTML", () => {
    const text = element({
      id: 4,
      type: "text",
      content: {
        bodytext: '<p onmouseover="steal()">Hallo <a href="javascript:steal()">x</a></p><style>p{}</style>',
      },
    });
    expect(text).toMatchObject({ __typename: "TextElement", bodyHtml: "<p>Hallo <a>x</a></p>" });
  });
});
