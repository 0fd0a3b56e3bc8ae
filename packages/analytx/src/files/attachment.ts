/**
 * `Content-Disposition` for a download under `name` (RFC 6266): `filename` for old clients, ASCII
 * with anything else (quotes, backslashes, `%`, non-ASCII, control characters) as `_`, and
 * `filename*` with the exact name in UTF-8 (RFC 8187, formerly 5987), which current browsers use.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
