import { readFileSync } from "node:fs"
import https from "node:https"
import type { AddressInfo } from "node:net"
import { join } from "node:path"
import { sendWebhook } from "../send-webhook"
import { assertWebhookTarget } from "../target-guard"
import { body, lenient, signed, startReceiver, strict } from "./receiver"

let receiver: Awaited<ReturnType<typeof startReceiver>>
beforeEach(async () => {
  receiver = await startReceiver()
})
afterEach(() => receiver.close())

describe("delivery over https", () => {
  it("checks the receiver's certificate against the host name", async () => {
    const fixture = (name: string) =>
      readFileSync(join(__dirname, "fixtures", name))
    let requests = 0
    const server = https.createServer(
      { key: fixture("erp-test.key.pem"), cert: fixture("erp-test.cert.pem") },
      (_req, res) => {
        requests++
        res.end()
      }
    )
    await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready))
    const { port } = server.address() as AddressInfo
    try {
      const attempt = await sendWebhook(
        { url: `https://erp.test:${port}/in`, body, headers: signed },
        lenient,
        { resolve: async () => ["127.0.0.1"] }
      )
      expect(attempt.ok).toBe(false)
      expect(attempt.error).toBe(
        "certificate of erp.test not accepted: self-signed certificate"
      )
      expect(requests).toBe(0)
    } finally {
      server.closeAllConnections()
      await new Promise((done) => server.close(done))
    }
  })
})

describe("delivery refuses internal targets", () => {
  it("does not connect to a private address unless the shop allows it", async () => {
    const attempt = await sendWebhook(
      { url: receiver.url("/in"), body, headers: signed },
      strict
    )
    expect(attempt.ok).toBe(false)
    expect(attempt.error).toMatch(/127\.0\.0\.1 is a loopback address/)
    expect(attempt.error).toMatch(/webhooks\.allowPrivateTargets/)
    expect(receiver.received).toHaveLength(0)
  })

  it("checks DNS again at delivery: a host rebound to 127.0.0.1 is refused", async () => {
    const answers = [["93.184.216.34"], ["127.0.0.1"]]
    const resolve = async () => answers.shift() ?? ["127.0.0.1"]
    const url = `http://erp.example.com:${receiver.port}/in`
    await assertWebhookTarget(url, strict, resolve)
    const attempt = await sendWebhook({ url, body, headers: signed }, strict, {
      resolve,
    })
    expect(attempt.ok).toBe(false)
    expect(attempt.statusCode).toBeNull()
    expect(attempt.error).toMatch(
      /^host erp\.example\.com: target address 127\.0\.0\.1 is a loopback address/
    )
    expect(receiver.received).toHaveLength(0)
  })

  it("sees through an IPv4-mapped IPv6 answer", async () => {
    const attempt = await sendWebhook(
      { url: `http://erp.example.com:${receiver.port}/in`, body, headers: {} },
      strict,
      { resolve: async () => ["::ffff:127.0.0.1"] }
    )
    expect(attempt.error).toMatch(/IPv6 form of 127\.0\.0\.1, a loopback/)
    expect(receiver.received).toHaveLength(0)
  })
})
