import crypto from "crypto"
import scrypt from "scrypt-kdf"

const ALPHANUMERIC =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

/** Shopware's access-key alphabet after its `SWIA` prefix: what its AccessKeyHelper makes. */
export const ACCESS_KEY_PATTERN = /^SWIA[A-Z0-9_-]{16,}$/

/** `n` characters drawn uniformly from letters and digits (randomInt: no modulo bias). */
function randomAlphanumeric(n: number): string {
  return Array.from(
    { length: n },
    () => ALPHANUMERIC[crypto.randomInt(ALPHANUMERIC.length)]
  ).join("")
}

/** Base64 with Shopware's replacements (+ → -, / → _, no padding). */
const shopwareBase64 = (text: string) =>
  Buffer.from(text)
    .toString("base64")
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=/g, "")

/** A 32-hex id, the id format of the Shopware-compatible API. */
export function newHexId(): string {
  return crypto.randomUUID().replace(/-/g, "")
}

/** An integration access key as Shopware's AccessKeyHelper makes one: `SWIA` and 22 characters of A–Z, 0–9, - and _. */
export function newAccessKey(): string {
  return `SWIA${shopwareBase64(randomAlphanumeric(16)).toUpperCase()}`
}

/** A secret as Shopware makes one (51 characters: 38 random letters and digits, base64-encoded; 226 bits), shown once. */
export function newSecret(): string {
  return shopwareBase64(randomAlphanumeric(38))
}

/** scrypt hash of a secret, as Medusa's emailpass provider stores passwords. */
export async function hashSecret(secret: string): Promise<string> {
  const hash = await scrypt.kdf(secret, { logN: 15, r: 8, p: 1 })
  return hash.toString("base64")
}

export async function verifySecret(
  secret: string,
  hash: string
): Promise<boolean> {
  return scrypt.verify(Buffer.from(hash, "base64"), secret)
}

let nobodysHash: Promise<string> | undefined

/**
 * Verifies a secret against the hash of nobody (a random secret hashed once,
 * with the parameters of stored passwords and secrets): always false, and as
 * slow as a real check. A login for an unknown user or integration costs
 * what a wrong password costs, so its answer time does not tell whether the
 * name exists (27 ms against 161 ms did).
 */
export async function verifyNobody(secret: string): Promise<false> {
  nobodysHash ??= hashSecret(crypto.randomBytes(32).toString("base64"))
  await verifySecret(secret, await nobodysHash)
  return false
}

/** SHA-256 of a high-entropy token (refresh tokens need no slow hash). */
export function sha256(value: string): string {
  return crypto.createHash("sha256").update(value).digest("hex")
}

/**
 * A short fingerprint of a stored credential hash. Tokens carry it; when the
 * secret or password changes, the fingerprint no longer matches and every
 * token issued before stops working.
 */
export function credentialFingerprint(hash: string): string {
  return sha256(`fingerprint:${hash}`).slice(0, 16)
}
