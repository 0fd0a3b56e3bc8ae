/** Waits (up to 10 s) until `check` answers something truthy, e.g. a mail sent in the background. */
export async function eventually<T>(check: () => Promise<T> | T, what: string): Promise<NonNullable<T>> {
  for (let i = 0; i < 200; i++) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never happened: ${what}`);
}
