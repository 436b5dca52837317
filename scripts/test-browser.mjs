// `npm run test:browser [jest args]`: drives Debian's Chromium against the app
// with its admin built. It starts an embedded PostgreSQL (temporary folder,
// free port), migrates, seeds the demo shop, builds the admin (cached by a hash
// of its sources), runs `medusa start` on a free port and then the "browser"
// Jest project with BASE_URL. Everything it started stops in the end.
// Screenshots land in test-artifacts/screenshots (git-ignored).
// `npm run test:browser -- --serve` starts the same app and keeps it running
// (no tests) for looking at it or debugging a test against its BASE_URL.
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import { buildAdmin, serveAdminFrom } from "./lib/admin-build.mjs"
import {
  ensureDatabase,
  freePort,
  startEmbeddedPostgres,
} from "./lib/database.mjs"
import {
  run as runCommand,
  runCleanups,
  stopGroup,
  stopOnSignals,
  waitForUrl,
} from "./lib/process.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const medusa = path.join(root, "node_modules", ".bin", "medusa")
const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium"
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

const run = (command, args, env, { quiet = false } = {}) =>
  runCommand(command, args, { cwd: root, env, quiet })

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
  if (server) await stopGroup(server.pid, "SIGTERM")
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

  const adminFolder = await buildAdmin({ root, env, say })

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-history-browser-"))
  fs.chmodSync(tmp, 0o777)
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }))
  const pgPort = Number(process.env.EMBEDDED_PG_PORT) || (await freePort())
  const db = await startEmbeddedPostgres({
    dataDir: path.join(tmp, "data"),
    port: pgPort,
    persistent: false,
  })
  cleanups.push(() => db.stop())
  await ensureDatabase(db.url("postgres"), "medusa_browser")
  env.DATABASE_URL = db.url("medusa_browser")
  say(`Embedded PostgreSQL on port ${pgPort}`)

  say("Migrating and seeding the demo shop ...")
  await run(medusa, ["db:migrate"], env, { quiet: true })
  await run(medusa, ["exec", "./dev/seed-demo.ts"], env, { quiet: true })

  cleanups.push(serveAdminFrom(root, adminFolder))
  const port = Number(process.env.PORT) || (await freePort())
  const baseUrl = `http://localhost:${port}`
  Object.assign(env, {
    PORT: String(port),
    ADMIN_CORS: baseUrl,
    AUTH_CORS: baseUrl,
  })
  const log = fs.openSync(path.join(tmp, "medusa.log"), "w")
  fs.mkdirSync(artifacts, { recursive: true })
  server = spawn(medusa, ["start"], {
    cwd: root,
    env,
    stdio: ["ignore", log, log],
    detached: true,
  })
  say(`Starting Medusa on ${baseUrl} ...`)
  const healthy =
    (await waitFor(`${baseUrl}/health`, server, 300)) &&
    (await waitFor(`${baseUrl}/app`, server, 60))
  // Keep the server log with the screenshots.
  cleanups.push(() =>
    fs.copyFileSync(
      path.join(tmp, "medusa.log"),
      path.join(artifacts, "medusa.log")
    )
  )
  if (!healthy) {
    process.stderr.write(
      fs.readFileSync(path.join(tmp, "medusa.log"), "utf8").slice(-8000)
    )
    throw new Error("Medusa did not become healthy.")
  }
  say(`Medusa is up; admin at ${baseUrl}/app`)

  if (serveOnly) {
    say(
      `--serve: the app stays up for your own browser or scripts (BASE_URL=${baseUrl}); Ctrl-C stops it.`
    )
    exitCode = await new Promise((resolve) =>
      server.on("exit", (code) => resolve(code ?? 1))
    )
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
    env: {
      ...env,
      BROWSER_TESTS: "1",
      BASE_URL: baseUrl,
      CHROMIUM_PATH: chromiumPath,
    },
    stdio: "inherit",
  })
  exitCode = await new Promise((resolve) =>
    jest.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  )
}

try {
  await main()
} catch (error) {
  process.stderr.write(`[test:browser] ${error.message}\n`)
  exitCode = 1
} finally {
  await stopAll()
  say(
    `Screenshots: ${path.relative(root, path.join(artifacts, "screenshots"))}/`
  )
}
process.exit(exitCode)
