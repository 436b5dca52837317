import http from "node:http"
import {
  createHistogram,
  monitorEventLoopDelay,
  type RecordableHistogram,
} from "node:perf_hooks"
import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"
import type { Variant } from "./body-variants"

const MB = 1024 * 1024

/** Collects garbage: `global.gc` when Node runs with --expose-gc, else one taken from V8 for this process. */
export function garbageCollector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc
  if (exposed) return exposed
  setFlagsFromString("--expose-gc")
  return runInNewContext("gc") as () => void
}

export type Answer = { status: number; ms: number; text: string }

/**
 * Sends a variant over plain HTTP and reads at most 2 kB of the answer. The
 * answer counts from its head: a server that refuses a streamed body early
 * answers before the client has sent it all (the rest is then dropped).
 */
export function send(
  base: string,
  v: Variant,
  headers: Record<string, string>,
  timeoutMs = 120_000
): Promise<Answer> {
  const began = performance.now()
  return new Promise((resolve) => {
    let answered = false
    const done = (status: number, text: string) => {
      if (!answered) resolve({ status, ms: performance.now() - began, text })
      answered = true
    }
    let head = false
    const body = typeof v.body === "string" ? Buffer.from(v.body) : undefined
    const req = http.request(new URL(v.url, base), {
      method: v.method.toUpperCase(),
      headers: {
        accept: "application/json",
        ...headers,
        ...v.headers,
        ...(body && { "content-length": String(body.length) }),
      },
      timeout: timeoutMs,
    })
    req.on("response", (res) => {
      head = true
      let text = ""
      res.on("data", (chunk: Buffer) => {
        if (text.length < 2048) text += chunk.toString("utf8")
      })
      res.on("end", () => done(res.statusCode ?? 0, text.slice(0, 2048)))
      res.on("error", () => done(res.statusCode ?? 0, text))
    })
    req.on("timeout", () => req.destroy(new Error("timed out")))
    req.on("error", (e) => {
      if (!head) done(0, `no answer: ${e.message}`)
    })
    if (typeof v.body === "function") {
      const stream = v.body()
      stream.on("error", () => undefined)
      req.on("response", () =>
        (stream as unknown as { destroy: () => void }).destroy()
      )
      stream.pipe(req)
    } else req.end(body)
  })
}

export type Sample = {
  dialect: string
  route: string
  variant: string
  status: number
  ms: number
  rssGrowthMb: number
}
type Worst = { value: number; at: string }

const TICK_MS = 10

/**
 * The event loop's delay while hostile requests are in flight, over all
 * routes: a 10 ms timer notes how late each tick comes. Node's own monitor
 * cannot be paused between routes without its first tick after a pause
 * counting the whole pause (the test's own garbage collection and fixtures)
 * as delay, which put one such sample per route into the p99.
 */
class LoopSampler {
  readonly histogram: RecordableHistogram = createHistogram()
  private timer?: NodeJS.Timeout
  private last = 0

  start() {
    this.last = performance.now()
    this.timer = setInterval(() => {
      const now = performance.now()
      const lateMs = Math.max(0, now - this.last - TICK_MS)
      this.histogram.record(Math.max(1, Math.round(lateMs * 1e6)))
      this.last = now
    }, TICK_MS)
  }

  stop() {
    clearInterval(this.timer)
  }
}

/**
 * What the hostile requests cost the server (in this process): each request's
 * time and status, the RSS growth over a baseline taken after collecting
 * garbage (sampled every 20 ms and after each request), and the event loop's
 * delay (10 ms resolution) while hostile requests are in flight.
 */
export class BudgetMeter {
  readonly samples: Sample[] = []
  readonly loop = new LoopSampler()
  private readonly gc = garbageCollector()
  private baseline = 0
  private peak: Worst = { value: 0, at: "" }
  private current = ""
  private timer?: NodeJS.Timeout
  readonly loopByRoute = new Map<string, number>()

  begin() {
    this.gc()
    this.baseline = process.memoryUsage().rss
    this.timer = setInterval(() => this.note(), 20).unref()
  }

  private note() {
    const growth = (process.memoryUsage().rss - this.baseline) / MB
    if (growth > this.peak.value)
      this.peak = { value: growth, at: this.current }
    return growth
  }

  /** Runs one route's variants with the loop monitored; the route's worst loop delay is kept. */
  async route<T>(name: string, run: () => Promise<T>): Promise<T> {
    const own = monitorEventLoopDelay({ resolution: 10 })
    own.enable()
    this.loop.start()
    try {
      return await run()
    } finally {
      this.loop.stop()
      own.disable()
      this.loopByRoute.set(name, own.max / 1e6)
      // Garbage of one route must not count as growth in the next.
      this.gc()
    }
  }

  record(
    dialect: string,
    route: string,
    variant: string,
    answer: Answer
  ): Sample {
    this.current = `${route}, ${variant}`
    const sample = {
      dialect,
      route,
      variant,
      status: answer.status,
      ms: answer.ms,
      rssGrowthMb: this.note(),
    }
    this.samples.push(sample)
    return sample
  }

  end() {
    clearInterval(this.timer)
    return {
      rssGrowthMb: this.peak,
      loopP99Ms: this.loop.histogram.percentile(99) / 1e6,
      loopMaxMs: this.loop.histogram.max / 1e6,
    }
  }

  /** The worst request time, RSS growth and event-loop delay, by dialect, with the route that caused each. */
  worstByDialect() {
    const dialects = [...new Set(this.samples.map((s) => s.dialect))]
    return Object.fromEntries(
      dialects.map((d) => {
        const mine = this.samples.filter((s) => s.dialect === d)
        const top = (f: (s: Sample) => number) =>
          mine.reduce((a, b) => (f(b) > f(a) ? b : a))
        const slow = top((s) => s.ms)
        const big = top((s) => s.rssGrowthMb)
        const loops = [...this.loopByRoute].filter(([r]) =>
          mine.some((s) => s.route === r)
        )
        const [loopRoute, loopMs] = loops.reduce(
          (a, b) => (b[1] > a[1] ? b : a),
          ["", 0]
        )
        return [
          d,
          {
            requests: mine.length,
            worstRequest: {
              ms: Math.round(slow.ms),
              at: `${slow.route}, ${slow.variant}`,
            },
            worstRssGrowth: {
              mb: Math.round(big.rssGrowthMb),
              at: `${big.route}, ${big.variant}`,
            },
            worstEventLoopDelay: { ms: Math.round(loopMs), at: loopRoute },
          },
        ]
      })
    )
  }
}
