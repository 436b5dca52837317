// The PostgreSQL of the shop in this folder (`npm start`, `npm run dev`,
// `npm run db`). Its address is kept in .env, so that every other command run
// here finds it: the console, `npx medusa user`, `npx medusa db:migrate`.
import path from "node:path"
import {
  embeddedUrl,
  ensureDatabase,
  parseEmbeddedUrl,
  startEmbeddedPostgres,
} from "./database.mjs"
import { readEnvFile, setEnvValue } from "./env-file.mjs"

export const DEFAULT_EMBEDDED_PORT = 54329
const DEFAULT_DB = "medusa_b2b_history"

/**
 * Which database: DATABASE_URL from the environment wins, then one written
 * into .env by hand; else the embedded server (the address npm start wrote
 * into .env, on EMBEDDED_PG_PORT when that is set).
 */
export function chooseDatabase({ root, env = process.env }) {
  const envFile = path.join(root, ".env")
  if (env.DATABASE_URL)
    return {
      kind: "server",
      url: env.DATABASE_URL,
      from: "the environment's DATABASE_URL",
    }
  const fromFile = readEnvFile(envFile).DATABASE_URL
  const written = fromFile ? parseEmbeddedUrl(fromFile) : null
  if (fromFile && !written)
    return { kind: "server", url: fromFile, from: "DATABASE_URL in .env" }
  const port =
    Number(env.EMBEDDED_PG_PORT) || written?.port || DEFAULT_EMBEDDED_PORT
  const db = env.DB_NAME || written?.db || DEFAULT_DB
  const dataDir = path.resolve(
    root,
    env.EMBEDDED_PG_DATA || path.join(".data", "postgres")
  )
  return {
    kind: "embedded",
    port,
    db,
    url: embeddedUrl(port, db),
    envFile,
    dataDir,
    root,
  }
}

const redact = (url) => {
  const u = new URL(url)
  if (u.password) u.password = "****"
  return u.toString()
}

/** One sentence when the server of DATABASE_URL cannot be used at all (the console says the same, src/cli/database-check.ts); null otherwise. */
function unusableServer(error, url) {
  const where = `${url.hostname}:${url.port || 5432}`
  if (["ECONNREFUSED", "ETIMEDOUT", "ENOTFOUND"].includes(error.code))
    return `The database at ${where} does not answer: start it, or correct DATABASE_URL (remove it from .env to use the embedded database).`
  if (["28P01", "28000"].includes(error.code))
    return `The database at ${where} refused the user name or password of DATABASE_URL.`
  return null
}

/** Starts (embedded) or checks (server) the chosen database; returns `{ url, stop }`. */
export async function openDatabase(choice, say) {
  if (choice.kind === "server") {
    say(`Using the PostgreSQL server of ${choice.from}: ${redact(choice.url)}`)
    const server = new URL(choice.url)
    const name = decodeURIComponent(server.pathname.replace(/^\//, ""))
    server.pathname = "/postgres"
    await ensureDatabase(server.toString(), name).catch((e) => {
      const problem = unusableServer(e, server)
      if (problem) throw new Error(problem)
      say(
        `Could not check or create database "${name}" (${e.message}); continuing.`
      )
    })
    return { url: choice.url, embedded: false, stop: async () => {} }
  }
  const db = await startEmbeddedPostgres({
    dataDir: choice.dataDir,
    port: choice.port,
    log: say,
  })
  say(
    `Embedded PostgreSQL runs on port ${choice.port} (data in ${path.relative(choice.root, choice.dataDir) || choice.dataDir})`
  )
  if (await ensureDatabase(db.url("postgres"), choice.db))
    say(`Created database ${choice.db}`)
  if (readEnvFile(choice.envFile).DATABASE_URL !== choice.url) {
    setEnvValue(choice.envFile, "DATABASE_URL", choice.url, {
      comment:
        "Made by npm start: its embedded PostgreSQL, for every command run in this folder (npm run db starts it alone). Replace it to use another server.",
    })
    say(
      "Wrote its DATABASE_URL into .env: the console, npx medusa user and npx medusa db:migrate find it there."
    )
  }
  return { url: choice.url, embedded: true, stop: db.stop }
}
