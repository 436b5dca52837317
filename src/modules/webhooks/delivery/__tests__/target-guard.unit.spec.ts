import { MedusaError } from "@medusajs/framework/utils"
import {
  addressProblem,
  assertWebhookTarget,
  checkWebhookUrl,
  type TargetPolicy,
} from "../target-guard"

const strict: TargetPolicy = {
  allowPrivateTargets: false,
  shopOrigins: ["http://localhost:9000", "https://shop.example.com"],
}
const lenient: TargetPolicy = { ...strict, allowPrivateTargets: true }

describe("which URLs may receive webhooks (static check)", () => {
  it("accepts a public https or http URL", () => {
    expect(checkWebhookUrl("https://erp.example.com/hooks?x=1", strict)).toBe(
      undefined
    )
    expect(checkWebhookUrl("http://203.0.113.9:8080/in", lenient)).toBe(
      undefined
    )
  })

  it.each([
    ["ftp://erp.example.com/in", /must start with https:\/\/ or http:\/\//],
    ["https://user:pw@erp.example.com/", /user name or password/],
    ["https://erp.example.com/in#part", /fragment/],
    ["not a url", /is not a valid URL/],
    ["https://shop.example.com/hook", /points at this shop itself/],
    ["https://shop.example.com:443/hook", /points at this shop itself/],
    ["http://127.0.0.1:9000/hook", /points at this shop itself/],
    // The shop's port on loopback in the IPv6 forms that carry an IPv4 address.
    ["http://[::ffff:127.0.0.1]:9000/hook", /points at this shop itself/],
    ["http://[::7f00:1]:9000/hook", /points at this shop itself/],
    ["http://[64:ff9b::7f00:1]:9000/hook", /points at this shop itself/],
    ["http://[2002:7f00:1::]:9000/hook", /points at this shop itself/],
  ])("refuses %s", (url, words) => {
    expect(checkWebhookUrl(url, lenient)).toMatch(words)
  })

  it("refuses a URL longer than 2,048 characters", () => {
    const url = `https://erp.example.com/${"a".repeat(2100)}`
    expect(checkWebhookUrl(url, lenient)).toMatch(/at most 2048/)
  })

  it("refuses local names and private address literals unless the shop allows them", () => {
    for (const url of [
      "http://localhost:3000/in",
      "http://erp.localhost/in",
      "http://nas.local/in",
      "http://erp.corp.internal/in",
      "http://10.0.0.5/in",
      "http://[::1]:8080/in",
      "http://[::ffff:192.168.1.2]/in",
      "http://2130706433/in",
    ]) {
      expect(checkWebhookUrl(url, strict)).toMatch(
        /plugin option webhooks\.allowPrivateTargets/
      )
      expect(checkWebhookUrl(url, lenient)).toBeUndefined()
    }
  })

  it("a shop on another port of the same host is not the shop itself", () => {
    expect(checkWebhookUrl("http://localhost:9001/in", lenient)).toBeUndefined()
  })
})

describe("which addresses may receive webhooks", () => {
  it.each([
    ["127.0.0.1", /loopback/],
    ["10.0.0.5", /private network/],
    ["172.16.4.1", /private network/],
    ["192.168.1.1", /private network/],
    ["169.254.10.1", /link-local/],
    ["fe80::1", /link-local/],
    ["fd12:3456::1", /unique-local/],
    ["100.64.0.1", /carrier-grade NAT/],
    ["192.0.2.1", /reserved/],
    ["::ffff:127.0.0.1", /IPv6 form of 127\.0\.0\.1, a loopback/],
    ["64:ff9b::a00:5", /IPv6 form of 10\.0\.0\.5, a private/],
    ["2002:c0a8:101::1", /IPv6 form of 192\.168\.1\.1, a private/],
    // IPv4-compatible IPv6 (deprecated ::/96): judged as the IPv4 address it carries.
    ["::7f00:1", /IPv6 form of 127\.0\.0\.1, a loopback/],
    ["::10.0.0.5", /IPv6 form of 10\.0\.0\.5, a private/],
  ])("refuses %s unless private targets are allowed", (ip, words) => {
    expect(addressProblem(ip, strict)).toMatch(words)
    expect(addressProblem(ip, strict)).toMatch(/webhooks\.allowPrivateTargets/)
    expect(addressProblem(ip, lenient)).toBeUndefined()
  })

  it.each([
    ["0.0.0.0", /unspecified/],
    ["::", /unspecified/],
    ["255.255.255.255", /broadcast/],
    ["239.1.2.3", /multicast/],
    ["ff02::1", /multicast/],
    ["169.254.169.254", /cloud metadata/],
    ["::ffff:169.254.169.254", /cloud metadata/],
  ])("always refuses %s", (ip, words) => {
    expect(addressProblem(ip, lenient)).toMatch(words)
    expect(addressProblem(ip, lenient)).toMatch(/never sent there/)
  })

  it("accepts public addresses, also in their IPv6 forms", () => {
    for (const ip of [
      "93.184.216.34",
      "2606:2800:220:1::1",
      "::ffff:8.8.8.8",
    ]) {
      expect(addressProblem(ip, strict)).toBeUndefined()
    }
  })
})

describe("assertWebhookTarget", () => {
  it("accepts a host that resolves only to public addresses", async () => {
    const resolve = async () => ["93.184.216.34", "2606:2800:220:1::1"]
    await expect(
      assertWebhookTarget("https://erp.example.com/in", strict, resolve)
    ).resolves.toBeUndefined()
  })

  it("refuses a host when any of its addresses is private, naming host and rule", async () => {
    const resolve = async () => ["93.184.216.34", "10.1.2.3"]
    const refusal = assertWebhookTarget(
      "https://erp.example.com/in",
      strict,
      resolve
    )
    await expect(refusal).rejects.toBeInstanceOf(MedusaError)
    await expect(refusal).rejects.toMatchObject({
      type: MedusaError.Types.INVALID_DATA,
      code: "PLUGIN_WEBHOOKS__TARGET_REFUSED",
      message: expect.stringMatching(
        /erp\.example\.com resolves to a refused address: target address 10\.1\.2\.3 is a private network address .*webhooks\.allowPrivateTargets/
      ),
    })
  })

  it("refuses a host that cannot be resolved, and a URL refused statically without resolving", async () => {
    const lost = Object.assign(new Error("nope"), { code: "ENOTFOUND" })
    await expect(
      assertWebhookTarget("https://nowhere.example/", strict, () =>
        Promise.reject(lost)
      )
    ).rejects.toThrow(/nowhere\.example could not be resolved \(ENOTFOUND\)/)
    const resolve = jest.fn(async () => ["93.184.216.34"])
    await expect(
      assertWebhookTarget("http://localhost:3000/", strict, resolve)
    ).rejects.toThrow(/local name/)
    expect(resolve).not.toHaveBeenCalled()
  })
})
