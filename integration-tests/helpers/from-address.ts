import http from "http"

export type Answer = {
  status: number
  headers: http.IncomingHttpHeaders
  body: any
}

/**
 * A JSON request to the test app from a chosen local address. Linux routes all
 * of 127.0.0.0/8 to the loopback device, and the test app listens on every
 * interface, so a request from 127.0.0.2 reaches it as a second client would:
 * Medusa sees another socket address (`req.ip`), not a header it could be told.
 */
export function fromAddress(
  baseUrl: string,
  localAddress: string,
  method: "GET" | "POST",
  path: string,
  json: unknown,
  headers: Record<string, string> = {}
): Promise<Answer> {
  const port = Number(new URL(baseUrl).port)
  const payload = JSON.stringify(json)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        localAddress,
        method,
        path,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          accept: "application/json",
          ...headers,
        },
      },
      (res) => {
        let text = ""
        res.setEncoding("utf8")
        res.on("data", (chunk) => (text += chunk))
        res.on("end", () => {
          let body: any = text
          try {
            body = text ? JSON.parse(text) : undefined
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body })
        })
      }
    )
    req.on("error", reject)
    req.end(payload)
  })
}
