import { createHmac } from "node:crypto"
import {
  newWebhookSecret,
  signWebhookBody,
  verifyWebhookSignature,
} from "../sign"

describe("webhook signatures (Shopware's shopware-shop-signature scheme)", () => {
  it("is the lowercase hex HMAC-SHA256 of the body (RFC 4231 test case 2)", () => {
    expect(signWebhookBody("what do ya want for nothing?", "Jefe")).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
    )
  })

  it("signs the raw bytes of the body, non-ASCII included", () => {
    const body = '{"data":{"event":"x","payload":{"name":"Müller"}}}'
    expect(signWebhookBody(body, "s")).toBe(
      createHmac("sha256", "s").update(Buffer.from(body, "utf8")).digest("hex")
    )
  })

  it("verifies a matching signature and refuses a changed body, secret or signature", () => {
    const body = '{"timestamp":1700000000}'
    const signature = signWebhookBody(body, "secret")
    expect(verifyWebhookSignature(body, "secret", signature)).toBe(true)
    expect(
      verifyWebhookSignature(body, "secret", signature.toUpperCase())
    ).toBe(true)
    expect(
      verifyWebhookSignature('{"timestamp":1700000001}', "secret", signature)
    ).toBe(false)
    expect(verifyWebhookSignature(body, "other", signature)).toBe(false)
    expect(verifyWebhookSignature(body, "secret", signature.slice(1))).toBe(
      false
    )
    expect(verifyWebhookSignature(body, "secret", "")).toBe(false)
  })

  it("makes a fresh 32-byte secret each time", () => {
    const a = newWebhookSecret()
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(newWebhookSecret()).not.toBe(a)
  })
})
