// Child processes of the test and bench scripts.
import { spawn } from "node:child_process"
import path from "node:path"

/** Runs a command to its end; `quiet` keeps its output and shows the tail only when it fails. */
export function run(command, args, { cwd, env, quiet = false }) {
  return new Promise((resolve, reject) => {
    const output = []
    const child = spawn(command, args, { cwd, env, stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" })
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
      reject(new Error(`"${path.basename(command)} ${args.join(" ")}" failed (exit code ${code})`))
    })
  })
}

/** Resolves true once the URL answers 2xx, false when `child` exits first or the seconds pass. */
export async function waitForUrl(url, child, seconds) {
  for (let i = 0; i < seconds * 2 && child.exitCode === null && child.signalCode === null; i++) {
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

/** On Ctrl-C or SIGTERM: passes the signal to the running child (if any), runs `stopAll`, exits 130. */
export function stopOnSignals(currentChild, stopAll) {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, async () => {
      const child = currentChild()
      if (child && child.exitCode === null) child.kill(signal)
      await stopAll()
      process.exit(130)
    })
  }
}
