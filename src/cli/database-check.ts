import { MedusaError } from "@medusajs/framework/utils"
import { Client } from "pg"

/** How long the console waits for the database before saying it does not answer. */
const CONNECT_TIMEOUT_MS = 5000

const where = (url: URL) => `${url.hostname}:${url.port || 5432}`

/** One sentence for a connection that failed, by the driver's or the server's code. */
function inWords(url: URL, error: { code?: string; message?: string }): string {
  const database = decodeURIComponent(url.pathname.slice(1))
  switch (error.code) {
    case "ECONNREFUSED":
    case "ETIMEDOUT":
    case "ENOTFOUND":
    case undefined:
      return `The database at ${where(url)} does not answer: start it and run the command again (in the plugin's own project: npm start, or npm run db for the database alone).`
    case "28P01":
    case "28000":
      return `The database at ${where(url)} refused the user name or password of DATABASE_URL.`
    case "3D000":
      return `The database server at ${where(url)} has no database "${database}": check the name in DATABASE_URL.`
    default:
      return `The database at ${where(url)} cannot be used: ${error.message}`
  }
}

/**
 * Checks that DATABASE_URL (the environment or the app's .env) names a
 * database that answers, before Medusa's loaders, which retry for minutes and
 * then print a driver error.
 */
export async function assertDatabaseAnswers(
  url = process.env.DATABASE_URL
): Promise<void> {
  if (!url) {
    throw new MedusaError(
      MedusaError.Types.INVALID_ARGUMENT,
      "No database is configured: set DATABASE_URL, or run npm start once in the plugin's own project (it writes DATABASE_URL into .env)."
    )
  }
  const parsed = URL.canParse(url) ? new URL(url) : null
  if (!parsed || !/^postgres(ql)?:$/.test(parsed.protocol)) {
    throw new MedusaError(
      MedusaError.Types.INVALID_ARGUMENT,
      "DATABASE_URL is not a URL such as postgres://user:password@localhost:5432/shop."
    )
  }
  const client = new Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  })
  try {
    await client.connect()
  } catch (error) {
    throw new MedusaError(
      MedusaError.Types.UNEXPECTED_STATE,
      inWords(parsed, error as { code?: string; message?: string })
    )
  } finally {
    await client.end().catch(() => undefined)
  }
}
