// Measures `npm start`: a first start on an empty data folder (initialise the
// database, migrate, seed, boot with the admin) and a second start that finds
// the data. Target from the Foundation issue: under 3 minutes to the login.
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { freePort } from "../scripts/lib/database.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const TARGET_SECONDS = 180

async function startOnce(env) {
  const began = Date.now()
  const child = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], { cwd: root, env })
  let output = ""
  const ready = await new Promise((resolve) => {
    const onData = (chunk) => {
      output += chunk
      if (output.includes("Demo login:")) resolve(true)
    }
    child.stdout.on("data", onData)
    child.stderr.on("data", onData)
    child.on("exit", () => resolve(false))
  })
  if (!ready) throw new Error(`npm start did not come up:\n${output.slice(-3000)}`)
  const readySeconds = (Date.now() - began) / 1000
  const page = await fetch(`http://localhost:${env.PORT}/app`)
  const loginPageSeconds = (Date.now() - began) / 1000
  const stopBegan = Date.now()
  child.kill("SIGINT")
  await new Promise((r) => child.once("exit", r))
  return { readySeconds, loginPageSeconds, adminStatus: page.status, stopSeconds: (Date.now() - stopBegan) / 1000 }
}

export async function benchStartup() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-history-bench-"))
  fs.chmodSync(tmp, 0o777)
  const env = {
    ...process.env,
    DATABASE_URL: "",
    EMBEDDED_PG_DATA: path.join(tmp, "postgres"),
    EMBEDDED_PG_PORT: String(await freePort()),
    PORT: String(await freePort()),
  }
  delete env.DATABASE_URL
  try {
    const first = await startOnce(env)
    const second = await startOnce(env)
    const row = (name, r) =>
      `${name.padEnd(14)} ready ${r.readySeconds.toFixed(1)} s, admin page ${r.adminStatus} at ${r.loginPageSeconds.toFixed(1)} s ` +
      `(${((r.loginPageSeconds / TARGET_SECONDS) * 100).toFixed(0)} % of the ${TARGET_SECONDS} s target), stop ${r.stopSeconds.toFixed(1)} s`
    console.log("npm start (embedded PostgreSQL, medusa develop with admin)")
    console.log(row("first start", first))
    console.log(row("second start", second))
    console.log(`ratio second/first start: ${(second.readySeconds / first.readySeconds).toFixed(2)}`)
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}
