// Keeps `npm start`'s Medusa process running: when it dies without being
// asked to (out of memory, killed by the system), it is started again after a
// pause that doubles with each restart in the last minute (1 s, 2 s, 4 s ...,
// at most 30 s), while the database keeps running. More than five restarts
// within a minute means it cannot stay up: then everything stops, saying why.
//
// Hand-written on purpose: Medusa's own `medusa start --cluster` re-forks a
// dead worker at once, without a pause, a limit or a word about the cause (and
// the new worker never receives the start message its predecessor got), and
// nothing else in node_modules supervises a process.
import { stopGroup } from "./process.mjs"

export const RESTART_POLICY = {
  /** Restarts allowed within `windowMs`; one more crash in it stops the shop. */
  perWindow: 5,
  windowMs: 60_000,
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
}

/** The last `bytes` of a stream's output, kept while it is passed on to `sink`. */
function keepTail(stream, sink, bytes = 8_192) {
  let tail = ""
  stream.on("data", (chunk) => {
    sink.write(chunk)
    tail = (tail + chunk.toString()).slice(-bytes)
  })
  return () => tail
}

const OUT_OF_MEMORY = /heap out of memory|Allocation failed|ENOMEM/i

/**
 * Why Medusa ended, in words: its exit code or signal and, when it said
 * something on stderr before it went, its last lines there; for V8's "FATAL
 * ERROR: ... JavaScript heap out of memory" that line itself (a native stack
 * trace follows it, which names nothing a reader can act on).
 */
export function describeExit(code, signal, stderrTail = "") {
  const how = signal
    ? `killed by signal ${signal}${signal === "SIGKILL" ? ", from outside or by the system when memory ran out" : ""}`
    : `exit code ${code}`
  const lines = stderrTail
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
  const fatal = lines.findLast((line) => OUT_OF_MEMORY.test(line))
  if (fatal) return `${how}; it ran out of memory: "${fatal.slice(0, 300)}"`
  if (!lines.length) return how
  const last = lines.slice(-3).map((line) => line.slice(0, 300))
  return `${how}; its last words on stderr: ${last.join(" | ")}`
}

/**
 * Runs `launch()` (which spawns Medusa with a piped stderr) and starts it
 * again whenever it exits while not `stop()`ped. `onLaunch(child)` is told of
 * every new process; `giveUp(reason)` when the restarts run out. A server that
 * never answered (`markHealthy` was not called) is not restarted: its first
 * start failed for a reason a restart does not cure, shown in its output.
 */
export function supervise({
  launch,
  onLaunch,
  giveUp,
  say,
  policy = RESTART_POLICY,
}) {
  let child
  let timer
  let stopped = false
  let everHealthy = false
  const restarts = [] // the times of the restarts within the window

  function start() {
    child = launch()
    const stderrTail = keepTail(child.stderr, process.stderr)
    const pid = child.pid
    child.on("exit", (code, signal) => {
      if (stopped) return
      const cause = describeExit(code, signal, stderrTail())
      if (!everHealthy) return giveUp(`Medusa stopped (${cause}).`)
      const now = Date.now()
      while (restarts.length && now - restarts[0] >= policy.windowMs)
        restarts.shift()
      if (restarts.length >= policy.perWindow)
        return giveUp(
          `Medusa stopped again (${cause}): that is ${restarts.length + 1} times within ${policy.windowMs / 1000} s, so it is not restarted any more. ` +
            `Stopping the shop; the messages above say why it keeps stopping.`
        )
      const delay = Math.min(
        policy.firstDelayMs * 2 ** restarts.length,
        policy.maxDelayMs
      )
      restarts.push(now)
      say(
        `Medusa stopped unexpectedly (${cause}). Restarting it in ${delay / 1000} s ` +
          `(restart ${restarts.length} of at most ${policy.perWindow} within ${policy.windowMs / 1000} s); the database keeps running.`
      )
      timer = setTimeout(async () => {
        // Whatever the dead process started in its group (nothing, usually) must free the port first.
        await stopGroup(pid, "SIGKILL", 5)
        if (stopped) return
        start()
        onLaunch(child)
      }, delay)
    })
  }

  start()
  onLaunch(child)
  return {
    current: () => child,
    /** Called once the server answered: from then on, a death is a crash worth a restart. */
    markHealthy: () => {
      everHealthy = true
    },
    /** No more restarts (Ctrl-C, or the shop stops for another reason). */
    stop: () => {
      stopped = true
      clearTimeout(timer)
    },
  }
}
