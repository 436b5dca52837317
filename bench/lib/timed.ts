import { monitorEventLoopDelay } from "node:perf_hooks"

/** One line of a bench's output. */
export const say = (line: string) => process.stdout.write(`${line}\n`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Measured = { worst: number; stall: number; outcome: string }

/** Worst of three runs and the longest event-loop stall, for an operation that may throw (a refusal). */
export async function timed(run: () => unknown): Promise<Measured> {
  let worst = 0
  let stall = 0
  let outcome = "ok"
  for (let i = 0; i < 3; i++) {
    const loop = monitorEventLoopDelay({ resolution: 1 })
    loop.enable()
    // The monitor measures from its first tick: let it tick before the work and once after it.
    await sleep(10)
    const began = performance.now()
    try {
      await run()
    } catch (e) {
      const error = e as {
        items?: { code: string }[]
        code?: string
        name?: string
      }
      outcome = error.items?.[0]?.code ?? error.code ?? error.name ?? "error"
    }
    worst = Math.max(worst, performance.now() - began)
    await sleep(10)
    loop.disable()
    stall = Math.max(stall, loop.max / 1e6)
  }
  return { worst, stall, outcome }
}

export const figures = (m: Measured) =>
  `worst ${m.worst.toFixed(1).padStart(7)} ms  loop held ${m.stall.toFixed(0).padStart(5)} ms`

export async function measure(
  label: string,
  size: string,
  run: () => unknown
): Promise<void> {
  const m = await timed(run)
  say(`${label.padEnd(66)} ${size.padStart(8)}  ${figures(m)}  ${m.outcome}`)
}
