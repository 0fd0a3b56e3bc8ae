import { describe, expect, it } from "vitest";
import { shippedPrintModes } from "./shipped-catalog";

describe("the shipped catalogue", () => {
  it("charges every finish but a mode's as-printed one, in money and in days", () => {
    for (const mode of shippedPrintModes) {
      const [base, ...postProcessed] = mode.finishes;
      expect(base?.surcharge, `${mode.id}: ${base?.id}`).toBeUndefined();
      for (const finish of postProcessed) {
        expect(finish.surcharge, `${mode.id}: ${finish.id}`).toBeDefined();
        expect(finish.surcharge?.perPiece, finish.id).toBeGreaterThan(0);
        expect(finish.surcharge?.extraDays, finish.id).toBeGreaterThan(0);
      }
    }
  });
});
