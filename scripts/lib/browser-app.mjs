// One shop of the browser tests (scripts/test-browser.mjs): its own database on
// the run's embedded PostgreSQL, migrated and seeded with the demo shop, and
// `medusa start` on a free port. `env.MEDUSA_FF_RBAC` decides whether it runs
// Medusa's RBAC (then the demo admin holds Medusa's super administrator role).
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { ensureDatabase, freePort } from "./database.mjs"
import { run, stopGroup, waitForUrl } from "./process.mjs"

/**
 * Starts the shop; resolves with its `baseUrl`, the `env` it runs with and
 * `stop()` (which also keeps its log as `logCopy`). `onSpawn(stop)` hears of
 * the server as soon as it runs, so that a Ctrl-C while it boots stops it too.
 * A shop that does not come up is stopped and the tail of its log printed
 * before this throws.
 */
export async function startShop({
  root,
  db,
  name,
  baseEnv,
  logCopy,
  say,
  onSpawn,
}) {
  const medusa = path.join(root, "node_modules", ".bin", "medusa")
  const env = { ...baseEnv }
  await ensureDatabase(db.url("postgres"), name)
  env.DATABASE_URL = db.url(name)
  const quietly = (args) => run(medusa, args, { cwd: root, env, quiet: true })
  say(`Migrating and seeding the demo shop (database ${name}) ...`)
  await quietly(["db:migrate"])
  await quietly(["exec", "./dev/seed-demo.ts"])

  const port = Number(process.env.PORT) || (await freePort())
  const baseUrl = `http://localhost:${port}`
  Object.assign(env, {
    PORT: String(port),
    ADMIN_CORS: baseUrl,
    AUTH_CORS: baseUrl,
  })
  const logFile = `${logCopy}.running`
  const log = fs.openSync(logFile, "w")
  const server = spawn(medusa, ["start"], {
    cwd: root,
    env,
    stdio: ["ignore", log, log],
    detached: true,
  })
  let stopped
  const stop = () =>
    (stopped ??= (async () => {
      await stopGroup(server.pid, "SIGTERM")
      fs.closeSync(log)
      fs.renameSync(logFile, logCopy)
    })())
  onSpawn(stop)
  say(`Starting Medusa on ${baseUrl} ...`)
  const healthy =
    (await waitForUrl(`${baseUrl}/health`, server, 300)) &&
    (await waitForUrl(`${baseUrl}/app`, server, 60))
  if (!healthy) {
    await stop()
    process.stderr.write(fs.readFileSync(logCopy, "utf8").slice(-8000))
    throw new Error("Medusa did not become healthy.")
  }
  return { baseUrl, env, server, stop }
}
