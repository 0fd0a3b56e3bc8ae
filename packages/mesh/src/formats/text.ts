/** True when the first kilobytes contain no control bytes below tab, as binary data would. */
export function looksLikeText(bytes: Uint8Array, length = 1024): boolean {
  const n = Math.min(bytes.length, length);
  for (let i = 0; i < n; i++) if ((bytes[i] as number) < 9) return false;
  return true;
}
