import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

const mm = (millimetres: number) => (millimetres * 72) / 25.4;

/** A4 in points, with the margins of DIN 5008 (25 mm left, 20 mm right). */
export const page = {
  width: mm(210),
  height: mm(297),
  left: mm(25),
  right: mm(210 - 20),
  top: mm(15),
  /** Where the body ends: the legal footer and the page number sit below. */
  bodyBottom: mm(297 - 32),
  footerTop: mm(297 - 25),
};
export const contentWidth = page.right - page.left;

export const colors = {
  ink: "#1a1a1a",
  muted: "#5f6b76",
  brand: "#14324a",
  rule: "#c9d2da",
  band: "#eef2f5",
};

const require = createRequire(import.meta.url);
/** Source Sans 3 (SIL OFL, from Adobe's npm package): €, umlauts, French and Central European letters. */
const fontFiles = {
  regular: "source-sans/TTF/SourceSans3-Regular.ttf",
  semibold: "source-sans/TTF/SourceSans3-Semibold.ttf",
  bold: "source-sans/TTF/SourceSans3-Bold.ttf",
} as const;
export type FontName = keyof typeof fontFiles;

let fonts: Record<FontName, Buffer> | undefined;
function loadFonts(): Record<FontName, Buffer> {
  fonts ??= {
    regular: readFileSync(require.resolve(fontFiles.regular)),
    semibold: readFileSync(require.resolve(fontFiles.semibold)),
    bold: readFileSync(require.resolve(fontFiles.bold)),
  };
  return fonts;
}

export interface TextStyle {
  font?: FontName;
  size?: number;
  color?: string;
  align?: "left" | "right" | "center";
}

/**
 * A PDF page flow: text and pictures placed at a cursor `y` that moves down, with a new page
 * (and the caller's continuation header) when the next block would not fit above the footer.
 */
export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  y = page.top;
  /** Drawn at the top of every page after the first, e.g. a repeated table header. */
  onNewPage: () => void = () => {};

  constructor(info: { title: string; author: string; language: string; createdAt: Date }) {
    this.doc = new PDFDocument({
      size: "A4",
      margins: {
        top: page.top,
        bottom: page.height - page.bodyBottom,
        left: page.left,
        right: page.width - page.right,
      },
      bufferPages: true,
      pdfVersion: "1.7",
      lang: info.language,
      displayTitle: true,
      info: { Title: info.title, Author: info.author, Creator: info.author, CreationDate: info.createdAt },
    });
    for (const [name, data] of Object.entries(loadFonts())) this.doc.registerFont(name, data);
    this.style({});
  }

  style({ font = "regular", size = 9.5, color = colors.ink }: TextStyle): this {
    this.doc.font(font).fontSize(size).fillColor(color);
    return this;
  }

  heightOf(text: string, width: number, style: TextStyle = {}): number {
    this.style(style);
    return this.doc.heightOfString(text, { width, lineGap: 1 });
  }

  /** Writes `text` in a box at (x, y) without moving the cursor; answers the height used. */
  textAt(text: string, x: number, y: number, width: number, style: TextStyle = {}): number {
    this.style(style);
    const height = this.doc.heightOfString(text, { width, lineGap: 1 });
    this.doc.text(text, x, y, { width, align: style.align ?? "left", lineGap: 1, lineBreak: true, height });
    return height;
  }

  /** Writes a paragraph across the body at the cursor and moves below it. */
  paragraph(text: string, style: TextStyle = {}, gap = 4): void {
    const height = this.heightOf(text, contentWidth, style);
    this.ensureSpace(height);
    this.y += this.textAt(text, page.left, this.y, contentWidth, style) + gap;
  }

  rule(x1: number, x2: number, y: number, color = colors.rule, width = 0.6): void {
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke();
  }

  band(x: number, y: number, width: number, height: number, color = colors.band): void {
    this.doc.rect(x, y, width, height).fill(color);
  }

  image(png: Uint8Array, x: number, y: number, size: number): void {
    this.doc.image(Buffer.from(png.buffer, png.byteOffset, png.byteLength), x, y, {
      fit: [size, size],
      align: "center",
      valign: "center",
    });
  }

  fits(height: number): boolean {
    return this.y + height <= page.bodyBottom;
  }

  /** Starts a new page when `height` does not fit above the footer. */
  ensureSpace(height: number): void {
    if (this.fits(height)) return;
    this.doc.addPage();
    this.y = page.top;
    this.onNewPage();
  }

  /** Draws `footer(pageIndex, pageCount)` on every page, then answers the finished PDF. */
  finish(footer: (index: number, count: number) => void): Promise<Buffer> {
    const { start, count } = this.doc.bufferedPageRange();
    for (let index = start; index < start + count; index++) {
      this.doc.switchToPage(index);
      // The footer lies below the body's bottom margin; without this pdfkit would break the page.
      this.doc.page.margins.bottom = 0;
      footer(index - start, count);
    }
    const chunks: Buffer[] = [];
    return new Promise((resolve, reject) => {
      this.doc.on("data", (chunk: Buffer) => chunks.push(chunk));
      this.doc.on("end", () => resolve(Buffer.concat(chunks)));
      this.doc.on("error", reject);
      this.doc.end();
    });
  }
}
