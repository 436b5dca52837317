// `npm start`: the shop as Medusa runs in production (`medusa start`, the
// admin dashboard pre-built and cached, no file watcher). `npm run dev`: the
// same shop under `medusa develop` (watcher, admin through Vite). `npm run db`:
// only the database, for the console and `npx medusa` commands.
// Database: embedded unless DATABASE_URL says otherwise (scripts/lib/shop-database.mjs);
// migrations and demo data run on every start (the seed skips what is there).
// Ctrl-C stops everything cleanly; a Medusa process that dies under it is
// started again while the database keeps running (scripts/lib/supervise.mjs);
// after a crash of this script (kill -9) the next start clears what the last
// one left running.
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { buildAdmin, serveAdminFrom } from "./lib/admin-build.mjs"
import { isPortFree } from "./lib/database.mjs"
import { addMissingEnvValues, randomSecret } from "./lib/env-file.mjs"
import {
  onStopSignals,
  run,
  stopGroup,
  stopRunning,
  waitForUrl,
} from "./lib/process.mjs"
import {
  stopLeftoverServer,
  forgetServer,
  rememberServer,
} from "./lib/server-pid.mjs"
import { chooseDatabase, openDatabase } from "./lib/shop-database.mjs"
import { takeStartLock } from "./lib/start-lock.mjs"
import { supervise } from "./lib/supervise.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const medusa = path.join(root, "node_modules", ".bin", "medusa")
const mode = ["dev", "db"].includes(process.argv[2]) ? process.argv[2] : "start"
const port = Number(process.env.PORT || 9000)
const baseUrl = `http://localhost:${port}`
const say = (line) => process.stdout.write(`[${mode}] ${line}\n`)

/** Order files uploaded before 0.2.1 lie in uploads/private, which the dev watcher saw; they move to .data/uploads/private. */
function moveOrderFilesOfEarlierVersions() {
  const before = path.join(root, "uploads", "private")
  const now = path.join(root, ".data", "uploads", "private")
  if (
    process.env.PRIVATE_UPLOAD_DIR ||
    !fs.existsSync(before) ||
    fs.existsSync(now)
  )
    return
  fs.mkdirSync(path.dirname(now), { recursive: true })
  fs.renameSync(before, now)
  say(`Moved the order files from uploads/private to .data/uploads/private`)
}

let server // the supervised Medusa process
let database
let releaseLock = () => {}
let stopping = false

async function shutdown(code) {
  if (stopping) return
  stopping = true
  stopRunning() // a migration or admin build still under way
  server?.stop() // no restart of what is stopped now
  const child = server?.current()
  if (child) {
    // `medusa develop` runs the server in a child of its own: the whole group stops.
    await stopGroup(child.pid, "SIGINT")
    forgetServer(root, child.pid)
  }
  if (database?.embedded) {
    await database.stop()
    say("Database stopped.")
  }
  releaseLock()
  process.exit(code)
}

function portTaken() {
  say(
    `Port ${port} is already in use (another shop still running?). Stop it or choose another port with PORT.`
  )
  return shutdown(1)
}

async function main() {
  onStopSignals(() => shutdown(0))
  // npm runs this script under `sh -c`, which dies on SIGTERM without passing
  // it on: a start whose parent is gone stops instead of running headless.
  const parent = process.ppid
  setInterval(() => process.ppid !== parent && shutdown(0), 1000).unref()
  releaseLock = await takeStartLock(root, mode === "db" ? null : port)
  // Signing secrets of this shop, made once and kept in .env (git-ignored), which every medusa process below loads.
  const added = addMissingEnvValues(
    path.join(root, ".env"),
    { JWT_SECRET: randomSecret, COOKIE_SECRET: randomSecret },
    {
      comment:
        "Made by npm start: this shop's random signing secrets. Keep them private; change them to log everyone out.",
    }
  )
  if (added.length)
    say(`Created ${added.join(" and ")} in .env (random; .env is git-ignored)`)
  moveOrderFilesOfEarlierVersions()
  if (mode !== "db") await stopLeftoverServer(root, say)
  // Said before the minutes of migrations and the admin build, and again
  // before Medusa starts, in case something took the port meanwhile.
  if (mode !== "db" && !(await isPortFree(port))) return portTaken()

  database = await openDatabase(chooseDatabase({ root }), say)
  if (mode === "db") {
    say(`The database runs (${database.url}). Press Ctrl-C to stop it.`)
    return
  }
  const env = {
    MEDUSA_DISABLE_TELEMETRY: "true",
    ...process.env,
    PORT: String(port),
    DATABASE_URL: database.url,
    ADMIN_CORS: process.env.ADMIN_CORS || baseUrl,
    AUTH_CORS: process.env.AUTH_CORS || baseUrl,
  }
  if (mode === "start") {
    // Medusa's production mode; the dashboard is served over plain http here, where a Secure session cookie never comes back.
    Object.assign(env, {
      NODE_ENV: "production",
      SESSION_COOKIE_SECURE: process.env.SESSION_COOKIE_SECURE || "false",
    })
  }
  try {
    say("Running migrations and the demo seed (it skips what is there) ...")
    // Quiet: their output is shown only when one fails.
    const quietly = (args) => run(medusa, args, { cwd: root, env, quiet: true })
    const ready = quietly(["db:migrate"]).then(() =>
      quietly(["exec", "./dev/seed-demo.ts"])
    )
    const admin = mode === "start" ? buildAdmin({ root, env, say }) : null
    await Promise.all([ready, admin])
    // The link stays after a stop (public/admin is git-ignored): a later start points it at its own build.
    if (admin) serveAdminFrom(root, await admin)
  } catch (error) {
    if (!stopping) say(error.message)
    return shutdown(1)
  }

  if (!(await isPortFree(port))) return portTaken()
  server = supervise({
    launch: () =>
      spawn(medusa, [mode === "dev" ? "develop" : "start"], {
        cwd: root,
        env,
        // stderr passes through this script, which keeps its last lines to name the cause of a crash.
        stdio: ["inherit", "inherit", "pipe"],
        detached: true,
      }),
    onLaunch: (child) => {
      rememberServer(root, child.pid)
      if (server) announceRestart(child) // not the first start, which main() follows
    },
    giveUp: (reason) => {
      say(reason)
      return shutdown(1)
    },
    say,
  })
  const child = server.current()
  if (
    (await waitForUrl(`${baseUrl}/health`, child, 600)) &&
    (await waitForUrl(`${baseUrl}/app`, child, 120))
  ) {
    server.markHealthy()
    say("")
    say(`Admin dashboard: ${baseUrl}/app`)
    say(`API base URL:    ${baseUrl}  (Shopware-compatible API under /api)`)
    say(`Demo login:      admin@example.com / supersecret`)
    say("Press Ctrl-C to stop.")
  }
}

/** Says when a restarted Medusa answers again. */
async function announceRestart(child) {
  if (await waitForUrl(`${baseUrl}/health`, child, 600))
    say(`Medusa answers again (process ${child.pid}).`)
}

main().catch((error) => {
  process.stderr.write(`[${mode}] ${error.message}\n`)
  shutdown(1)
})
