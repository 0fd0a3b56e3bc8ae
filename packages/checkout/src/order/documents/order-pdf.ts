import { checkedOrderDocument } from "./check";
import {
  addressLines,
  customerName,
  lineDetails,
  money,
  orderFacts,
  paymentInstructions,
  sellerFooter,
  taxNotes,
  textsOf,
  totalsRows,
} from "./content";
import { locales } from "./format";
import type { OrderDocument, OrderLine } from "./model";
import { Canvas, colors, contentWidth, page, type TextStyle } from "./pdf-canvas";
import type { Seller } from "./seller";

/** Columns of the items table, left to right; the item column takes what the others leave. */
const thumb = 38;
const columns = (() => {
  const position = { x: page.left, width: 22 };
  const image = { x: position.x + position.width, width: thumb + 8 };
  const quantity = { width: 38 };
  const piece = { width: 78 };
  const line = { width: 78 };
  const itemWidth = contentWidth - position.width - image.width - quantity.width - piece.width - line.width;
  const item = { x: image.x + image.width, width: itemWidth - 8 };
  const quantityX = image.x + image.width + itemWidth;
  return {
    position,
    image,
    item,
    quantity: { x: quantityX, ...quantity },
    piece: { x: quantityX + quantity.width, ...piece },
    line: { x: quantityX + quantity.width + piece.width, ...line },
  };
})();
const cellPadding = 5;

/**
 * The order confirmation or the quote as an A4 PDF: letterhead, addresses, the items with their
 * pictures, the totals and how to pay, page numbers and the seller's legal footer on every page.
 * Throws OrderDocumentError when the model is malformed or its amounts do not add up.
 */
export async function renderOrderPdf(model: OrderDocument, seller: Seller): Promise<Buffer> {
  const doc = checkedOrderDocument(model);
  const t = textsOf(doc);
  const title = `${t.title[doc.kind]} ${doc.number}`;
  const canvas = new Canvas({
    title,
    author: seller.legalName,
    language: locales[doc.language],
    createdAt: doc.createdAt,
  });
  letterhead(canvas, doc, seller);
  const continued = () =>
    canvas.paragraph(`${title} – ${t.continued}`, { size: 8.5, color: colors.muted }, 8);
  canvas.onNewPage = continued;
  canvas.paragraph(title, { font: "bold", size: 15, color: colors.brand }, 8);
  canvas.paragraph(t.greeting(customerName(doc)));
  canvas.paragraph(t.intro[doc.kind], {}, 8);
  itemsTable(canvas, doc, continued);
  summary(canvas, doc, seller);
  // A courtesy, never a page of its own: left out when the last page is full.
  const closing = `${t.closing[doc.kind]}\n${t.team(seller.shopName)}`;
  if (canvas.fits(canvas.heightOf(closing, contentWidth))) canvas.paragraph(closing);
  return canvas.finish((index, count) => footer(canvas, doc, seller, index, count));
}

function letterhead(canvas: Canvas, doc: OrderDocument, seller: Seller): void {
  const t = textsOf(doc);
  canvas.textAt(seller.shopName, page.left, page.top, 200, { font: "bold", size: 22, color: colors.brand });
  const sellerBlock = [seller.legalName, ...seller.address, seller.email].join("\n");
  const sellerHeight = canvas.textAt(sellerBlock, page.right - 200, page.top + 2, 200, {
    size: 8.5,
    color: colors.muted,
    align: "right",
  });
  const ruleY = Math.max(page.top + 62, page.top + sellerHeight + 6);
  canvas.rule(page.left, page.right, ruleY, colors.brand, 1.2);

  // The address window of a DIN 5008 letter (form B, 45 mm from the top) unless a long seller
  // address pushes it down: the sender in small print, then the customer.
  const windowTop = Math.max(127, ruleY + 18);
  const sender = [seller.legalName, seller.address[0], seller.address[1]].filter(Boolean).join(" · ");
  canvas.textAt(sender, page.left, windowTop, 225, { size: 7, color: colors.muted });
  canvas.rule(page.left, page.left + 225, windowTop + 10, colors.rule, 0.4);
  const billingTop = windowTop + 16;
  canvas.textAt(t.billingAddress, page.left, billingTop, 225, { size: 7.5, color: colors.muted });
  const billingHeight = canvas.textAt(addressLines(doc.billing).join("\n"), page.left, billingTop + 11, 225, {
    size: 10,
  });

  const infoX = page.left + 245;
  const infoWidth = page.right - infoX;
  let y = windowTop;
  for (const [label, value] of orderFacts(doc)) {
    canvas.textAt(label, infoX, y, 80, { size: 8.5, color: colors.muted });
    y += canvas.textAt(value, infoX + 82, y, infoWidth - 82, { size: 8.5, font: "semibold" }) + 2;
  }
  canvas.y = Math.max(billingTop + 11 + billingHeight, y) + 10;

  // The delivery address on one line across the page: it rarely needs the window's room.
  const label = t.labelled(t.shippingAddress, "");
  canvas.style({ font: "semibold", size: 9 });
  const labelWidth = canvas.doc.widthOfString(label);
  canvas.textAt(label, page.left, canvas.y, labelWidth + 1, { font: "semibold", size: 9 });
  canvas.y += canvas.textAt(
    addressLines(doc.shipping).join(" · "),
    page.left + labelWidth,
    canvas.y,
    contentWidth - labelWidth,
    {
      size: 9,
    },
  );
  canvas.y += 12;
}

