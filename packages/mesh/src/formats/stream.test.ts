import { describe, expect, it } from "vitest";
import { MeshError } from "../errors";
import { exportStl } from "../export/stl";
import { boxMesh, torusMesh } from "../generate/shapes";
import { asciiStl, binaryStlStartingWithSolid, obj } from "../testing/fixtures";
import { type ParseOptions, parseModel, type ReadModel, readModel } from "./parse";
import { ModelStream, type ModelStreamOptions } from "./stream";

const cube = boxMesh([0, 0, 0], [10, 20, 30]);
const torus = torusMesh(10, 3, 40, 30);
const encoder = new TextEncoder();

/** The file in chunks cut at `cuts` (offsets, ascending). */
function cutAt(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    chunks.push(bytes.subarray(from, cut));
    from = cut;
  }
  return chunks;
}

const everyBytes = (bytes: Uint8Array, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) - 1 }, (_, i) => (i + 1) * size);

async function streamed(chunks: Uint8Array[], options: Partial<ModelStreamOptions> = {}) {
  const stream = new ModelStream({ filename: "part.stl", ...options });
  // Copies: the stream must not keep a reference to bytes it was given.
  for (const chunk of chunks) stream.push(chunk.slice());
  return stream.end();
}

/** The same model, bit for bit: format, warnings, bodies, vertices and triangles. */
function expectSame(actual: ReadModel | undefined, expected: ReadModel) {
  expect(actual).toBeDefined();
  const { result, ...rest } = actual as ReadModel;
  const { result: wanted, ...wantedRest } = expected;
  expect(rest).toEqual(wantedRest);
  expect(result.bodies).toBe(wanted.bodies);
  expect(result.warnings).toEqual(wanted.warnings);
  expect(
    Buffer.from(
      result.mesh.positions.buffer,
      result.mesh.positions.byteOffset,
      result.mesh.positions.byteLength,
    ),
  ).toEqual(
    Buffer.from(
      wanted.mesh.positions.buffer,
      wanted.mesh.positions.byteOffset,
      wanted.mesh.positions.byteLength,
    ),
  );
  expect(Array.from(result.mesh.indices)).toEqual(Array.from(wanted.mesh.indices));
}

async function refusal(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(MeshError);
    return (error as MeshError).code;
  }
  throw new Error("expected a MeshError");
}

const whole = (bytes: Uint8Array, options: ParseOptions = {}) =>
  readModel(bytes, { filename: "part.stl", ...options });

