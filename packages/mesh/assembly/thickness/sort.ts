// The triangles sorted by their Morton codes for the build (see src/thickness/hierarchy.ts's
// `sortByCode`): least significant digit first, ten bits at a time, each pass stable, so three
// passes for 30 bits, with the places of all three digits counted in one pass. Each step works on
// a part of the triangles per call, so that V8's optimized code runs the later parts.

/** Values of a digit. */
const DIGITS: u32 = 1024;

/** Counts the digits of the codes from .. to into `starts` (3 x DIGITS words, zero at first). */
export function countDigits(codes: usize, from: u32, to: u32, starts: usize): void {
  for (let i = from; i < to; i++) {
    const code = load<u32>(codes + ((<usize>i) << 2));
    bump(starts + ((<usize>(code & (DIGITS - 1))) << 2));
    bump(starts + ((<usize>(DIGITS + ((code >>> 10) & (DIGITS - 1)))) << 2));
    bump(starts + ((<usize>(2 * DIGITS + (code >>> 20))) << 2));
  }
}

/** Turns each digit's count into where its first value goes. */
export function placeDigits(starts: usize): void {
  for (let pass: u32 = 0; pass < 3; pass++) {
    let sum: u32 = 0;
    for (let d = pass * DIGITS; d < (pass + 1) * DIGITS; d++) {
      const at = starts + ((<usize>d) << 2);
      const count = load<u32>(at);
      store<u32>(at, sum);
      sum += count;
    }
  }
}

/**
 * Values from .. to of one stable pass on the digit `pass` (0 the lowest): each code, and its
 * triangle (`fromOrder`'s, or its own place when `fromOrder` is 0), to where its digit's next goes.
 */
export function scatter(
  fromCodes: usize,
  fromOrder: usize,
  toCodes: usize,
  toOrder: usize,
  starts: usize,
  pass: u32,
  from: u32,
  to: u32,
): void {
  const shift = 10 * pass;
  const base = starts + ((<usize>(pass * DIGITS)) << 2);
  for (let i = from; i < to; i++) {
    const code = load<u32>(fromCodes + ((<usize>i) << 2));
    const slot = base + ((<usize>((code >>> shift) & (DIGITS - 1))) << 2);
    const at = load<u32>(slot);
    store<u32>(slot, at + 1);
    store<u32>(toCodes + ((<usize>at) << 2), code);
    store<u32>(toOrder + ((<usize>at) << 2), fromOrder === 0 ? i : load<u32>(fromOrder + ((<usize>i) << 2)));
  }
}

function bump(at: usize): void {
  store<u32>(at, load<u32>(at) + 1);
}
