import http from "node:http"
import type { AddressInfo } from "node:net"
import { SIGNATURE_HEADER, signWebhookBody } from "../sign"
import type { TargetPolicy } from "../target-guard"

export const lenient: TargetPolicy = {
  allowPrivateTargets: true,
  shopOrigins: ["https://shop.example.com"],
}
export const strict: TargetPolicy = { ...lenient, allowPrivateTargets: false }
export const SECRET = "whsec_test"
/** A body in the payload shape of Shopware's app webhooks. */
export const body = JSON.stringify({
  data: { event: "plugin_b2b_inbound_record.approved", payload: { id: "r1" } },
  source: { url: "https://shop.example.com", eventId: "evt_1" },
  timestamp: 1700000000,
})
export const signed = { [SIGNATURE_HEADER]: signWebhookBody(body, SECRET) }

/** One request the local receiver got, with its raw body. */
export type Received = {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  body: string
}

type Answer = (req: http.IncomingMessage, res: http.ServerResponse) => void

/**
 * A webhook receiver on 127.0.0.1: records every request (raw body kept for
 * signature checks) and answers through the route set for its path. `port`
 * brings one back where an earlier one listened (a receiver that was down).
 */
export async function startReceiver(port = 0) {
  const received: Received[] = []
  const routes = new Map<string, Answer>()
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      const path = req.url ?? "/"
      received.push({
        method: req.method ?? "",
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      })
      const answer = routes.get(path)
      if (answer) {
        answer(req, res)
      } else {
        res.writeHead(204).end()
      }
    })
  })
  await new Promise<void>((ready) => server.listen(port, "127.0.0.1", ready))
  const listening = (server.address() as AddressInfo).port
  return {
    port: listening,
    url: (path: string) => `http://127.0.0.1:${listening}${path}`,
    received,
    route: (path: string, answer: Answer) => routes.set(path, answer),
    hits: (path: string) => received.filter((r) => r.path === path).length,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = http.createServer()
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready))
  const port = (server.address() as AddressInfo).port
  await new Promise<void>((done) => server.close(() => done()))
  return port
}
