import { describe, expect, it } from "vitest";
import { orderStatuses } from "../contract";
import { canMove, nextStatuses } from "./status-machine";

describe("the order status machine", () => {
  it("leads every order that is not final to completion or cancellation", () => {
    // From each status, following allowed moves reaches ORDER_COMPLETED (a quote only its cancellation).
    for (const start of orderStatuses) {
      if (["ORDER_COMPLETED", "ORDER_CANCELLED", "UNKNOWN", "QUOTE_GENERATED"].includes(start)) continue;
      const seen = new Set([start]);
      const queue = [start];
      while (queue.length > 0) {
        for (const next of nextStatuses(queue.shift() ?? start)) {
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
      expect(seen.has("ORDER_COMPLETED"), start).toBe(true);
      expect(nextStatuses(start)).toContain("ORDER_CANCELLED");
    }
  });

  it("keeps completed and cancelled orders final and ships only what was produced", () => {
    expect(nextStatuses("ORDER_COMPLETED")).toEqual([]);
    expect(nextStatuses("ORDER_CANCELLED")).toEqual([]);
    expect(canMove("ORDER_RECEIVED", "ORDER_COMPLETED")).toBe(false);
    expect(canMove("ORDER_RECEIVED", "IN_PRODUCTION")).toBe(true);
    expect(canMove("IN_PRODUCTION", "ORDER_COMPLETED")).toBe(true);
    expect(canMove("QUOTE_GENERATED", "IN_PRODUCTION")).toBe(false);
  });
});
