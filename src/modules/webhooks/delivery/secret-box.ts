import {
  createCipheriv,
  createDecipheriv,
  hkdfSync,
  randomBytes,
} from "node:crypto"
import { WEBHOOK_DELIVERY_ERROR_CODES, webhookDeliveryError } from "./errors"

/*
 * A webhook's secret must be readable again to sign each delivery, so it is
 * stored encrypted (AES-256-GCM), not hashed. The key is derived from the
 * shop's own secret with HKDF: a fixed label keeps this key apart from every
 * other use of that secret, and a version prefix lets a later scheme coexist.
 */
const VERSION = "v1"
const HKDF_INFO = "medusa-plugin-b2b-history/webhook-secret/v1"
const HKDF_SALT = "medusa-plugin-b2b-history"
const IV_BYTES = 12
const TAG_BYTES = 16

function deriveKey(key: string): Buffer {
  if (!key) {
    throw webhookDeliveryError(
      "INVALID_ARGUMENT",
      WEBHOOK_DELIVERY_ERROR_CODES.SECRET_UNREADABLE,
      "Webhook secrets cannot be encrypted without the shop's secret; set the secret the plugin derives its key from."
    )
  }
  return Buffer.from(hkdfSync("sha256", key, HKDF_SALT, HKDF_INFO, 32))
}

/** Encrypts a webhook secret as `v1:<iv>:<tag>:<ciphertext>` (base64url parts). */
export function sealSecret(plain: string, key: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv("aes-256-gcm", deriveKey(key), iv)
  const ciphertext = Buffer.concat([
    cipher.update(plain, "utf8"),
    cipher.final(),
  ])
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) =>
      typeof part === "string" ? part : part.toString("base64url")
    )
    .join(":")
}

function unreadable(reason: string) {
  return webhookDeliveryError(
    "UNEXPECTED_STATE",
    WEBHOOK_DELIVERY_ERROR_CODES.SECRET_UNREADABLE,
    `The webhook's stored secret cannot be read: ${reason}. Renew the webhook's secret and give the new one to the receiver.`
  )
}

/** Decrypts what sealSecret made; throws in words when the key changed or the data was altered. */
export function openSecret(sealed: string, key: string): string {
  const parts = sealed.split(":")
  if (parts.length !== 4 || parts[0] !== VERSION) {
    throw unreadable(
      `it is not in the expected format (${VERSION}:<iv>:<tag>:<ciphertext>)`
    )
  }
  const [, iv, tag, ciphertext] = parts.map((p) => Buffer.from(p, "base64url"))
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
    throw unreadable("it has been altered (wrong IV or tag length)")
  }
  const decipher = createDecipheriv("aes-256-gcm", deriveKey(key), iv)
  decipher.setAuthTag(tag)
  try {
    return Buffer.concat([
      decipher.update(ciphertext),
      decipher.final(),
    ]).toString("utf8")
  } catch {
    // GCM cannot tell a wrong key from altered data: both fail authentication.
    throw unreadable(
      "the shop's secret it was encrypted with has changed since, or the stored value has been altered"
    )
  }
}
