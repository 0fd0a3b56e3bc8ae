/** True when the first kilobytes contain no control bytes below tab, as binary data would. */
export function looksLikeText(bytes: Uint8Array, length = 1024): boolean {
  const n = Math.min(bytes.length, length);
  for (let i = 0; i < n; i++) if ((bytes[i] as number) < 9) return false;
  return true;
}

/**
 * The bytes after a UTF-8 byte-order mark (EF BB BF), which Windows tools write before text
 * files; the bytes themselves when there is none. Only for text: a binary header may start so.
 */
export function withoutBom(bytes: Uint8Array): Uint8Array {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
}
