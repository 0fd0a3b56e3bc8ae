/**
 * A repeatable stream of numbers in (0, 1) from `seed` (Park and Miller's minimal standard
 * generator), so that a test's random inputs are the same on every run.
 */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}
