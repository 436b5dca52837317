import { MedusaError } from "@medusajs/framework/utils"
import { openSecret, sealSecret } from "../secret-box"

const KEY = "the shop's cookie secret"

function thrown(fn: () => unknown): MedusaError {
  try {
    fn()
  } catch (e) {
    return e as MedusaError
  }
  throw new Error("expected a refusal")
}

describe("the webhook secret box", () => {
  it("gives back the secret it sealed, and never the same sealed text twice", () => {
    const sealed = sealSecret("whsec_abc", KEY)
    expect(sealed).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/)
    expect(sealed).not.toContain("whsec_abc")
    expect(openSecret(sealed, KEY)).toBe("whsec_abc")
    expect(sealSecret("whsec_abc", KEY)).not.toBe(sealed)
  })

  it("refuses in words when the shop's secret has changed", () => {
    const sealed = sealSecret("whsec_abc", KEY)
    const error = thrown(() => openSecret(sealed, "another secret"))
    expect(error).toBeInstanceOf(MedusaError)
    expect(error.type).toBe(MedusaError.Types.UNEXPECTED_STATE)
    expect(error.message).toMatch(/secret it was encrypted with has changed/)
    expect(error.message).toMatch(/Renew the webhook's secret/)
  })

  it("refuses altered ciphertext and text that was never sealed", () => {
    const [v, iv, tag, ct] = sealSecret("whsec_abc", KEY).split(":")
    const flipped = Buffer.from(ct, "base64url")
    flipped[0] ^= 1
    const altered = [v, iv, tag, flipped.toString("base64url")].join(":")
    expect(thrown(() => openSecret(altered, KEY)).message).toMatch(/altered/)
    expect(thrown(() => openSecret("whsec_abc", KEY)).message).toMatch(
      /not in the expected format/
    )
  })
})
