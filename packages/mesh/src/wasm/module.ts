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
