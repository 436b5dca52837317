// `npm run test:browser [jest args]`: drives Debian's Chromium against the app
// with its admin built. It starts an embedded PostgreSQL (temporary folder,
// free port), migrates, seeds the demo shop, builds the admin (cached by a hash
// of its sources), runs `medusa start` on a free port and then the "browser"
// Jest project with BASE_URL. Everything it started stops in the end.
// Screenshots land in test-artifacts/screenshots (git-ignored).
// `npm run test:browser -- --serve` starts the same app and keeps it running
// (no tests) for looking at it or debugging a test against its BASE_URL.
import { spawn } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import { ensureDatabase, freePort, startEmbeddedPostgres } from "./lib/database.mjs"
import { run as runCommand, runCleanups, stopOnSignals, waitForUrl } from "./lib/process.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const medusa = path.join(root, "node_modules", ".bin", "medusa")
const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium"
const cacheRoot = path.join(root, ".cache", "browser-admin")
// The admin loader serves `<root>/public/admin` whenever NODE_ENV is not "development".
const servedAdmin = path.join(root, "public", "admin")
const artifacts = path.join(root, "test-artifacts")
const args = process.argv.slice(2)
const serveOnly = args[0] === "--serve"
const say = (line) => process.stdout.write(`[test:browser] ${line}\n`)

function fail(message) {
  process.stderr.write(`[test:browser] ${message}\n`)
  process.exit(1)
}

// 1. Prerequisites: Chromium and playwright-core.
if (!fs.existsSync(chromiumPath)) {
  fail(
    `Chromium not found at ${chromiumPath}. Install Debian's Chromium:\n` +
      `    apt-get update && apt-get install -y chromium\n` +
      `or point CHROMIUM_PATH at another Chromium/Chrome binary.`
  )
}
try {
  createRequire(import.meta.url).resolve("playwright-core")
} catch {
  fail(`playwright-core is missing: run "npm install" (it is a devDependency).`)
}

const run = (command, args, env, { quiet = false } = {}) => runCommand(command, args, { cwd: root, env, quiet })

function listFiles(dir) {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
    .sort()
}

/** Hash of everything the admin bundle is built from: its sources, the config and the installed packages. */
function adminHash() {
  const hash = crypto.createHash("sha256")
  const inputs = [
    ...listFiles(path.join(root, "src", "admin")),
    path.join(root, "medusa-config.ts"),
    path.join(root, "package-lock.json"),
  ]
  for (const file of inputs) {
    if (!fs.existsSync(file)) continue
    hash.update(path.relative(root, file)).update("\0").update(fs.readFileSync(file)).update("\0")
  }
  return hash.digest("hex").slice(0, 16)
}

/** Builds the admin unless a build of the same sources is cached; returns its folder. */
async function buildAdmin(env) {
  const hash = adminHash()
  const target = path.join(cacheRoot, hash)
  if (fs.existsSync(path.join(target, "index.html")) && process.env.BROWSER_REBUILD_ADMIN !== "1") {
    say(`Admin build ${hash} is cached (${path.relative(root, target)}).`)
    return target
  }
  say(`Building the admin (sources changed, hash ${hash}); this takes a few minutes ...`)
  const started = Date.now()
  // Writes .medusa/admin; `medusa build` (server + admin) would also rewrite .medusa/server.
  await run(medusa, ["build", "--admin-only"], env, { quiet: true })
  const built = path.join(root, ".medusa", "admin")
  if (!fs.existsSync(path.join(built, "index.html"))) throw new Error(`The admin build wrote no ${built}/index.html.`)
  fs.rmSync(cacheRoot, { recursive: true, force: true })
  fs.mkdirSync(cacheRoot, { recursive: true })
  fs.cpSync(built, target, { recursive: true })
  say(`Admin built in ${Math.round((Date.now() - started) / 1000)} s.`)
  return target
}

/** Points <root>/public/admin at the build; returns a function that undoes it. */
function serveAdminFrom(folder) {
  const publicDir = path.dirname(servedAdmin)
  const createdPublic = !fs.existsSync(publicDir)
  let stat
  try {
    stat = fs.lstatSync(servedAdmin)
  } catch {
    // absent
  }
  if (stat && !stat.isSymbolicLink()) {
    throw new Error(`${servedAdmin} exists and is not a link this script made: move it away first.`)
  }
  if (stat) fs.rmSync(servedAdmin)
  fs.mkdirSync(publicDir, { recursive: true })
  fs.symlinkSync(folder, servedAdmin, "dir")
  return () => {
    try {
      if (fs.lstatSync(servedAdmin).isSymbolicLink()) fs.rmSync(servedAdmin)
      if (createdPublic && fs.readdirSync(publicDir).length === 0) fs.rmdirSync(publicDir)
    } catch {
      // already gone
    }
  }
}

