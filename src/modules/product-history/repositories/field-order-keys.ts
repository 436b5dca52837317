import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { HistoryQuery } from "../filters"
import { applyHistoryFilters, changedAtText, ENTRY_TABLE } from "./entry-reads"
import { entryFieldNames } from "./retention-deletes"

type PageKey = { id: string; at: string }

/**
 * The keys of a page sorted by field ascending, newest first within each
 * field (`order=field_name`). No index holds that order (the field index runs
 * oldest first within a field), so PostgreSQL would sort a whole field's
 * entries for one page (330 ms at 10M, bench history-list); instead each
 * field, in the database's order of names, is read newest first through
 * that index, no further than the page's end.
 */
export async function fieldOrderKeys(
  knex: Knex,
  query: HistoryQuery,
  page: { offset: number; limit: number }
): Promise<PageKey[]> {
  const chosen = query.filters.field_name
  const names = (await entryFieldNames(knex)).filter(
    (name) => !chosen?.length || chosen.includes(name)
  )
  if (!names.length) return []
  const reach = page.offset + page.limit
  const perField = applyHistoryFilters(
    knex(ENTRY_TABLE).select("id", "changed_at", changedAtText(knex)),
    query
  )
    .whereRaw("field_name = f.name")
    .orderBy([
      { column: "changed_at", order: "desc" },
      { column: "id", order: "asc" },
    ])
    .limit(reach)
  return (await knex
    .select("e.id", "e.at")
    .from(knex.raw("unnest(?::text[]) WITH ORDINALITY AS f(name, n)", [names]))
    .crossJoin(knex.raw("LATERAL ? AS e", [perField]))
    .orderByRaw("f.n, e.changed_at DESC, e.id ASC")
    .offset(page.offset)
    .limit(page.limit)) as PageKey[]
}
