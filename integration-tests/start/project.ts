import { ChildProcess, spawn, spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

export const ROOT = path.resolve(__dirname, "..", "..")
/** What a fresh clone holds that `npm start` reads; node_modules and the admin build cache are linked, not copied. */
const COPIED = [
  "package.json",
  "package-lock.json",
  "medusa-config.ts",
  "tsconfig.json",
  "src",
  "dev",
  "scripts",
  "bin",
  "assets",
]
const LINKED = ["node_modules", ".cache"]

/** A copy of the project in a temporary folder, as a user's clone would be (no .env, no .data). */
export function makeProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-history-start-"))
  // Run as root, the embedded PostgreSQL runs as the user "postgres", which must reach its data folder.
  fs.chmodSync(dir, 0o755)
  for (const name of COPIED)
    fs.cpSync(path.join(ROOT, name), path.join(dir, name), { recursive: true })
  fs.mkdirSync(path.join(ROOT, ".cache"), { recursive: true })
  for (const name of LINKED)
    fs.symlinkSync(path.join(ROOT, name), path.join(dir, name), "dir")
  return dir
}

export type Shop = {
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
}

/** Runs `npm start`'s script in `dir` with `env`; resolves once it printed the login, or fails with its output. */
export function startShop(dir: string, env: Record<string, string>) {
  return runStartScript(dir, env, [], "Demo login:")
}

/** Runs `npm run db` in `dir`; resolves once the database runs. */
export function startDatabaseOnly(dir: string, env: Record<string, string>) {
  return runStartScript(dir, env, ["db"], "The database runs")
}

async function runStartScript(
  dir: string,
  env: Record<string, string>,
  args: string[],
  ready: string
): Promise<Shop> {
  const child = spawn(process.execPath, ["scripts/start.mjs", ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
  })
  let text = ""
  child.stdout!.on("data", (c) => (text += c))
  child.stderr!.on("data", (c) => (text += c))
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => resolve(code))
  )
  const started = Date.now()
  while (!text.includes(ready)) {
    if (child.exitCode !== null || Date.now() - started > 12 * 60_000)
      throw new Error(`npm start did not come up:\n${text.slice(-6000)}`)
    await new Promise((r) => setTimeout(r, 500))
  }
  return { child, output: () => text, exited }
}

/** The environment a user's shell has in the project folder: no DATABASE_URL (it comes from .env). */
function userEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: "" }
  delete env.DATABASE_URL
  return env
}

/** Runs a command in `dir` without DATABASE_URL in the environment, as a user types it there. */
export function runIn(dir: string, command: string, args: string[]) {
  const run = spawnSync(command, args, {
    cwd: dir,
    env: userEnv(),
    encoding: "utf8",
    timeout: 180_000,
  })
  return { code: run.status, output: `${run.stdout}${run.stderr}` }
}

/** `runIn` without blocking, for a command that runs while the test does other things. */
export function runInBackground(
  dir: string,
  command: string,
  args: string[]
): Promise<{ code: number | null; output: string }> {
  const child = spawn(command, args, { cwd: dir, env: userEnv() })
  let output = ""
  child.stdout!.on("data", (c) => (output += c))
  child.stderr!.on("data", (c) => (output += c))
  return new Promise((resolve) =>
    child.on("exit", (code) => resolve({ code, output }))
  )
}

/** Polls `url` every 200 ms until stopped; counts the polls that got no 200. */
export function watchHealth(url: string) {
  let failures = 0
  let polls = 0
  let running = true
  const loop = (async () => {
    while (running) {
      polls++
      const ok = await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
      if (!ok) failures++
      await new Promise((r) => setTimeout(r, 200))
    }
  })()
  return async () => {
    running = false
    await loop
    return { polls, failures }
  }
}
