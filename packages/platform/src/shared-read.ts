/**
 * Reads that run at once for the same key share one call: a read asked for while another with its
 * key is under way joins it and gets its answer (or its failure); one asked for after it settled
 * starts a new call. Nothing is kept beyond the call, so every answer is at most as old as the
 * read it joined.
 */
export function sharedReads<Key, Value>(read: (key: Key) => Promise<Value>, keyOf: (key: Key) => string) {
  const running = new Map<string, Promise<Value>>();
  return (key: Key): Promise<Value> => {
    const name = keyOf(key);
    const joined = running.get(name);
    if (joined) return joined;
    const call = read(key).finally(() => running.delete(name));
    running.set(name, call);
    return call;
  };
}
