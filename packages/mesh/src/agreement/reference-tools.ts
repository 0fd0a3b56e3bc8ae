import { execFileSync, spawnSync } from "node:child_process";

/** What PrusaSlicer's model check (`prusa-slicer --info`) or admesh says about a file. */
export interface ReferenceReport {
  size: [number, number, number];
  volume: number;
  parts: number;
  /** PrusaSlicer's verdict on the file as given; admesh has none. */
  manifold?: boolean;
  openEdges?: number;
  /** Whether the volume is of the file as given (PrusaSlicer) or after closing holes (admesh). */
  volumeOf: "input" | "repaired";
}

export function installed(tool: string): boolean {
  return spawnSync("which", [tool]).status === 0;
}

const number = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN);

export function prusaSlicerInfo(file: string): ReferenceReport {
  const out = execFileSync("prusa-slicer", ["--info", file], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  return {
    size: [
      number(out, /size_x = ([\d.]+)/),
      number(out, /size_y = ([\d.]+)/),
      number(out, /size_z = ([\d.]+)/),
    ],
    volume: number(out, /volume = ([\d.]+)/),
    parts: number(out, /number_of_parts =\s*(\d+)/),
    manifold: /manifold = yes/.test(out),
    openEdges: number(out, /open_edges = (\d+)/) || 0,
    volumeOf: "input",
  };
}

export function admeshInfo(file: string): ReferenceReport {
  // admesh's default run: checks, counts parts (while orienting normals) and reports.
  const out = execFileSync("admesh", [file], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  const axis = (a: string) =>
    number(out, new RegExp(`Max ${a} =\\s*(-?[\\d.]+)`)) -
    number(out, new RegExp(`Min ${a} =\\s*(-?[\\d.]+)`));
  return {
    size: [axis("X"), axis("Y"), axis("Z")],
    volume: number(out, /Volume\s*:\s*(-?[\d.]+)/),
    parts: number(out, /Number of parts\s*:\s*(\d+)/),
    volumeOf: "repaired",
  };
}
