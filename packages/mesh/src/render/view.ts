export type Axis = "x" | "y" | "z";
export type Direction = "p" | "m";
export type Rotation = 0 | 90 | 180 | 270;

/** Looking at the model from the plus (p) or minus (m) side of an axis, the picture turned by `rotation` degrees clockwise. */
export interface AxisView {
  axis: Axis;
  direction: Direction;
  rotation: Rotation;
}

/** "front" is the three-quarter product shot used for the cart thumbnail. */
export type View = AxisView | "front";

export type Vec = [number, number, number];

/** Orthonormal camera frame: screen right, screen up, and towards the viewer. */
export interface CameraBasis {
  right: Vec;
  up: Vec;
  toViewer: Vec;
}

/** Parses "z-p-0" style names (axis, p or m, rotation) and "front". */
export function parseView(name: string): View {
  if (name === "front") return "front";
  const m = /^([xyz])-?([pm])-?(0|90|180|270)$/i.exec(name.trim());
  if (!m) throw new Error(`Unknown view "${name}"; use front or axis-direction-rotation like z-p-0.`);
  return {
    axis: (m[1] as string).toLowerCase() as Axis,
    direction: (m[2] as string).toLowerCase() as Direction,
    rotation: Number(m[3]) as Rotation,
  };
}

export function viewName(view: View): string {
  return view === "front" ? "front" : `${view.axis}-${view.direction}-${view.rotation}`;
}

/** Every axis view: 3 axes x 2 directions x 4 rotations. */
export function allAxisViews(): AxisView[] {
  const out: AxisView[] = [];
  for (const axis of ["x", "y", "z"] as const) {
    for (const direction of ["p", "m"] as const) {
      for (const rotation of [0, 90, 180, 270] as const) out.push({ axis, direction, rotation });
    }
  }
  return out;
}

const cross = (a: Vec, b: Vec): Vec => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const normalize = (a: Vec): Vec => {
  const l = Math.hypot(...a);
  return [a[0] / l, a[1] / l, a[2] / l];
};

export function cameraBasis(view: View): CameraBasis {
  let toViewer: Vec;
  let up: Vec;
  if (view === "front") {
    // From the front, a little to the right and above, as a shop photo would be taken.
    toViewer = normalize([0.55, -1, 0.75]);
    up = normalize(cross(cross(toViewer, [0, 0, 1]), toViewer));
  } else {
    const s = view.direction === "p" ? 1 : -1;
    toViewer = view.axis === "x" ? [s, 0, 0] : view.axis === "y" ? [0, s, 0] : [0, 0, s];
    up = view.axis === "z" ? [0, 1, 0] : [0, 0, 1];
  }
  let right = cross(up, toViewer);
  if (view !== "front" && view.rotation !== 0) {
    // Turning the picture clockwise by r turns the camera's frame counter-clockwise.
    const r = (view.rotation * Math.PI) / 180;
    const c = Math.round(Math.cos(r));
    const s = Math.round(Math.sin(r));
    const newRight: Vec = [0, 1, 2].map((i) => c * (right[i] as number) + s * (up[i] as number)) as Vec;
    const newUp: Vec = [0, 1, 2].map((i) => c * (up[i] as number) - s * (right[i] as number)) as Vec;
    right = newRight;
    up = newUp;
  }
  return { right, up, toViewer };
}
