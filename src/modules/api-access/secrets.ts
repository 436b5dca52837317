import crypto from "crypto"
import scrypt from "scrypt-kdf"

const KEY_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

/** A 32-hex id, the id format of the Shopware-compatible API. */
export function newHexId(): string {
  return crypto.randomUUID().replace(/-/g, "")
}

/** An integration access key in Shopware's format: `SWIA` and 22 characters. */
export function newAccessKey(): string {
  const bytes = crypto.randomBytes(22)
  return `SWIA${Array.from(bytes, (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join("")}`
}

/** A secret of 256 random bits, shown to the user once. */
export function newSecret(): string {
  return crypto.randomBytes(32).toString("base64url")
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