const waitFor = waitForUrl

const cleanups = []
let server
let exitCode = 1
let stopped

/** Stops Medusa, then undoes the rest in reverse; every caller waits for the same run. */
function stopAll() {
  stopped ??= stopEverything()
  return stopped
}

async function stopEverything() {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((r) => server.once("exit", r))
    try {
      process.kill(-server.pid, "SIGTERM")
    } catch {
      // gone
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))])
    try {
      process.kill(-server.pid, "SIGKILL")
    } catch {
      // gone
    }
  }
  await runCleanups(cleanups, say)
}

let jest
stopOnSignals(() => jest, stopAll)

async function main() {
  const env = {
    ...process.env,
    MEDUSA_DISABLE_TELEMETRY: "true",
    // Not "development" (that would start Vite) and not "production" (Secure session cookies fail over http).
    NODE_ENV: "test",
    PLUGIN_PENDING_JOB_ENABLED: "false",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  }

  const adminFolder = await buildAdmin(env)

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-history-browser-"))
  fs.chmodSync(tmp, 0o777)
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }))
  const pgPort = Number(process.env.EMBEDDED_PG_PORT) || (await freePort())
  const db = await startEmbeddedPostgres({ dataDir: path.join(tmp, "data"), port: pgPort, persistent: false })
  cleanups.push(() => db.stop())
  await ensureDatabase(db.url("postgres"), "medusa_browser")
  env.DATABASE_URL = db.url("medusa_browser")
  say(`Embedded PostgreSQL on port ${pgPort}`)

  say("Migrating and seeding the demo shop ...")
  await run(medusa, ["db:migrate"], env, { quiet: true })
  await run(medusa, ["exec", "./dev/seed-demo.ts"], env, { quiet: true })

  cleanups.push(serveAdminFrom(adminFolder))
  const port = Number(process.env.PORT) || (await freePort())
  const baseUrl = `http://localhost:${port}`
  Object.assign(env, { PORT: String(port), ADMIN_CORS: baseUrl, AUTH_CORS: baseUrl })
  const log = fs.openSync(path.join(tmp, "medusa.log"), "w")
  fs.mkdirSync(artifacts, { recursive: true })
  server = spawn(medusa, ["start"], { cwd: root, env, stdio: ["ignore", log, log], detached: true })
  say(`Starting Medusa on ${baseUrl} ...`)
  const healthy = (await waitFor(`${baseUrl}/health`, server, 300)) && (await waitFor(`${baseUrl}/app`, server, 60))
  // Keep the server log with the screenshots.
  cleanups.push(() => fs.copyFileSync(path.join(tmp, "medusa.log"), path.join(artifacts, "medusa.log")))
  if (!healthy) {
    process.stderr.write(fs.readFileSync(path.join(tmp, "medusa.log"), "utf8").slice(-8000))
    throw new Error("Medusa did not become healthy.")
  }
  say(`Medusa is up; admin at ${baseUrl}/app`)

  if (serveOnly) {
    say(`--serve: the app stays up for your own browser or scripts (BASE_URL=${baseUrl}); Ctrl-C stops it.`)
    exitCode = await new Promise((resolve) => server.on("exit", (code) => resolve(code ?? 1)))
    return
  }

  const jestArgs = [
    path.join(root, "node_modules", "jest", "bin", "jest.js"),
    "--runInBand",
    "--forceExit",
    ...args,
    "--selectProjects",
    "browser",
  ]
  jest = spawn(process.execPath, jestArgs, {
    cwd: root,
    env: { ...env, BROWSER_TESTS: "1", BASE_URL: baseUrl, CHROMIUM_PATH: chromiumPath },
    stdio: "inherit",
  })
  exitCode = await new Promise((resolve) => jest.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))))
}

try {
  await main()
} catch (error) {
  process.stderr.write(`[test:browser] ${error.message}\n`)
  exitCode = 1
} finally {
  await stopAll()
  say(`Screenshots: ${path.relative(root, path.join(artifacts, "screenshots"))}/`)
}
process.exit(exitCode)
