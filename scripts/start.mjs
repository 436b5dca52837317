// `npm start`: database (embedded unless DATABASE_URL is set), migrations, demo
// data, then Medusa with the admin dashboard. Ctrl-C stops everything cleanly.
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { ensureDatabase, isPortFree, startEmbeddedPostgres } from "./lib/database.mjs"
import { addMissingEnvValues, randomSecret } from "./lib/env-file.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const medusa = path.join(root, "node_modules", ".bin", "medusa")
const port = Number(process.env.PORT || 9000)
const pgPort = Number(process.env.EMBEDDED_PG_PORT || 54329)
const dbName = process.env.DB_NAME || "medusa_b2b_history"
const dataDir = path.resolve(root, process.env.EMBEDDED_PG_DATA || ".data/postgres")
const say = (line) => process.stdout.write(`[start] ${line}\n`)

function run(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(medusa, args, { cwd: root, env, stdio: "inherit" })
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`"medusa ${args.join(" ")}" failed (exit code ${code})`))
    )
  })
}

function redact(url) {
  const u = new URL(url)
  if (u.password) u.password = "****"
  return u.toString()
}

async function waitForHealth(child) {
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    try {
      const res = await fetch(`http://localhost:${port}/health`)
      if (res.ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  return false
}

/** Order files uploaded before 0.2.1 lie in uploads/private, which the dev watcher saw; they move to .data/uploads/private. */
function moveOrderFilesOfEarlierVersions() {
  const before = path.join(root, "uploads", "private")
  const now = path.join(root, ".data", "uploads", "private")
  if (process.env.PRIVATE_UPLOAD_DIR || !fs.existsSync(before) || fs.existsSync(now)) return
  fs.mkdirSync(path.dirname(now), { recursive: true })
  fs.renameSync(before, now)
  say(`Moved the order files from uploads/private to .data/uploads/private`)
}

async function main() {
  // Signing secrets of this shop, made once and kept in .env (git-ignored), which every medusa process below loads.
  const added = addMissingEnvValues(path.join(root, ".env"), { JWT_SECRET: randomSecret, COOKIE_SECRET: randomSecret }, {
    comment: "Made by npm start: this shop's random signing secrets. Keep them private; change them to log everyone out.",
  })
  if (added.length) say(`Created ${added.join(" and ")} in .env (random; .env is git-ignored)`)
  moveOrderFilesOfEarlierVersions()
  const env = { MEDUSA_DISABLE_TELEMETRY: "true", ...process.env, PORT: String(port) }
  let db
  if (process.env.DATABASE_URL) {
    say(`Using the PostgreSQL server of DATABASE_URL: ${redact(process.env.DATABASE_URL)}`)
    const server = new URL(process.env.DATABASE_URL)
    const name = server.pathname.replace(/^\//, "")
    server.pathname = "/postgres"
    await ensureDatabase(server.toString(), name).catch((e) =>
      say(`Could not check or create database "${name}" (${e.message}); continuing.`)
    )
  } else {
    db = await startEmbeddedPostgres({
      dataDir: dataDir,
      port: pgPort,
      log: say,
    })
    say(`Embedded PostgreSQL runs on port ${pgPort} (data in ${path.relative(root, dataDir) || dataDir})`)
    if (await ensureDatabase(db.url("postgres"), dbName)) say(`Created database ${dbName}`)
    env.DATABASE_URL = db.url(dbName)
  }

  let child
  let stopping = false
  // `medusa develop` runs the server in a child of its own: signal the whole group.
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal)
    } catch {
      // the group is gone already
    }
  }
  const shutdown = async (code) => {
    if (stopping) return
    stopping = true
    if (child) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r))
        signalGroup("SIGINT")
        await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))])
      }
      signalGroup("SIGKILL")
    }
    if (db) {
      await db.stop()
      say("Embedded PostgreSQL stopped.")
    }
    process.exit(code)
  }
  process.on("SIGINT", () => shutdown(0))
  process.on("SIGTERM", () => shutdown(0))

  try {
    say("Running migrations ...")
    await run(["db:migrate"], env)
    say("Seeding demo data (skipped where present) ...")
    await run(["exec", "./dev/seed-demo.ts"], env)
  } catch (error) {
    say(error.message)
    return shutdown(1)
  }

  if (!(await isPortFree(port))) {
    say(`Port ${port} is already in use (another Medusa still running?). Stop it or choose another port with PORT.`)
    return shutdown(1)
  }
  child = spawn(medusa, ["develop"], { cwd: root, env, stdio: "inherit", detached: true })
  child.on("exit", (code) => {
    if (!stopping) shutdown(code ?? 1)
  })
  if (await waitForHealth(child)) {
    say("")
    say(`Admin dashboard: http://localhost:${port}/app`)
    say(`API base URL:    http://localhost:${port}  (Shopware-compatible API under /api)`)
    say(`Demo login:      admin@example.com / supersecret`)
    say("Press Ctrl-C to stop.")
  }
}

main().catch((error) => {
  process.stderr.write(`[start] ${error.message}\n`)
  process.exit(1)
})
