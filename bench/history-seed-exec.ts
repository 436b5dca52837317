// Run by bench/history-seed.mjs through `medusa exec`: seeds (or finds kept)
// the history benches' entries and reports the table's size.
import type { ExecArgs } from "@medusajs/framework/types"
import { ENTRY_TABLE } from "../src/modules/product-history/repositories/entry-reads"
import { seedHistoryBench } from "./lib/history-seed"

export default async function bench({ container }: ExecArgs) {
  const { knex } = await seedHistoryBench(container)
  const [row] = (
    await knex.raw(
      `SELECT count(*)::bigint AS n, pg_size_pretty(pg_total_relation_size(?)) AS total,
         pg_size_pretty(pg_relation_size(?)) AS heap FROM ??`,
      [ENTRY_TABLE, ENTRY_TABLE, ENTRY_TABLE]
    )
  ).rows
  process.stdout.write(
    `${Number(row.n).toLocaleString("en")} entries; table ${row.heap}, with indexes ${row.total}\n`
  )
}
