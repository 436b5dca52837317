// Run by bench/history-seed.mjs through `medusa exec`: seeds (or finds kept)
// the history benches' entries and reports the table's size.
import type { ExecArgs } from "@medusajs/framework/types"
import { entryTableSize, seedHistoryBench } from "./lib/history-seed"

export default async function bench({ container }: ExecArgs) {
  const { knex } = await seedHistoryBench(container)
  const size = await entryTableSize(knex)
  process.stdout.write(
    `${size.entries.toLocaleString("en")} entries; table ${size.heap}, with indexes ${size.total}\n`
  )
}
