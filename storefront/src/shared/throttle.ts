/** Calls `fn` at most once per `intervalMs`, always with the latest arguments (trailing call kept). */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, intervalMs: number) {
  let last = 0;
  let pending: A | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...args: A) => {
    const now = Date.now();
    if (now - last >= intervalMs) {
      last = now;
      fn(...args);
      return;
    }
    pending = args;
    if (timer !== undefined) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        last = Date.now();
        if (pending) fn(...pending);
        pending = undefined;
      },
      intervalMs - (now - last),
    );
  };
}