/** The items, with the column header again under `continued` on every further page. */
function itemsTable(canvas: Canvas, doc: OrderDocument, continued: () => void): void {
  const t = textsOf(doc);
  const header = () => {
    const height = 18;
    canvas.band(page.left, canvas.y, contentWidth, height);
    const style = { font: "semibold", size: 8.5, color: colors.brand } as const;
    const y = canvas.y + 5;
    canvas.textAt(t.columns.position, columns.position.x + 2, y, columns.position.width, style);
    canvas.textAt(t.columns.item, columns.item.x, y, columns.item.width, style);
    canvas.textAt(t.columns.quantity, columns.quantity.x, y, columns.quantity.width, {
      ...style,
      align: "right",
    });
    canvas.textAt(t.columns.piece, columns.piece.x, y, columns.piece.width, { ...style, align: "right" });
    canvas.textAt(t.columns.line, columns.line.x, y, columns.line.width - 2, { ...style, align: "right" });
    canvas.y += height;
  };
  canvas.onNewPage = () => {
    continued();
    header();
  };
  canvas.ensureSpace(18 + rowHeight(canvas, doc, doc.lines[0] as OrderLine));
  header();
  doc.lines.forEach((line, index) => {
    itemRow(canvas, doc, line, index + 1);
  });
  canvas.onNewPage = continued;
}

function rowHeight(canvas: Canvas, doc: OrderDocument, line: OrderLine): number {
  const name = line.name;
  const details = lineDetails(doc, line).join("\n");
  const text =
    canvas.heightOf(name, columns.item.width, { font: "semibold", size: 9.5 }) +
    2 +
    canvas.heightOf(details, columns.item.width, { size: 8, color: colors.muted });
  return Math.max(thumb, text) + 2 * cellPadding;
}

function itemRow(canvas: Canvas, doc: OrderDocument, line: OrderLine, position: number): void {
  const height = rowHeight(canvas, doc, line);
  canvas.ensureSpace(height);
  const top = canvas.y + cellPadding;
  const name = line.name;
  const details = lineDetails(doc, line).join("\n");
  canvas.textAt(String(position), columns.position.x + 2, top, columns.position.width, { size: 9 });
  if (line.thumbnailPng) canvas.image(line.thumbnailPng, columns.image.x, top, thumb);
  const nameHeight = canvas.textAt(name, columns.item.x, top, columns.item.width, {
    font: "semibold",
    size: 9.5,
  });
  canvas.textAt(details, columns.item.x, top + nameHeight + 2, columns.item.width, {
    size: 8,
    color: colors.muted,
  });
  const amount = { size: 9.5, align: "right" } as const;
  canvas.textAt(String(line.quantity), columns.quantity.x, top, columns.quantity.width, amount);
  canvas.textAt(money(doc, line.pieceNetCents), columns.piece.x, top, columns.piece.width, amount);
  canvas.textAt(money(doc, line.lineNetCents), columns.line.x, top, columns.line.width - 2, amount);
  canvas.y += height;
  canvas.rule(page.left, page.right, canvas.y);
}

