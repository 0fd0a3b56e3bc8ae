import { encodePng, renderProductShot, type SamplePart, samplePartMesh } from "@druckwerk/mesh";
import { PICTURE_SIZE } from "../src/catalog/pictures";
import { shippedPrintModes } from "../src/catalog/shipped-catalog";

/** The sample part that suits each shipped mode's process, and its surface's roughness. */
export const modeLooks: Record<string, { part: SamplePart; roughness: number; colorId?: string }> = {
  // Sintered powder is matte; polished resin shines; extruded plastic has a satin sheen.
  "sls-pa12-white": { part: "gear", roughness: 0.9 },
  "mjf-pa12-grey": { part: "bracket", roughness: 0.85 },
  "sla-standard-resin": { part: "knob", roughness: 0.3 },
  "fdm-pla": { part: "clip", roughness: 0.5, colorId: "fdm-pla-orange" },
  "sls-tpu": { part: "clip", roughness: 0.95 },
  "sla-tough-resin": { part: "bracket", roughness: 0.4 },
};

/** The catalogue picture of one shipped mode, in its look's colour or else its default one, as PNG bytes. */
export function renderModePicture(modeId: string): Uint8Array {
  const mode = shippedPrintModes.find((m) => m.id === modeId);
  const look = modeLooks[modeId];
  if (!mode || !look) throw new Error(`No look for print mode ${modeId}`);
  const firstFinish = mode.finishes[0]?.id;
  const color =
    mode.colors.find((c) => c.id === look.colorId) ??
    mode.colors.find((c) => !c.finishes?.length || c.finishes.includes(firstFinish ?? "")) ??
    mode.colors[0];
  if (!color) throw new Error(`Print mode ${modeId} has no colour`);
  const image = renderProductShot(samplePartMesh(look.part), {
    ...PICTURE_SIZE,
    look: { color: color.hex, roughness: look.roughness },
  });
  return encodePng(image);
}
