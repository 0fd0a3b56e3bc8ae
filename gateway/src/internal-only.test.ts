import { describe, expect, it } from "vitest";
import { isInternalAddress } from "./internal-only";

describe("the shop's own network", () => {
  it.each([
    "127.0.0.1",
    "::1",
    "10.1.2.3",
    "172.16.0.9",
    "192.168.178.20",
    "::ffff:10.0.0.5",
    "fd12:3456::1",
    "fe80::1",
  ])("takes %s as internal", (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each(["198.51.100.7", "8.8.8.8", "2001:db8::1", "::ffff:203.0.113.9", "", "not an address"])(
    "takes %s as outside",
    (address) => {
      expect(isInternalAddress(address)).toBe(false);
    },
  );
});
