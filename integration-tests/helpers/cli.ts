import { spawn } from "child_process"
import path from "path"

const ROOT = path.resolve(__dirname, "..", "..")

/** The database URL Medusa's test runner uses for `dbName` (same DB_* variables). */
export function testDatabaseUrl(dbName: string) {
  const {
    DB_HOST = "localhost",
    DB_PORT = "5432",
    DB_USERNAME = "postgres",
    DB_PASSWORD = "",
  } = process.env
  const auth = DB_PASSWORD
    ? `${encodeURIComponent(DB_USERNAME)}:${encodeURIComponent(DB_PASSWORD)}`
    : encodeURIComponent(DB_USERNAME)
  return `postgres://${auth}@${DB_HOST}:${DB_PORT}/${dbName}`
}

/** Runs the package bin in this repository against the given database (`env` adds or overrides variables). */
export function runCli(
  args: string[],
  databaseUrl: string,
  env: Record<string, string> = {}
) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>(
    (resolve) => {
      const child = spawn(
        process.execPath,
        [path.join(ROOT, "bin", "plugin-cli.js"), ...args],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            DATABASE_URL: databaseUrl,
            NODE_OPTIONS: "",
            LOG_LEVEL: "error",
            ...env,
          },
        }
      )
      let stdout = ""
      let stderr = ""
      child.stdout.on("data", (c) => (stdout += c))
      child.stderr.on("data", (c) => (stderr += c))
      child.on("exit", (code) => resolve({ code, stdout, stderr }))
    }
  )
}
