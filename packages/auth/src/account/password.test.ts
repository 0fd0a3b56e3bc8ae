import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("password hashing", () => {
  it("accepts the password it hashed and refuses any other", async () => {
    const stored = await hashPassword("Sommer 2026!");
    expect(stored).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(await verifyPassword("Sommer 2026!", stored)).toBe(true);
    expect(await verifyPassword("sommer 2026!", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("gleich12")).not.toBe(await hashPassword("gleich12"));
  });

  it("refuses a hash it does not understand", async () => {
    expect(await verifyPassword("gleich12", "md5$abc")).toBe(false);
  });
});
