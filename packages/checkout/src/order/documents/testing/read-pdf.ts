import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface PdfPage {
  /** The page's text as a reader sees it: every run of spaces (of any width) and line breaks as one space. */
  text: string;
  /** How many pictures the page paints (image XObjects). */
  images: number;
}

/** Reads a PDF back with Mozilla's pdf.js, as a viewer would: its pages' text and pictures. */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: PdfPage[]; title: string | undefined }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ("str" in item ? `${item.str}${item.hasEOL ? " " : ""}` : ""))
        .join("")
        .replace(/[\s\u00a0\u202f]+/g, " ");
      const operators = await page.getOperatorList();
      const images = operators.fnArray.filter((op) => op === OPS.paintImageXObject).length;
      pages.push({ text, images });
    }
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
    return { pages, title: info.Title };
  } finally {
    await pdf.destroy();
  }
}
