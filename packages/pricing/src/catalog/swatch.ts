/** A colour swatch as a small SVG image: the colour with a soft highlight, as a thumbnail. */
export function swatchSvg(hex: string, label: string): string {
  const escaped = label.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escaped}">
<defs><radialGradient id="g" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".25"/></radialGradient></defs>
<rect x="2" y="2" width="60" height="60" rx="12" fill="${hex}" stroke="#0002"/>
<rect x="2" y="2" width="60" height="60" rx="12" fill="url(#g)"/>
</svg>`;
}
