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

const PAGE = 65536;

/** A memory of its own for one use, at least `bytes` long, zeroed: pages never written take no memory. */
export function memoryOf(bytes: number): WebAssembly.Memory {
  return new WebAssembly.Memory({ initial: Math.ceil(bytes / PAGE) });
}

/** A memory that a step is done with, for the next `reusedMemoryOf` (one at a time). */
let spare: WebAssembly.Memory | undefined;

/**
 * Hands a memory over to the next step that can take one as it is (see `reusedMemoryOf`). Whoever
 * hands it over no longer uses it.
 */
export function spareMemory(memory: WebAssembly.Memory): void {
  spare = memory;
}

/**
 * A memory at least `bytes` long for one use, holding whatever it held: the spare one when there
 * is one, grown to fit, else a new one. Its pages written already are not written for the first
 * time again, which costs the system a page fault each (on a busy host, 4 ms per MB).
 */
export function reusedMemoryOf(bytes: number): WebAssembly.Memory {
  const memory = spare;
  spare = undefined;
  if (!memory) return memoryOf(bytes);
  const missing = Math.ceil((bytes - memory.buffer.byteLength) / PAGE);
  if (missing > 0) memory.grow(missing);
  return memory;
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
