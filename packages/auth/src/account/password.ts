import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

// One of OWASP's equivalent scrypt settings: N=2^15, r=8, p=3 needs 32 MiB per hash (against
// 128 MiB for p=1), so a burst of sign-ins on libuv's four threads stays small.
const cost = { N: 2 ** 15, r: 8, p: 3 };
const KEY_BYTES = 32;

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }) {
  const scryptOptions: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_BYTES, scryptOptions, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64: the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Verified against when a user name is unknown, so the answer takes as long as for a known one. */
export const unknownUserHash = await hashPassword(randomBytes(12).toString("base64"));
