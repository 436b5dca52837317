// Redis for `npm run test:cluster` and `npm run bench cluster`: the server
// REDIS_URL names, else a throw-away redis-server on a free port (nothing kept
// on disk). Debian: `apt-get install redis-server` provides the binary.
import { spawn, spawnSync } from "node:child_process"
import net from "node:net"
import { freePort } from "./database.mjs"

/** Answers whether a Redis server answers PING at the address. */
export function pingRedis(url, timeoutMs = 1000) {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect({
      host: hostname || "127.0.0.1",
      port: Number(port || 6379),
    })
    const done = (ok) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once("error", () => done(false))
    socket.once("connect", () => socket.write("PING\r\n"))
    socket.once("data", (data) => done(data.toString().startsWith("+PONG")))
  })
}

function redisServerBinary() {
  const candidate = process.env.REDIS_SERVER_BIN || "redis-server"
  const probe = spawnSync(candidate, ["--version"], { encoding: "utf8" })
  return probe.status === 0 ? candidate : null
}

/**
 * Returns `{ url, stop }`: REDIS_URL when set (it must answer), else a new
 * redis-server on a free port of 127.0.0.1, stopped by `stop()`.
 */
export async function startRedis({ log = () => {} } = {}) {
  if (process.env.REDIS_URL) {
    if (!(await pingRedis(process.env.REDIS_URL))) {
      throw new Error(
        `REDIS_URL is set to ${process.env.REDIS_URL}, but no Redis answers there. Start it, or unset REDIS_URL to let the tests start their own.`
      )
    }
    log(`Using Redis at ${process.env.REDIS_URL}`)
    return { url: process.env.REDIS_URL, stop: async () => {} }
  }
  const binary = redisServerBinary()
  if (!binary) {
    throw new Error(
      "These tests need Redis and found neither REDIS_URL nor a redis-server binary.\n" +
        "    Debian/Ubuntu: apt-get install -y redis-server\n" +
        "or set REDIS_URL to a running server (its keys are used as the tests need), or REDIS_SERVER_BIN to the binary."
    )
  }
  const port = await freePort()
  const child = spawn(
    binary,
    [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      "--protected-mode",
      "yes",
    ],
    {
      stdio: ["ignore", "ignore", "pipe"],
    }
  )
  let stderr = ""
  child.stderr.on("data", (chunk) => (stderr += chunk))
  const url = `redis://127.0.0.1:${port}`
  for (let i = 0; i < 100 && child.exitCode === null; i++) {
    if (await pingRedis(url)) {
      log(`Redis for this run on port ${port}`)
      return {
        url,
        stop: () =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve()
            child.once("exit", resolve)
            child.kill("SIGTERM")
          }),
      }
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill("SIGKILL")
  throw new Error(
    `redis-server did not start on port ${port}: ${stderr.trim() || "no output"}`
  )
}
