import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { signWebhookBody } from "../sign"

const DOCS = path.join(__dirname, "../../../../../docs/webhooks.md")
const SECRET = "whsec_docs_example"

/** A fenced block of docs/webhooks.md: the first `lang` block after `heading`. */
function docsExample(heading: string, lang: string): string {
  const docs = fs.readFileSync(DOCS, "utf8")
  const section = docs.slice(docs.indexOf(heading))
  const code = new RegExp("```" + lang + "\\n([\\s\\S]*?)```").exec(
    section
  )?.[1]
  if (!code)
    throw new Error(`docs/webhooks.md: no ${lang} example under "${heading}"`)
  return code
}

/** The receivers docs/webhooks.md shows integrators, run as written there (only the port from the environment). */
const examples = [
  {
    name: "Node.js",
    available: true,
    start(port: number, env: NodeJS.ProcessEnv): ChildProcess {
      const code = docsExample("### Node.js", "js")
      if (!code.includes(".listen(3000)"))
        throw new Error(
          "docs/webhooks.md: the Node.js example listens elsewhere"
        )
      const program = code.replace(
        ".listen(3000)",
        ".listen(Number(process.env.PORT))"
      )
      return spawn(process.execPath, ["--input-type=module", "-e", program], {
        env,
        stdio: "ignore",
      })
    },
  },
  {
    // PHP's own built-in server runs the script per request. Skipped where no
    // php is installed (npm test on a machine with only Node); .ci/run installs php-cli.
    name: "PHP",
    available: spawnSync("php", ["--version"]).status === 0,
    start(port: number, env: NodeJS.ProcessEnv): ChildProcess {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "webhook-php-"))
      fs.writeFileSync(
        path.join(dir, "receiver.php"),
        docsExample("### PHP", "php")
      )
      const server = spawn("php", ["-S", `127.0.0.1:${port}`, "receiver.php"], {
        cwd: dir,
        env,
        stdio: "ignore",
      })
      server.once("exit", () =>
        fs.rmSync(dir, { recursive: true, force: true })
      )
      return server
    },
  },
]

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

const event = (timestamp: number) =>
  JSON.stringify({
    data: { event: "plugin_b2b_inbound_record.approved", payload: {} },
    source: { eventId: "0123456789abcdef0123456789abcdef" },
    timestamp,
  })
const now = () => Math.floor(Date.now() / 1000)

describe.each(examples)("docs/webhooks.md: the $name receiver", (example) => {
  const maybe = example.available ? it : it.skip
  let child: ChildProcess | undefined
  let port: number
  beforeAll(async () => {
    if (!example.available) return
    port = await freePort()
    child = example.start(port, {
      ...process.env,
      WEBHOOK_SECRET: SECRET,
      PORT: String(port),
    })
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

  maybe(
    "accepts a delivery signed as the plugin signs it, refuses a wrong signature and an old timestamp",
    async () => {
      const fresh = event(now())
      const old = event(now() - 3600)
      expect([
        await post(fresh, signWebhookBody(fresh, SECRET)),
        await post(fresh, signWebhookBody(fresh, "another secret")),
        await post(fresh, "not hex"),
        await post(old, signWebhookBody(old, SECRET)),
      ]).toEqual([204, 401, 401, 400])
    }
  )
})
