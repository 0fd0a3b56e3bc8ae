/**
 * A WebAssembly module of the engine (a generated file's base64): compiled once per thread when
 * first used (a few kilobytes: well under a millisecond), then instantiated on a memory per use.
 */
export function wasmModule<Exports>(base64: string): (memory: WebAssembly.Memory) => Exports {
  let compiled: WebAssembly.Module | undefined;
  return (memory) => {
    compiled ??= new WebAssembly.Module(Buffer.from(base64, "base64"));
    return new WebAssembly.Instance(compiled, { env: { memory } }).exports as unknown as Exports;
  };
}

/** A memory of its own for one use, at least `bytes` long: pages never written take no memory. */
export function memoryOf(bytes: number): WebAssembly.Memory {
  return new WebAssembly.Memory({ initial: Math.ceil(bytes / 65536) });
}

/**
 * Each step goes over its range in about this many parts: V8 optimizes a WebAssembly function
 * for its later calls, once its first have run long enough.
 */
const PARTS = 16;

/** Calls `step` on [0, total) in parts, last part first when `backwards`. */
export function inParts(total: number, step: (from: number, to: number) => void, backwards = false): void {
  const size = Math.max(4096, Math.ceil(total / PARTS));
  const parts = Math.ceil(total / size);
  for (let i = 0; i < parts; i++) {
    const part = backwards ? parts - 1 - i : i;
    step(part * size, Math.min(total, (part + 1) * size));
  }
}
