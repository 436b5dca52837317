import { ChildProcess, spawn, spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { Client } from "pg"

export const ROOT = path.resolve(__dirname, "..", "..")
const PLUGIN = require(path.join(ROOT, "package.json")).name as string

function check(result: ReturnType<typeof spawnSync>, what: string) {
  if (result.status !== 0) {
    throw new Error(
      `${what} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`
    )
  }
  return String(result.stdout)
}

/** `npm run build` of this repository, then `npm pack`: the tarball a user installs. */
export function buildAndPack(outDir: string): string {
  check(
    spawnSync("npm", ["run", "build"], { cwd: ROOT, encoding: "utf8" }),
    "npm run build"
  )
  const out = check(
    spawnSync("npm", ["pack", "--json", "--pack-destination", outDir], {
      cwd: ROOT,
      encoding: "utf8",
    }),
    "npm pack"
  )
  const [{ filename }] = JSON.parse(out.slice(out.indexOf("[")))
  return path.join(outDir, filename)
}

/**
 * A minimal Medusa app in a temporary folder with the packed plugin installed
 * in its node_modules; every other dependency is a link into this repo's.
 */
export function createHostApp(tarball: string, databaseUrl: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-history-host-"))
  const modules = path.join(dir, "node_modules")
  fs.mkdirSync(modules)
  for (const entry of fs.readdirSync(path.join(ROOT, "node_modules"))) {
    if (entry !== PLUGIN) {
      fs.symlinkSync(
        path.join(ROOT, "node_modules", entry),
        path.join(modules, entry)
      )
    }
  }
  const pluginDir = path.join(modules, PLUGIN)
  fs.mkdirSync(pluginDir)
  check(
    spawnSync("tar", [
      "-xzf",
      tarball,
      "-C",
      pluginDir,
      "--strip-components=1",
    ]),
    "tar"
  )
  fs.writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({
      name: "host-app",
      private: true,
      dependencies: {
        "@medusajs/medusa": "2.21.2",
        "@medusajs/framework": "2.21.2",
        [PLUGIN]: "*",
      },
    })
  )
  fs.writeFileSync(
    path.join(dir, "medusa-config.js"),
    `const { defineConfig } = require("@medusajs/framework/utils")
module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    http: { jwtSecret: "host-secret", cookieSecret: "host-secret", adminCors: "", storeCors: "", authCors: "" },
  },
  admin: { disable: true },
  plugins: [{ resolve: ${JSON.stringify(PLUGIN)}, options: JSON.parse(process.env.HOST_PLUGIN_OPTIONS || "{}") }],
  // As README's installation says for a host without Redis: the plugin's locks in PostgreSQL.
  modules: [{
    resolve: "@medusajs/medusa/locking",
    options: { providers: [{ resolve: "${PLUGIN}/providers/locking-postgres", id: "locking-postgres", is_default: true }] },
  }],
})
`
  )
  const env = { ...process.env, DATABASE_URL: databaseUrl, NODE_OPTIONS: "" }
  const medusa = (args: string[], extraEnv: Record<string, string> = {}) =>
    spawnSync(path.join(modules, ".bin", "medusa"), args, {
      cwd: dir,
      env: { ...env, ...extraEnv },
      encoding: "utf8",
      timeout: 5 * 60 * 1000,
    })
  const start = (port: number, options: object): ChildProcess =>
    spawn(path.join(modules, ".bin", "medusa"), ["start"], {
      cwd: dir,
      env: {
        ...env,
        PORT: String(port),
        HOST_PLUGIN_OPTIONS: JSON.stringify(options),
        LOG_LEVEL: "info",
      },
    })
  return {
    dir,
    pluginDir,
    medusa,
    start,
    check,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  }
}

/** A fresh database on the test server (DB_* variables, as Medusa's test runner uses). */
export async function createDatabase(name: string): Promise<string> {
  const {
    DB_HOST = "localhost",
    DB_PORT = "5432",
    DB_USERNAME = "postgres",
    DB_PASSWORD = "",
  } = process.env
  const client = new Client({
    host: DB_HOST,
    port: Number(DB_PORT),
    user: DB_USERNAME,
    password: DB_PASSWORD,
    database: "postgres",
  })
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)}`)
  await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
  await client.end()
  const auth = DB_PASSWORD
    ? `${encodeURIComponent(DB_USERNAME)}:${encodeURIComponent(DB_PASSWORD)}`
    : encodeURIComponent(DB_USERNAME)
  return `postgres://${auth}@${DB_HOST}:${DB_PORT}/${name}`
}

/** Collects a child's output and resolves once `pattern` shows up or the child exits. */
export function waitForOutput(
  child: ChildProcess,
  pattern: RegExp,
  timeoutMs = 120_000
) {
  let output = ""
  return new Promise<{
    matched: boolean
    exitCode: number | null
    output: string
  }>((resolve) => {
    const timer = setTimeout(
      () => resolve({ matched: false, exitCode: null, output }),
      timeoutMs
    )
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (pattern.test(output)) {
        clearTimeout(timer)
        resolve({ matched: true, exitCode: null, output })
      }
    }
    child.stdout?.on("data", onData)
    child.stderr?.on("data", onData)
    child.on("exit", (code) => {
      clearTimeout(timer)
      resolve({ matched: pattern.test(output), exitCode: code, output })
    })
  })
}
