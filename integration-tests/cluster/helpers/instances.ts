import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import net from "net"
import path from "path"

const ROOT = path.resolve(__dirname, "..", "..", "..")
const MEDUSA = path.join(ROOT, "node_modules", ".bin", "medusa")
const LOGS =
  process.env.CLUSTER_LOGS ?? path.join(ROOT, "test-artifacts", "cluster")

export type WorkerMode = "server" | "worker" | "shared"

/** One running Medusa process of the cluster. */
export type Instance = {
  name: string
  mode: WorkerMode
  url: string
  process: ChildProcess
  logFile: string
  log: () => string
  /** SIGKILL: the process dies on the spot, holding whatever it held. */
  kill: () => Promise<void>
  stop: () => Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((r) => child.once("exit", () => r()))
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal)
  } catch {
    // already gone
  }
}

async function waitHealthy(url: string, child: ChildProcess, logFile: string) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) break
    try {
      if ((await fetch(`${url}/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(
    `Medusa at ${url} did not become healthy. Its log:\n${fs.readFileSync(logFile, "utf8").slice(-6000)}`
  )
}

/** Environment every process of the cluster shares: the database and Redis of `npm run test:cluster`. */
export function clusterEnv(
  extra: Record<string, string> = {}
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "test",
    MEDUSA_DISABLE_TELEMETRY: "true",
    MEDUSA_ADMIN_DISABLED: "true",
    LOG_LEVEL: "info",
    ...extra,
  }
}

/** Starts `medusa start` in the given worker mode on a free port; resolves once /health answers. */
export async function startInstance(
  name: string,
  mode: WorkerMode,
  env: Record<string, string> = {}
): Promise<Instance> {
  fs.mkdirSync(LOGS, { recursive: true })
  const port = await freePort()
  const logFile = path.join(LOGS, `${name}.log`)
  const out = fs.openSync(logFile, "a")
  // Its own process group, so a kill reaches every process it started.
  const child = spawn(MEDUSA, ["start"], {
    cwd: ROOT,
    env: clusterEnv({ ...env, PORT: String(port), MEDUSA_WORKER_MODE: mode }),
    stdio: ["ignore", out, out],
    detached: true,
  })
  fs.closeSync(out)
  const url = `http://localhost:${port}`
  await waitHealthy(url, child, logFile)
  return {
    name,
    mode,
    url,
    process: child,
    logFile,
    log: () => fs.readFileSync(logFile, "utf8"),
    kill: async () => {
      signalGroup(child, "SIGKILL")
      await exited(child)
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      signalGroup(child, "SIGTERM")
      await Promise.race([
        exited(child),
        new Promise((r) => setTimeout(r, 15_000)),
      ])
      signalGroup(child, "SIGKILL")
      await exited(child)
    },
  }
}

/** Two API servers and one worker, started together. */
export async function startCluster(env: Record<string, string> = {}) {
  const [a, b, worker] = await Promise.all([
    startInstance("server-a", "server", env),
    startInstance("server-b", "server", env),
    startInstance("worker", "worker", env),
  ])
  return {
    a,
    b,
    worker,
    all: [a, b, worker],
    stop: () => Promise.all([a, b, worker].map((i) => i.stop())),
  }
}

export type CliRun = { code: number | null; out: string; err: string }

/** Starts the plugin's console (bin/plugin-cli.js) against the cluster's database and Redis; resolves when it exits. */
export function runCli(
  args: string[],
  env: Record<string, string> = {}
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, "bin", "plugin-cli.js"), ...args],
      { cwd: ROOT, env: clusterEnv({ LOG_LEVEL: "warn", ...env }) }
    )
    let out = ""
    let err = ""
    child.stdout.on("data", (c) => (out += c))
    child.stderr.on("data", (c) => (err += c))
    child.on("error", reject)
    child.on("exit", (code) => resolve({ code, out, err }))
  })
}