describe("reading an STL upload as it arrives", () => {
  it("gives the whole-file reader's binary mesh, split anywhere in a small file, and in single bytes", async () => {
    for (const bytes of [exportStl(cube), binaryStlStartingWithSolid(cube)]) {
      const expected = await whole(bytes);
      expect(expected.format).toBe("stl-binary");
      for (let cut = 1; cut < bytes.length; cut++) expectSame(await streamed(cutAt(bytes, [cut])), expected);
      expectSame(await streamed(cutAt(bytes, everyBytes(bytes, 1))), expected);
    }
  });

  it("gives the binary mesh of a larger file cut inside the header, mid-triangle and in odd chunks", async () => {
    const bytes = exportStl(torus);
    const expected = await whole(bytes);
    const cuts = [
      [40],
      [83],
      [84],
      [85],
      [84 + 25],
      [84 + 50],
      [84 + 50 * 7 + 13],
      [bytes.length - 1],
      [3, 84 + 49, 84 + 51],
    ];
    for (const at of cuts) expectSame(await streamed(cutAt(bytes, at)), expected);
    for (const size of [7, 49, 50, 51, 4096, 65536])
      expectSame(await streamed(cutAt(bytes, everyBytes(bytes, size))), expected);
  });

  it("gives the whole-file reader's ASCII mesh, split anywhere, with a byte-order mark and several solids", async () => {
    const two = encoder.encode(
      new TextDecoder().decode(asciiStl(cube, "a")) +
        new TextDecoder().decode(asciiStl(boxMesh([40, 0, 0], [45, 5, 5]), "b")),
    );
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...asciiStl(cube)]);
    for (const bytes of [asciiStl(cube), bom, two]) {
      const expected = await whole(bytes);
      expect(expected.format).toBe("stl-ascii");
      expect(bytes.length).toBeGreaterThan(1027); // read as it arrives, not from the head alone
      for (let cut = 1; cut < bytes.length; cut++) expectSame(await streamed(cutAt(bytes, [cut])), expected);
      expectSame(await streamed(cutAt(bytes, everyBytes(bytes, 1))), expected);
    }
    expect((await whole(two)).result.bodies).toBe(2);
    const large = asciiStl(torus);
    const expected = await whole(large);
    for (const size of [1, 13, 1000, 65536])
      expectSame(await streamed(cutAt(large, everyBytes(large, size))), expected);
  });

  it("reads a small file (shorter than the head) as the whole-file reader does", async () => {
    const tiny = encoder.encode(
      "solid t\nfacet normal 0 0 1\nouter loop\nvertex 0 0 0\nvertex 1 0 0\nvertex 0 1 0\nendloop\nendfacet\nendsolid t\n",
    );
    expectSame(await streamed(cutAt(tiny, everyBytes(tiny, 1))), await whole(tiny));
  });

  it("refuses a truncated binary STL when it ends, and one longer than its count as soon as it runs past it", async () => {
    const bytes = exportStl(cube);
    expect(await refusal(() => parseModel(bytes.subarray(0, bytes.length - 10), { filename: "a.stl" }))).toBe(
      "STL_TRUNCATED",
    );
    expect(await refusal(() => streamed(cutAt(bytes.subarray(0, bytes.length - 10), [100])))).toBe(
      "STL_TRUNCATED",
    );
    expect(await refusal(() => streamed([bytes.subarray(0, 50)]))).toBe("STL_TRUNCATED");

    const declaresEleven = bytes.slice();
    new DataView(declaresEleven.buffer).setUint32(80, 11, true);
    expect(await refusal(() => parseModel(declaresEleven, { filename: "a.stl" }))).toBe("STL_COUNT_MISMATCH");
    const stream = new ModelStream({ filename: "a.stl" });
    stream.push(declaresEleven.subarray(0, 84 + 50 * 11));
    // One byte past what eleven triangles need: refused before the rest arrives.
    expect(await refusal(() => stream.push(declaresEleven.subarray(84 + 50 * 11, 84 + 50 * 11 + 1)))).toBe(
      "STL_COUNT_MISMATCH",
    );
  });

  it("refuses a count the upload cannot hold as soon as the header is in", async () => {
    const bytes = exportStl(cube);
    const huge = bytes.slice();
    new DataView(huge.buffer).setUint32(80, 3_000_000, true); // 150 MB
    const stream = new ModelStream({ filename: "a.stl", sizeHint: bytes.length + 200 });
    stream.push(huge.subarray(0, 83));
    expect(await refusal(() => stream.push(huge.subarray(83, 84)))).toBe("STL_TRUNCATED");
    expect(await refusal(() => parseModel(huge, { filename: "a.stl" }))).toBe("STL_TRUNCATED");
  });

  it("refuses more triangles than the limit with the whole-file reader's code", async () => {
    const limits = { maxTriangles: 10 };
    const binary = exportStl(cube);
    expect(await refusal(() => parseModel(binary, { filename: "a.stl", limits }))).toBe("TOO_MANY_TRIANGLES");
    expect(await refusal(() => streamed(cutAt(binary, [90]), { limits }))).toBe("TOO_MANY_TRIANGLES");
    const ascii = asciiStl(torus);
    expect(await refusal(() => parseModel(ascii, { filename: "a.stl", limits }))).toBe("TOO_MANY_TRIANGLES");
    const stream = new ModelStream({ filename: "a.stl", limits });
    // Refused while it arrives, long before its end.
    expect(await refusal(() => stream.push(ascii.subarray(0, 4096)))).toBe("TOO_MANY_TRIANGLES");
  });

  it("leaves other files, and other refusals, to the reading from storage", async () => {
    const nan = exportStl(cube);
    new DataView(nan.buffer).setFloat32(84 + 12, Number.NaN, true);
    expect(await refusal(() => parseModel(nan, { filename: "a.stl" }))).toBe("NON_FINITE_COORDINATE");
    expect(await streamed(cutAt(nan, [100]))).toBeUndefined();
    const named = obj(torus); // OBJ named .stl: read (with its warning) once stored
    expect(named.length).toBeGreaterThan(1027);
    expect(await streamed(cutAt(named, [2000]))).toBeUndefined();
    const broken = encoder.encode(
      new TextDecoder().decode(asciiStl(torus)).replace("vertex 10", "vertex ten"),
    );
    expect(await refusal(() => parseModel(broken, { filename: "a.stl" }))).toBe("STL_ASCII_INVALID");
    expect(await streamed(cutAt(broken, everyBytes(broken, 4096)))).toBeUndefined();
    expect(ModelStream.accepts("Part.STL")).toBe(true);
    expect(ModelStream.accepts("part.3mf")).toBe(false);
  });
});
