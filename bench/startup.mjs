// Measures `npm start` in a fresh copy of the project (as a new clone: no
// .env, no .data, no admin build cache): a cold first start (initialise the
// database, migrate, seed, build the admin, `medusa start`) and a warm second
// start that finds all of it. Run in a copy so that the start's .env, data and
// build never touch this folder's own. Each start reports the time to the
// first 200 of /health, to the login line, and to the admin's first page (its
// HTML and the scripts and styles it names). Target from the Foundation issue:
// under 3 minutes to the login.
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { freePort } from "../scripts/lib/database.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const TARGET_SECONDS = 180

/** Polls /health every 100 ms until it answers 200; resolves with the seconds since `began` (null if stopped first). */
function firstHealth(port, began, stopped) {
  return (async () => {
    while (!stopped.value) {
      const ok = await fetch(`http://localhost:${port}/health`)
        .then((r) => r.ok)
        .catch(() => false)
      if (ok) return (Date.now() - began) / 1000
      await new Promise((r) => setTimeout(r, 100))
    }
    return null
  })()
}

/** Loads the admin's first page as a browser would: the HTML, then the scripts and styles it names. */
async function loadAdminPage(port) {
  const base = `http://localhost:${port}`
  const page = await fetch(`${base}/app`)
  const html = await page.text()
  const assets = [
    ...html.matchAll(/(?:src|href)="(\/app\/[^"]+\.(?:js|css))"/g),
  ].map((m) => m[1])
  for (const asset of assets)
    await (await fetch(`${base}${asset}`)).arrayBuffer()
  return { status: page.status, assets: assets.length }
}

async function startOnce(env) {
  const began = Date.now()
  const child = spawn(
    process.execPath,
    [path.join(env.PROJECT_DIR, "scripts", "start.mjs")],
    { cwd: env.PROJECT_DIR, env }
  )
  const stopped = { value: false }
  const health = firstHealth(env.PORT, began, stopped)
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
  if (!ready) {
    stopped.value = true
    throw new Error(`npm start did not come up:\n${output.slice(-3000)}`)
  }
  const readySeconds = (Date.now() - began) / 1000
  const page = await loadAdminPage(env.PORT)
  const adminPageSeconds = (Date.now() - began) / 1000
  // Served the admin, so /health answered by now (or its poll is in flight and finishes).
  stopped.value = true
  const healthSeconds = await health
  const stopBegan = Date.now()
  child.kill("SIGINT")
  await new Promise((r) => child.once("exit", r))
  return {
    healthSeconds,
    readySeconds,
    adminPageSeconds,
    admin: page,
    stopSeconds: (Date.now() - stopBegan) / 1000,
  }
}

export async function benchStartup() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-history-bench-"))
  fs.chmodSync(tmp, 0o755)
  for (const name of [
    "package.json",
    "package-lock.json",
    "medusa-config.ts",
    "tsconfig.json",
    "src",
    "dev",
    "scripts",
    "bin",
  ]) {
    fs.cpSync(path.join(root, name), path.join(tmp, name), { recursive: true })
  }
  fs.symlinkSync(
    path.join(root, "node_modules"),
    path.join(tmp, "node_modules"),
    "dir"
  )
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
      `${name.padEnd(11)} /health ${r.healthSeconds?.toFixed(1) ?? "-"} s, login printed ${r.readySeconds.toFixed(1)} s, ` +
      `admin page (${r.admin.status}, ${r.admin.assets} assets) ${r.adminPageSeconds.toFixed(1)} s ` +
      `(${((r.adminPageSeconds / TARGET_SECONDS) * 100).toFixed(0)} % of the ${TARGET_SECONDS} s target), stop ${r.stopSeconds.toFixed(1)} s`
    console.log(
      "npm start (embedded PostgreSQL, medusa start with the admin built once)"
    )
    console.log(row("cold start", first))
    console.log(row("warm start", second))
    console.log(
      `ratio warm/cold: /health ${(second.healthSeconds / first.healthSeconds).toFixed(2)}, admin page ${(second.adminPageSeconds / first.adminPageSeconds).toFixed(2)}`
    )
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}
