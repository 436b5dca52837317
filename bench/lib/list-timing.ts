// Times a read of the history bench case by case (p50/p95 over runs, each
// case bounded in time so a slow one does not hold the bench for an hour),
// and explains the SQL of a slow one: the statements knex sent for one run,
// each under EXPLAIN (ANALYZE, BUFFERS).
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { ClientBase } from "pg"

export type Stats = { n: number; p50: number; p95: number; mean: number }

export function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p: number) =>
    sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]
  return {
    n: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    mean: sorted.reduce((s, v) => s + v, 0) / sorted.length,
  }
}

export type Budget = { runs: number; warmup: number; seconds: number }

/**
 * Runs `work` `warmup` times, then up to `runs` times, stopping early once
 * `seconds` have passed and at least 10 runs are in. Returns the times (ms)
 * and the last result.
 */
export async function timeRuns<T>(
  work: () => Promise<T>,
  budget: Budget
): Promise<{ stats: Stats; result: T }> {
  const began = performance.now()
  const over = () => performance.now() - began > budget.seconds * 1000
  let result = await work()
  for (let i = 1; i < budget.warmup && !over(); i++) result = await work()
  const times: number[] = []
  const measuring = performance.now()
  for (let i = 0; i < budget.runs; i++) {
    if (
      times.length >= 10 &&
      performance.now() - measuring > budget.seconds * 1000
    )
      break
    const t = performance.now()
    result = await work()
    times.push(performance.now() - t)
  }
  return { stats: stats(times), result }
}

type Sent = { sql: string; bindings: readonly unknown[] }

/** The statements knex sends while `work` runs once. */
export async function statementsOf(
  knex: Knex,
  work: () => Promise<unknown>
): Promise<Sent[]> {
  const sent: Sent[] = []
  const listen = (q: { sql: string; bindings?: readonly unknown[] }) =>
    sent.push({ sql: q.sql, bindings: q.bindings ?? [] })
  knex.on("query", listen)
  try {
    await work()
  } finally {
    knex.removeListener("query", listen)
  }
  return sent
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement as knex sent it (its text is knex's own, with $n placeholders; its values bound). */
export async function explain(knex: Knex, sent: Sent[]): Promise<string> {
  const client = (await knex.client.acquireConnection()) as ClientBase
  const plans: string[] = []
  try {
    for (const { sql, bindings } of sent) {
      // Only reads are explained: a count's transaction and its time limit are sent too.
      if (!/^\s*(select|with)\b/i.test(sql) || /set_config/.test(sql)) continue
      const { rows } = await client.query<{ "QUERY PLAN": string }>(
        `EXPLAIN (ANALYZE, BUFFERS) ${sql}`,
        bindings as unknown[]
      )
      plans.push(
        `-- ${sql.length > 600 ? `${sql.slice(0, 600)} …` : sql}\n-- bindings: ${JSON.stringify(bindings).slice(0, 400)}\n` +
          rows.map((r) => r["QUERY PLAN"]).join("\n")
      )
    }
  } finally {
    await knex.client.releaseConnection(client)
  }
  return plans.join("\n\n")
}
