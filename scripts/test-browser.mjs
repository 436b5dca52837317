// `npm run test:browser [jest args]`: drives Debian's Chromium against the app
// with its admin built. It starts an embedded PostgreSQL (temporary folder,
// free port), builds the admin (cached by a hash of its sources), and for each
// role system the chosen specs need, a shop (scripts/lib/browser-app.mjs: own
// database, migrated, demo shop seeded, `medusa start` on a free port), then
// the "browser" Jest project with BASE_URL against it:
//   - Medusa's RBAC off (its default): every spec but integration-tests/browser/rbac-*;
//   - MEDUSA_FF_RBAC=true: only the rbac-* specs (BROWSER_RBAC=1 tells jest.config.js).
// A role system none of the chosen specs needs boots no shop. Everything it
// started stops in the end. Screenshots and the shops' logs land in
// test-artifacts (git-ignored).
// `npm run test:browser -- --serve [--rbac]` starts one shop (with Medusa's
// RBAC on: --rbac) and keeps it running (no tests) for looking at it or
// debugging a test against its BASE_URL.
import { spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import { buildAdmin, serveAdminFrom } from "./lib/admin-build.mjs"
import { startShop } from "./lib/browser-app.mjs"
import { freePort, startEmbeddedPostgres } from "./lib/database.mjs"
import { runCleanups, stopOnSignals } from "./lib/process.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const jestBin = path.join(root, "node_modules", "jest", "bin", "jest.js")
const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium"
const artifacts = path.join(root, "test-artifacts")
const args = process.argv.slice(2)
const serveOnly = args[0] === "--serve"
const serveRbac = serveOnly && args.includes("--rbac")
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

const cleanups = []
let shop
/** Stops the shop that runs (or is booting); set as soon as its server was spawned. */
let stopShop
let exitCode = 1
let stopped

/** Stops the running shop, then undoes the rest in reverse; every caller waits for the same run. */
function stopAll() {
  stopped ??= stopEverything()
  return stopped
}

async function stopEverything() {
  await stopShop?.()
  await runCleanups(cleanups, say)
}

let jest
stopOnSignals(() => jest, stopAll)

const MODES = [
  { rbac: false, label: "Medusa's RBAC off", database: "medusa_browser" },
  { rbac: true, label: "MEDUSA_FF_RBAC=true", database: "medusa_browser_rbac" },
]
const modeEnv = (rbac) => ({
  BROWSER_TESTS: "1",
  BROWSER_RBAC: rbac ? "1" : "0",
  MEDUSA_FF_RBAC: rbac ? "true" : "false",
})

/** Whether the jest arguments select any spec of this role system (asked of jest itself, so its own argument rules apply). */
function selectsSpecs(rbac) {
  const listed = spawnSync(
    process.execPath,
    [jestBin, "--listTests", ...args, "--selectProjects", "browser"],
    {
      cwd: root,
      env: { ...process.env, ...modeEnv(rbac), BASE_URL: "http://localhost" },
      encoding: "utf8",
    }
  )
  if (listed.status !== 0) fail(`jest --listTests failed:\n${listed.stderr}`)
  return listed.stdout.includes(".browser.spec.")
}

/** Runs the "browser" Jest project against the running shop; resolves with its exit code. */
function runJest(rbac) {
  jest = spawn(
    process.execPath,
    [
      jestBin,
      "--runInBand",
      "--forceExit",
      ...args,
      "--selectProjects",
      "browser",
    ],
    {
      cwd: root,
      env: {
        ...shop.env,
        ...modeEnv(rbac),
        BASE_URL: shop.baseUrl,
        CHROMIUM_PATH: chromiumPath,
      },
      stdio: "inherit",
    }
  )
  return new Promise((resolve) =>
    jest.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  )
}

async function main() {
  const modes = serveOnly
    ? MODES.filter((m) => m.rbac === serveRbac)
    : MODES.filter((m) => selectsSpecs(m.rbac))
  if (!modes.length) fail("No browser spec matches these arguments.")
  const baseEnv = {
    ...process.env,
    MEDUSA_DISABLE_TELEMETRY: "true",
    // Not "development" (that would start Vite) and not "production" (Secure session cookies fail over http).
    NODE_ENV: "test",
    PLUGIN_PENDING_JOB_ENABLED: "false",
    // No DNS here: a webhook's address is a local receiver of the test (never the shop itself, which stays refused).
    PLUGIN_WEBHOOKS_ALLOW_PRIVATE_TARGETS: "true",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  }

  const adminFolder = await buildAdmin({ root, env: baseEnv, say })

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
  say(`Embedded PostgreSQL on port ${pgPort}`)
  cleanups.push(serveAdminFrom(root, adminFolder))
  fs.mkdirSync(artifacts, { recursive: true })

  exitCode = 0
  for (const mode of modes) {
    say(`Shop with ${mode.label} ...`)
    shop = await startShop({
      root,
      db,
      name: mode.database,
      baseEnv: { ...baseEnv, MEDUSA_FF_RBAC: String(mode.rbac) },
      // Kept with the screenshots.
      logCopy: path.join(
        artifacts,
        mode.rbac ? "medusa-rbac.log" : "medusa.log"
      ),
      say,
      onSpawn: (stop) => (stopShop = stop),
    })
    say(`Medusa is up (${mode.label}); admin at ${shop.baseUrl}/app`)
    if (serveOnly) {
      say(
        `--serve: the app stays up for your own browser or scripts (BASE_URL=${shop.baseUrl}); Ctrl-C stops it.`
      )
      exitCode = await new Promise((resolve) =>
        shop.server.on("exit", (code) => resolve(code ?? 1))
      )
      return
    }
    exitCode = Math.max(exitCode, await runJest(mode.rbac))
    await shop.stop()
  }
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