/**
 * The totals on the right and, beside them on the left, how to pay: a purchaser finds the amount
 * and the account at one glance. Both start on the same page.
 */
function summary(canvas: Canvas, doc: OrderDocument, seller: Seller): void {
  const totalsWidth = 250;
  const paymentWidth = contentWidth - totalsWidth - 18;
  const payment = paymentBlocks(doc, seller, paymentWidth);
  const notesHeight = taxNotes(doc).reduce(
    (sum, note) => sum + canvas.heightOf(note, totalsWidth, noteStyle) + 3,
    0,
  );
  const totalsHeight = totalsRows(doc).length * totalRowGap + 10 + notesHeight;
  const paymentHeight = payment.reduce((sum, block) => sum + blockHeight(canvas, block), 0);
  canvas.ensureSpace(Math.max(totalsHeight, paymentHeight) + 10);
  const top = canvas.y + 10;
  let y = top;
  for (const block of payment) {
    if (block.label)
      canvas.textAt(block.label, page.left, y, bankLabelWidth, { size: 9, color: colors.muted });
    const indent = block.label ? bankLabelWidth : 0;
    canvas.textAt(block.text, page.left + indent, y, block.width - indent, block.style);
    y += blockHeight(canvas, block);
  }
  let right = totals(canvas, doc, page.right - totalsWidth, top, totalsWidth) + 2;
  for (const note of taxNotes(doc)) {
    right += canvas.textAt(note, page.right - totalsWidth, right, totalsWidth, noteStyle) + 3;
  }
  canvas.y = Math.max(y, right) + 12;
}

const totalRowGap = 15;
const noteStyle: TextStyle = { size: 8, color: colors.muted };
const bankLabelWidth = 62;

/** Draws the totals at (x, y); answers where they end. */
function totals(canvas: Canvas, doc: OrderDocument, x: number, top: number, width: number): number {
  let y = top;
  for (const row of totalsRows(doc)) {
    if (row.total) {
      canvas.rule(x, page.right, y + 1, colors.brand, 1);
      y += 5;
    }
    const style = row.total ? ({ font: "bold", size: 11 } as const) : ({ size: 9.5 } as const);
    canvas.textAt(row.label, x, y, width - 90, style);
    canvas.textAt(row.amount, page.right - 90, y, 90, { ...style, align: "right" });
    y += row.total ? totalRowGap + 4 : totalRowGap;
  }
  return y;
}

interface Block {
  text: string;
  label?: string;
  width: number;
  style: TextStyle;
  gap: number;
}

function paymentBlocks(doc: OrderDocument, seller: Seller, width: number): Block[] {
  const instructions = paymentInstructions(doc, seller);
  const [first, ...rest] = instructions.paragraphs;
  const text = (value: string, gap = 4): Block => ({ text: value, width, style: { size: 9 }, gap });
  return [
    { text: instructions.heading, width, style: { font: "semibold", size: 10, color: colors.brand }, gap: 3 },
    ...(first ? [text(first)] : []),
    ...instructions.bankRows.map(
      ([label, value], index): Block => ({
        label,
        text: value,
        width,
        style: { font: "semibold", size: 9 },
        gap: index === instructions.bankRows.length - 1 ? 5 : 1,
      }),
    ),
    ...rest.map((paragraph) => text(paragraph)),
  ];
}

function blockHeight(canvas: Canvas, block: Block): number {
  const indent = block.label ? bankLabelWidth : 0;
  return canvas.heightOf(block.text, block.width - indent, block.style) + block.gap;
}

function footer(canvas: Canvas, doc: OrderDocument, seller: Seller, index: number, count: number): void {
  const t = textsOf(doc);
  canvas.rule(page.left, page.right, page.footerTop - 5);
  canvas.textAt(t.page(index + 1, count), page.right - 120, page.footerTop - 17, 120, {
    size: 8,
    color: colors.muted,
    align: "right",
  });
  canvas.textAt(sellerFooter(doc, seller).join("\n"), page.left, page.footerTop, contentWidth, {
    size: 7,
    color: colors.muted,
    align: "center",
  });
}
