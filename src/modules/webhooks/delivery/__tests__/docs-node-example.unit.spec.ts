import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import path from "node:path"
import { signWebhookBody } from "../sign"

const DOCS = path.join(__dirname, "../../../../../docs/webhooks.md")
const SECRET = "whsec_docs_example"

/** The Node.js receiver docs/webhooks.md shows integrators, as written there (its port from the environment). */
function nodeExample(): string {
  const docs = fs.readFileSync(DOCS, "utf8")
  const section = docs.slice(docs.indexOf("### Node.js"))
  const code = /```js\n([\s\S]*?)```/.exec(section)?.[1]
  if (!code || !code.includes(".listen(3000)"))
    throw new Error("docs/webhooks.md: the Node.js example was not found")
  return code.replace(".listen(3000)", ".listen(Number(process.env.PORT))")
}

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function listening(port: number) {
  for (let tries = 0; tries < 100; tries++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1")
      socket.once("connect", () => resolve(socket.end() && true))
      socket.once("error", () => resolve(false))
    })
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error("the docs' example receiver did not start")
}

describe("docs/webhooks.md: the Node.js receiver", () => {
  let child: ChildProcess
  let port: number
  beforeAll(async () => {
    port = await freePort()
    child = spawn(
      process.execPath,
      ["--input-type=module", "-e", nodeExample()],
      {
        env: { ...process.env, WEBHOOK_SECRET: SECRET, PORT: String(port) },
        stdio: "ignore",
      }
    )
    await listening(port)
  })
  afterAll(() => {
    child?.kill()
  })

  const post = (body: string, signature: string) =>
    fetch(`http://127.0.0.1:${port}/`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "shopware-shop-signature": signature,
      },
      body,
    }).then((res) => res.status)
  const event = (timestamp: number) =>
    JSON.stringify({
      data: { event: "plugin_b2b_inbound_record.approved", payload: {} },
      source: { eventId: "0123456789abcdef0123456789abcdef" },
      timestamp,
    })
  const now = () => Math.floor(Date.now() / 1000)

  it("accepts a delivery signed as the plugin signs it, refuses a wrong signature and an old timestamp", async () => {
    const fresh = event(now())
    const old = event(now() - 3600)
    expect([
      await post(fresh, signWebhookBody(fresh, SECRET)),
      await post(fresh, signWebhookBody(fresh, "another secret")),
      await post(fresh, "not hex"),
      await post(old, signWebhookBody(old, SECRET)),
    ]).toEqual([204, 401, 401, 400])
  })
})
