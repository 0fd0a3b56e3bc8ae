/** localStorage that survives private mode and full quotas: failures read as "nothing stored". */
export const localStore = {
  get<T>(key: string): T | undefined {
    try {
      const raw = localStorage.getItem(key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    } catch {
      return undefined;
    }
  },
  set(key: string, value: unknown) {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // storage full or disabled: the state lives for this page only
    }
  },
  remove(key: string) {
    try {
      localStorage.removeItem(key);
    } catch {
      // nothing to remove
    }
  },
};
