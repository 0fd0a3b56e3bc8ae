/** The parts of a shop e-mail, written once and rendered as plain text and as HTML. */
export type MailSection =
  | { type: "paragraph"; text: string }
  | { type: "heading"; text: string }
  /** Label and value pairs; `amounts` aligns the values right, `strong` marks the total. */
  | { type: "rows"; amounts?: boolean; rows: { label: string; value: string; strong?: boolean }[] }
  | { type: "items"; items: { title: string; detail: string; amount: string }[] }
  | { type: "footer"; lines: string[] };

const html: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Every string that reaches the HTML passes here: names and addresses are the shopper's own. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => html[c] as string);

const escapeLines = (text: string) => text.split("\n").map(escapeHtml).join("<br>");

/** Plain text; `labelled` writes "label: value" with the language's spacing before the colon. */
export function mailText(
  sections: MailSection[],
  labelled: (label: string, value: string) => string,
): string {
  return `${sections.map((section) => sectionText(section, labelled)).join("\n\n")}\n`;
}

function sectionText(section: MailSection, labelled: (label: string, value: string) => string): string {
  switch (section.type) {
    case "paragraph":
      return section.text;
    case "heading":
      return `${section.text}\n${"-".repeat(section.text.length)}`;
    case "rows":
      return section.rows.map((row) => labelled(row.label, row.value)).join("\n");
    case "items":
      return section.items.map((item) => `${item.title}\n   ${item.detail}\n   ${item.amount}`).join("\n");
    case "footer":
      return `-- \n${section.lines.join("\n")}`;
  }
}

const font = "font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;font-size:14px;line-height:1.5";
const muted = "color:#5f6b76";

/** Self-contained HTML (inline styles, no images, no remote resources) that mail clients render alike. */
export function mailHtml(title: string, sections: MailSection[]): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#ffffff"><div style="${font};max-width:640px">
${sections.map(sectionHtml).join("\n")}
</div></body></html>
`;
}

function sectionHtml(section: MailSection): string {
  switch (section.type) {
    case "paragraph":
      return `<p style="margin:0 0 14px">${escapeLines(section.text)}</p>`;
    case "heading":
      return `<h2 style="margin:20px 0 8px;font-size:16px;color:#14324a">${escapeHtml(section.text)}</h2>`;
    case "rows":
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 14px">${section.rows
        .map((row) => {
          const weight = row.strong ? "font-weight:bold;border-top:1px solid #14324a;" : "";
          return `<tr><td style="${weight}padding:2px 16px 2px 0">${escapeHtml(row.label)}</td><td style="${weight}padding:2px 0;text-align:${section.amounts ? "right" : "left"};white-space:nowrap">${escapeHtml(row.value)}</td></tr>`;
        })
        .join("")}</table>`;
    case "items":
      return `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 14px">${section.items
        .map(
          (item) =>
            `<tr><td style="padding:6px 12px 6px 0;border-bottom:1px solid #c9d2da"><strong>${escapeHtml(item.title)}</strong><br><span style="${muted};font-size:12px">${escapeHtml(item.detail)}</span></td><td style="padding:6px 0;border-bottom:1px solid #c9d2da;text-align:right;white-space:nowrap;vertical-align:top">${escapeHtml(item.amount)}</td></tr>`,
        )
        .join("")}</table>`;
    case "footer":
      return `<p style="margin:24px 0 0;font-size:12px;${muted}">${section.lines.map(escapeHtml).join("<br>")}</p>`;
  }
}
