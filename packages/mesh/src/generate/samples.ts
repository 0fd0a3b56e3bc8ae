import { type BufferGeometry, ExtrudeGeometry, LatheGeometry, Path, Shape, Vector2 } from "three";
import { mergeVertices } from "three/examples/jsm/utils/BufferGeometryUtils.js";
import type { Mesh } from "../mesh";

/**
 * Sample parts for the shop's pictures: shapes a customer would recognise as printed parts,
 * with bevelled edges so light runs over them as over a real part. Millimetres, Z up.
 */
export type SamplePart = "gear" | "bracket" | "knob" | "clip";
export const SAMPLE_PARTS: readonly SamplePart[] = ["gear", "bracket", "knob", "clip"];

export function samplePartMesh(part: SamplePart): Mesh {
  switch (part) {
    case "gear":
      return toMesh(extrude(gearOutline(20, 23, 28), 8, 0.8));
    case "bracket":
      return toMesh(extrude(bracketOutline(), 22, 1.2).rotateX(Math.PI / 2));
    case "knob":
      return toMesh(lathe(knobProfile()));
    case "clip":
      return toMesh(extrude(clipOutline(), 12, 0.8));
  }
}

/** A spur gear: `teeth` trapezoid teeth around a root circle, a bore and a keyway. */
function gearOutline(teeth: number, root: number, tip: number): Shape {
  const shape = new Shape();
  const step = (2 * Math.PI) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    const corners: [number, number][] = [
      [root, a],
      [tip, a + step * 0.2],
      [tip, a + step * 0.45],
      [root, a + step * 0.65],
    ];
    for (const [j, [r, angle]] of corners.entries()) {
      const x = r * Math.cos(angle);
      const y = r * Math.sin(angle);
      if (i === 0 && j === 0) shape.moveTo(x, y);
      else shape.lineTo(x, y);
    }
  }
  shape.closePath();
  const bore = new Path();
  bore.absarc(0, 0, 6, 0, 2 * Math.PI, true);
  shape.holes.push(bore);
  for (let i = 0; i < 4; i++) {
    const lightening = new Path();
    const a = (i * Math.PI) / 2 + Math.PI / 4;
    lightening.absarc(14 * Math.cos(a), 14 * Math.sin(a), 4, 0, 2 * Math.PI, true);
    shape.holes.push(lightening);
  }
  return shape;
}

/** An angle bracket's profile (extruded sideways): two flanges and a rounded gusset. */
function bracketOutline(): Shape {
  const shape = new Shape();
  shape.moveTo(0, 0);
  shape.lineTo(50, 0);
  shape.lineTo(50, 6);
  shape.lineTo(14, 6);
  shape.quadraticCurveTo(6, 6, 6, 14);
  shape.lineTo(6, 40);
  shape.lineTo(0, 40);
  shape.closePath();
  return shape;
}

/** A control knob's half profile, turned about the axis: a skirt, a grip and a domed cap. */
function knobProfile(): Vector2[] {
  const points: [number, number][] = [
    [0.01, 0],
    [19, 0],
    [20, 1.5],
    [20, 5],
    [16, 7],
    [15.5, 20],
  ];
  for (let i = 0; i <= 12; i++) {
    const a = (i / 12) * (Math.PI / 2);
    points.push([15.5 * Math.cos(a) + 0.01, 20 + 6 * Math.sin(a)]);
  }
  return points.map(([x, y]) => new Vector2(x, y));
}

/** A snap clip: a C-shaped spring with a mounting tab. */
function clipOutline(): Shape {
  const shape = new Shape();
  shape.moveTo(-4, -22);
  shape.lineTo(4, -22);
  shape.lineTo(4, -14);
  shape.absarc(0, 0, 14, -Math.PI / 2 + 0.29, Math.PI / 2 + 1.1, false);
  shape.absarc(0, 0, 10, Math.PI / 2 + 1.1, -Math.PI / 2 - 0.4, true);
  shape.lineTo(-4, -14);
  shape.closePath();
  return shape;
}

function extrude(shape: Shape, depth: number, bevel: number): BufferGeometry {
  return new ExtrudeGeometry(shape, {
    depth,
    bevelEnabled: true,
    bevelThickness: bevel,
    bevelSize: bevel,
    bevelSegments: 3,
    curveSegments: 24,
  });
}

function lathe(profile: Vector2[]): BufferGeometry {
  // The lathe turns about Y; the shop's parts stand on Z.
  return new LatheGeometry(profile, 64).rotateX(Math.PI / 2);
}

function toMesh(geometry: BufferGeometry): Mesh {
  for (const name of Object.keys(geometry.attributes)) {
    if (name !== "position") geometry.deleteAttribute(name);
  }
  const welded = mergeVertices(geometry, 1e-4);
  const position = welded.getAttribute("position");
  const index = welded.getIndex();
  if (!index) throw new Error("mergeVertices returned no index");
  const positions = Float32Array.from(position.array as ArrayLike<number>);
  let minZ = Infinity;
  for (let i = 2; i < positions.length; i += 3) minZ = Math.min(minZ, positions[i] as number);
  for (let i = 2; i < positions.length; i += 3) positions[i] = (positions[i] as number) - minZ;
  return { positions, indices: Uint32Array.from(index.array as ArrayLike<number>) };
}
