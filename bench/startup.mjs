// Measures `npm start` in a fresh copy of the project (as a new clone: no
// .env, no .data, no admin build cache): a cold first start (initialise the
// database, migrate, seed, build the admin, `medusa start`) and a warm second
// start that finds all of it. Run in a copy so that the start's .env, data and
// build never touch this folder's own. Target from the Foundation issue: under
// 3 minutes to the login.
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
  const child = spawn(process.execPath, [path.join(env.PROJECT_DIR, "scripts", "start.mjs")], { cwd: env.PROJECT_DIR, env })
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
  fs.chmodSync(tmp, 0o755)
  for (const name of ["package.json", "package-lock.json", "medusa-config.ts", "tsconfig.json", "src", "dev", "scripts", "bin"]) {
    fs.cpSync(path.join(root, name), path.join(tmp, name), { recursive: true })
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(tmp, "node_modules"), "dir")
  const env = {
    ...process.env,
    PROJECT_DIR: tmp,
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
    console.log("npm start (embedded PostgreSQL, medusa start with the admin built once)")
    console.log(row("cold start", first))
    console.log(row("warm start", second))
    console.log(`ratio warm/cold start: ${(second.readySeconds / first.readySeconds).toFixed(2)}`)
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}
