import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { createHash } from "node:crypto"

/**
 * `qb` prepared under a name taken from its text, so that PostgreSQL plans
 * it once per connection (generically, withinTime) instead of for every
 * request: a term's count was planned over every monthly partition each
 * time, two thirds of its 25 ms at 10M entries (bench history-list: term
 * "hinge m8" 42.8 → 29.1 ms p50; "drill", last 30 days, counted instead of
 * estimated). The filters keep the text the same for any values
 * (entry-reads.ts: lists as one array, field groups as constants).
 */
export function preparedOnce(qb: Knex.QueryBuilder): Knex.QueryBuilder {
  const text = createHash("sha1").update(qb.toSQL().sql).digest("hex")
  const name = `plugin_history_count_${text.slice(0, 24)}`
  if (!preparedCounts.has(name)) {
    if (preparedCounts.size >= PREPARED_COUNTS_MAX) return qb
    preparedCounts.add(name)
  }
  return qb.options({ name })
}

/**
 * At most this many counts (filter combinations) are prepared: each
 * connection keeps each one's plan, ~0.5 MB at 64 months, so filters
 * varied on purpose cannot grow a connection's memory without end. Further
 * ones are planned per request, as before.
 */
export const PREPARED_COUNTS_MAX = 32
const preparedCounts = new Set<string>()
