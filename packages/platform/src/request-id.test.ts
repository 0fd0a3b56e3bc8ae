import { describe, expect, it } from "vitest";
import { requestIdFrom } from "./request-id";

describe("request ids from clients", () => {
  it("keeps 1 to 64 letters, digits, dots, underscores and dashes", () => {
    for (const id of ["a", "checkout-42.retry_1", "A".repeat(64)]) expect(requestIdFrom(id)).toBe(id);
  });

  it("makes a new id for anything else", () => {
    for (const id of [undefined, "", "A".repeat(65), "two words", "line\nbreak", "<b>", "ä", ["a", "b"]]) {
      expect(requestIdFrom(id)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});
