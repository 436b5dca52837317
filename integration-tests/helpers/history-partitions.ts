import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { HistoryShop } from "./history"

/** The partition an entry is stored in. */
export async function partitionOf(knex: Knex, id: string): Promise<string> {
  const { rows } = await knex.raw(
    `SELECT tableoid::regclass::text AS partition FROM plugin_product_history_entry WHERE id = ?`,
    [id]
  )
  return rows[0]?.partition
}

/** Every entry's content in one checksum, with the count: equal before and after a conversion means nothing lost or changed. */
export async function entryChecksum(knex: Knex) {
  const { rows } = await knex.raw(
    `SELECT count(*)::int AS count, md5(string_agg(concat_ws('|', id, product_id, variant_id, product_name, product_number,
       field_name, old_value::text, new_value::text, changed_at::text, user_id, changed_by, source, context_data::text,
       comment, rolled_back_entry_id, change_set_id, manual::text), ',' ORDER BY id)) AS md5
     FROM plugin_product_history_entry`
  )
  return rows[0] as { count: number; md5: string }
}

/** The entries table's own indexes (not its partitions'), by name with what they index. */
export async function entryIndexes(knex: Knex) {
  const { rows } = await knex.raw(
    `SELECT c.relname AS name, substring(pg_get_indexdef(x.indexrelid) from ' USING .*$') AS def
     FROM pg_index x JOIN pg_class c ON c.oid = x.indexrelid
     WHERE x.indrelid = 'plugin_product_history_entry'::regclass AND NOT x.indisprimary ORDER BY 1`
  )
  return rows as { name: string; def: string }[]
}

/** The entries table's own triggers, by name. */
export async function entryTriggers(knex: Knex) {
  const { rows } = await knex.raw(
    `SELECT tgname AS name FROM pg_trigger WHERE tgrelid = 'plugin_product_history_entry'::regclass
       AND NOT tgisinternal AND tgparentid = 0 ORDER BY 1`
  )
  return rows.map((r: { name: string }) => r.name) as string[]
}

/** `count` price entries of the shop's product, spread evenly over `months` months from `from` (as an older install holds them). */
export async function seedOldEntries(
  knex: Knex,
  shop: HistoryShop,
  { count, from, months }: { count: number; from: Date; months: number }
) {
  await knex.raw(
    `INSERT INTO plugin_product_history_entry (id, product_id, variant_id, product_name, product_number, field_name,
       old_value, new_value, changed_at, changed_by, source, context_data, change_set_id)
     SELECT replace(gen_random_uuid()::text, '-', ''), ?, ?, 'Seed Widget', 'SW-S', 'price.gross',
       to_jsonb(i), to_jsonb(i + 1), ?::timestamptz + (i * make_interval(months => ?) / ?), 'Old install', 'api',
       '{"currency_code":"eur"}'::jsonb, 'old-install-' || (i / 50)
     FROM generate_series(0, ? - 1) i`,
    [shop.productId, shop.small.id, from, months, count, count]
  )
}
