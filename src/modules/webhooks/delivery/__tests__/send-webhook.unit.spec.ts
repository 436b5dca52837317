import { INTERNAL_EXCERPT, sendWebhook } from "../send-webhook"
import {
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyWebhookSignature,
} from "../sign"
import {
  body,
  closedPort,
  lenient,
  SECRET,
  signed,
  startReceiver,
} from "./receiver"

let receiver: Awaited<ReturnType<typeof startReceiver>>
beforeEach(async () => {
  receiver = await startReceiver()
})
afterEach(() => receiver.close())

describe("sending a webhook", () => {
  it("POSTs the JSON body, signed so the receiver can verify the raw bytes", async () => {
    receiver.route("/in", (_req, res) => res.writeHead(200).end("thanks"))
    const attempt = await sendWebhook(
      {
        url: receiver.url("/in"),
        body,
        headers: { ...signed, [TIMESTAMP_HEADER]: "1700000000" },
      },
      lenient,
      { keepInternalAnswers: true }
    )
    expect(attempt).toMatchObject({
      ok: true,
      statusCode: 200,
      error: null,
      responseExcerpt: "thanks",
    })
    const [got] = receiver.received
    expect(got.method).toBe("POST")
    expect(got.headers["content-type"]).toBe("application/json")
    expect(got.headers["user-agent"]).toMatch(/medusa-plugin-b2b-history/)
    expect(got.headers[TIMESTAMP_HEADER]).toBe("1700000000")
    const signature = String(got.headers[SIGNATURE_HEADER])
    expect(verifyWebhookSignature(got.body, SECRET, signature)).toBe(true)
  })

  it("connects by host name to the address it checked", async () => {
    const resolve = jest.fn(async () => ["127.0.0.1"])
    const url = `http://erp.test:${receiver.port}/in`
    const attempt = await sendWebhook({ url, body, headers: signed }, lenient, {
      resolve,
    })
    expect(attempt.ok).toBe(true)
    expect(resolve).toHaveBeenCalledWith("erp.test")
    expect(receiver.received[0].headers.host).toBe(`erp.test:${receiver.port}`)
  })

  it("reports a 500 as a failure with its status and the receiver's words", async () => {
    receiver.route("/in", (_req, res) =>
      res.writeHead(500).end("database down")
    )
    const attempt = await sendWebhook(
      { url: receiver.url("/in"), body, headers: signed },
      lenient,
      { keepInternalAnswers: true }
    )
    expect(attempt).toMatchObject({
      ok: false,
      statusCode: 500,
      error: "the receiver answered 500 Internal Server Error",
      responseExcerpt: "database down",
    })
  })

  it("gives up on a receiver slower than the timeout", async () => {
    receiver.route("/slow", () => undefined) // never answers
    const attempt = await sendWebhook(
      { url: receiver.url("/slow"), body, headers: signed },
      lenient,
      { timeoutMs: 200 }
    )
    expect(attempt).toMatchObject({
      ok: false,
      statusCode: null,
      error: "timed out after 200 ms",
      responseExcerpt: null,
    })
  })

  it("does not follow a redirect", async () => {
    receiver.route("/in", (_req, res) =>
      res.writeHead(302, { location: receiver.url("/elsewhere") }).end()
    )
    const attempt = await sendWebhook(
      { url: receiver.url("/in"), body, headers: signed },
      lenient
    )
    expect(attempt.ok).toBe(false)
    expect(attempt.statusCode).toBe(302)
    expect(attempt.error).toBe(
      `redirect to ${receiver.url("/elsewhere")} not followed`
    )
    expect(receiver.hits("/elsewhere")).toBe(0)
  })

  it("keeps 1 KB of a 10 MB answer and hangs up on the rest", async () => {
    let hungUp!: Promise<boolean>
    receiver.route("/big", (_req, res) => {
      hungUp = new Promise((seen) =>
        res.on("close", () => seen(!res.writableFinished))
      )
      res.writeHead(200, { "content-length": String(10 * 1024 * 1024) })
      const chunk = Buffer.alloc(64 * 1024, "x")
      let sent = 0
      const pump = () => {
        while (sent < 160 && !res.destroyed) {
          sent++
          if (!res.write(chunk)) {
            res.once("drain", pump)
            return
          }
        }
        res.end()
      }
      pump()
    })
    const attempt = await sendWebhook(
      { url: receiver.url("/big"), body, headers: signed },
      lenient,
      { keepInternalAnswers: true }
    )
    expect(attempt.ok).toBe(true)
    expect(Buffer.byteLength(attempt.responseExcerpt ?? "")).toBe(1024)
    expect(await hungUp).toBe(true)
  })

  it("says in words that nobody listens", async () => {
    const port = await closedPort()
    const attempt = await sendWebhook(
      { url: `http://127.0.0.1:${port}/in`, body, headers: signed },
      lenient
    )
    expect(attempt).toMatchObject({
      ok: false,
      statusCode: null,
      error: `connection refused by 127.0.0.1:${port}`,
    })
  })

  it("keeps nothing of an internal receiver's answer: the log is no way to read internal services", async () => {
    receiver.route("/in", (_req, res) => res.writeHead(200).end("secret page"))
    const attempt = await sendWebhook(
      { url: receiver.url("/in"), body, headers: signed },
      lenient
    )
    expect(attempt).toMatchObject({
      ok: true,
      responseExcerpt: INTERNAL_EXCERPT,
    })
  })

  it("counts a 2xx whose body trickles past the timeout as delivered", async () => {
    receiver.route("/slow-body", (_req, res) => {
      res.writeHead(200)
      res.write("ok")
      // The rest never comes.
    })
    const attempt = await sendWebhook(
      { url: receiver.url("/slow-body"), body, headers: signed },
      lenient,
      { timeoutMs: 200 }
    )
    expect(attempt).toMatchObject({ ok: true, statusCode: 200, error: null })
  })

  it("refuses the shop's own port on this machine's addresses, private targets allowed or not", async () => {
    const shop = { ...lenient, shopOrigins: [receiver.url("")] }
    const attempt = await sendWebhook(
      { url: `http://127.0.0.2:${receiver.port}/in`, body, headers: signed },
      shop
    )
    expect(attempt.ok).toBe(false)
    expect(attempt.error).toMatch(/this shop itself/)
    expect(receiver.hits("/in")).toBe(0)
  })
})
