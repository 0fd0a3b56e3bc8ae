import { describe, expect, it } from "vitest";
import { formatDeliveryDate } from "./deliveryDate";

describe("formatDeliveryDate", () => {
  it("writes the day short in the page's language", () => {
    expect(formatDeliveryDate("2026-12-08", "de")).toBe("Di., 8. Dez.");
    expect(formatDeliveryDate("2026-12-08", "en")).toBe("Tue, Dec 8");
    expect(formatDeliveryDate("2026-12-08", "fr")).toBe("mar. 8 déc.");
  });
});
