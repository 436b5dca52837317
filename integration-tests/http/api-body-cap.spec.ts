import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import http from "node:http"
import { SYNC_LIMITS } from "../../src/shopware/sync/request"

jest.setTimeout(120 * 1000)

type Answer = { status: number; connection?: string; body: string }

/**
 * Sends a request's head and `sent` bytes of its body, then nothing more:
 * resolves with the answer the server gives without the rest. A server that
 * waits for the whole body never answers (the test's timeout fails it).
 */
function sendPartOfBody(
  base: string,
  path: string,
  headers: Record<string, string>,
  sent: number
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, base), { method: "POST", headers })
    req.on("response", (res) => {
      let body = ""
      res.on("data", (chunk) => (body += chunk))
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          body,
        })
      )
    })
    // The server closes the connection once it answered; what is left unsent errors here.
    req.on("error", (error) => {
      if (!req.writableEnded) return
      reject(error)
    })
    req.write(Buffer.alloc(sent, 0x20))
  })
}

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api }) => {
    const base = () => api.defaults.baseURL as string

    describe("a JSON or form body beyond its limit on /api", () => {
      it("is refused with 413 as soon as its Content-Length says so, before it is sent, also without a token", async () => {
        for (const [path, type] of [
          ["/api/oauth/token", "application/json"],
          ["/api/oauth/token", "application/x-www-form-urlencoded"],
          ["/api/search/acl-role", "application/json"],
          ["/api/_action/sync", "application/json"],
        ]) {
          const answer = await sendPartOfBody(
            base(),
            path,
            { "content-type": type, "content-length": String(8 * 1024 ** 3) },
            1024
          )
          expect({ path, type, status: answer.status }).toEqual({
            path,
            type,
            status: 413,
          })
          expect(answer.connection).toBe("close")
          expect(JSON.parse(answer.body).errors[0]).toMatchObject({
            code: "FRAMEWORK__PAYLOAD_TOO_LARGE",
          })
        }
      })

      it("is refused with 413 once a chunked body passes the limit, without reading it to its end", async () => {
        const answer = await sendPartOfBody(
          base(),
          "/api/_action/sync",
          {
            "content-type": "application/json",
            "transfer-encoding": "chunked",
          },
          SYNC_LIMITS.bodyBytes + 64 * 1024
        )
        expect(answer.status).toBe(413)
        expect(answer.connection).toBe("close")
        expect(answer.body).toContain(`${SYNC_LIMITS.bodyBytes} bytes`)
      })
    })
  },
})
