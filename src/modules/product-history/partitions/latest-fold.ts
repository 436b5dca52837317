import type { Knex } from "@medusajs/framework/mikro-orm/knex"

/** How far behind now the fold stays: no save's transaction is open this long, so none commits an entry behind it. */
export const FOLD_LAG_MS = 86_400_000

/**
 * Folds the entries into the latest table (latest-sql.ts), a month per
 * transaction, until it has passed `until` or `forMs` ran out; answers how far
 * it has folded (every entry changed before it).
 */
export async function foldLatest(
  knex: Knex,
  until: Date,
  forMs: number
): Promise<Date> {
  const stop = Date.now() + forMs
  for (;;) {
    const { rows } = await knex.raw<{ rows: { through: Date }[] }>(
      `SELECT plugin_history_fold_latest(?::timestamptz) AS through`,
      [until]
    )
    const through = rows[0]!.through
    if (through >= until || Date.now() >= stop) return through
  }
}
