import type { Axis, AxisDirection } from "../gql/graphql";

export interface View {
  axis: Axis;
  direction: AxisDirection;
  rotation: number;
}

export const initialView: View = { axis: "Z", direction: "P", rotation: 0 };

/** Rotation cycles 0, 90, 180, 270 degrees. */
export const rotate = (view: View): View => ({ ...view, rotation: (view.rotation + 90) % 360 });

export const viewLabel = (view: View) => `${view.direction}${view.axis} ${view.rotation}°`;
