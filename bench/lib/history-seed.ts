// The product history benches' data: the demo shop's products plus synthetic
// ones, and history entries bulk-seeded in one INSERT … SELECT over
// generate_series (shaped like a shop's: hot products, prices and stock first).
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import seedDemo from "../../dev/seed-demo"
import { ENTRY_TABLE } from "../../src/modules/product-history/repositories/entry-reads"

export type Product = {
  id: string
  name: string
  handle: string
  variantId: string
  sku: string
}

/** The demo products first (so `term` finds their entries), then synthetic ones up to `size`. */
export async function productPool(
  container: MedusaContainer,
  size: number
): Promise<Product[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product",
    fields: ["id", "title", "handle", "variants.id", "variants.sku"],
  })
  const demo: Product[] = (data as any[])
    .filter((p) => p.variants?.length)
    .sort((a, b) => a.handle.localeCompare(b.handle))
    .map((p) => ({
      id: p.id,
      name: p.title,
      handle: p.handle,
      variantId: p.variants[0].id,
      sku: p.variants[0].sku ?? p.handle,
    }))
  const pool = [...demo]
  for (let i = pool.length; i < size; i++) {
    const n = String(i).padStart(5, "0")
    pool.push({
      id: `prod_bench${n}`,
      name: `Bench Article ${n}`,
      handle: `bench-article-${n}`,
      variantId: `variant_bench${n}`,
      sku: `BA${n}`,
    })
  }
  return pool
}

/**
 * One INSERT … SELECT over generate_series: 10 % of the products ("hot") get
 * half of all changes; field names weighted towards prices and stock; sources
 * admin 35 %, api 25 %, import 20 %, subscriber 15 %, cli 5 %; changed_at
 * rising with the row (as the capture appends them) over the last `days` days.
 */
export async function seedEntries(
  knex: Knex,
  pool: Product[],
  entries: number,
  days: number
) {
  const hot = Math.max(1, Math.round(pool.length / 10))
  await knex.transaction(async (trx) => {
    await trx.raw("SELECT setseed(0.2026)")
    await trx.raw(
      `INSERT INTO ${ENTRY_TABLE} (id, product_id, variant_id, product_name, product_number, field_name, old_value, new_value,
         changed_at, user_id, integration_id, changed_by, source, context_data, comment, rolled_back_entry_id, created_at, updated_at)
       SELECT replace(gen_random_uuid()::text, '-', ''),
         (p.ids)[r.pi],
         CASE WHEN r.variant_level THEN (p.vids)[r.pi] END,
         (p.names)[r.pi],
         CASE WHEN r.variant_level THEN (p.skus)[r.pi] ELSE (p.handles)[r.pi] END,
         r.field,
         CASE r.field
           WHEN 'price.gross' THEN to_jsonb(round((1 + r.v * 300)::numeric, 2))
           WHEN 'price.net' THEN to_jsonb(round((1 + r.v * 250)::numeric, 2))
           WHEN 'stock' THEN to_jsonb(floor(r.v * 500)::int)
           WHEN 'stock.reserved' THEN to_jsonb(floor(r.v * 20)::int)
           WHEN 'weight' THEN to_jsonb(floor(100 + r.v * 900)::int)
           WHEN 'title' THEN to_jsonb((p.names)[r.pi] || ' (old)')
           WHEN 'description' THEN to_jsonb('Previous description of ' || (p.names)[r.pi] || ', revision ' || floor(r.v * 50)::int)
           WHEN 'status' THEN '"draft"'::jsonb
           WHEN 'handle' THEN to_jsonb((p.handles)[r.pi] || '-old')
           WHEN 'sku' THEN to_jsonb((p.skus)[r.pi] || '-X')
           WHEN 'tags' THEN '[{"value":"sale"}]'::jsonb
           WHEN 'discountable' THEN 'false'::jsonb
           WHEN 'metadata.color' THEN to_jsonb((ARRAY['red','blue','black','grey'])[1 + floor(r.v * 4)::int])
           WHEN 'metadata.supplier' THEN to_jsonb('Supplier ' || floor(r.v * 40)::int)
           ELSE to_jsonb(floor(1 + r.v * 100)::int)
         END,
         CASE r.field
           WHEN 'price.gross' THEN to_jsonb(round((1 + r.v * 300 * (0.9 + 0.2 * r.w))::numeric, 2))
           WHEN 'price.net' THEN to_jsonb(round((1 + r.v * 250 * (0.9 + 0.2 * r.w))::numeric, 2))
           WHEN 'stock' THEN to_jsonb(floor(r.w * 500)::int)
           WHEN 'stock.reserved' THEN to_jsonb(floor(r.w * 20)::int)
           WHEN 'weight' THEN to_jsonb(floor(100 + r.w * 900)::int)
           WHEN 'title' THEN to_jsonb((p.names)[r.pi])
           WHEN 'description' THEN to_jsonb('Description of ' || (p.names)[r.pi] || ', revision ' || floor(r.w * 50)::int)
           WHEN 'status' THEN '"published"'::jsonb
           WHEN 'handle' THEN to_jsonb((p.handles)[r.pi])
           WHEN 'sku' THEN to_jsonb((p.skus)[r.pi])
           WHEN 'tags' THEN '[{"value":"sale"},{"value":"new"}]'::jsonb
           WHEN 'discountable' THEN 'true'::jsonb
           WHEN 'metadata.color' THEN to_jsonb((ARRAY['red','blue','black','grey'])[1 + floor(r.w * 4)::int])
           WHEN 'metadata.supplier' THEN to_jsonb('Supplier ' || floor(r.w * 40)::int)
           ELSE to_jsonb(floor(1 + r.w * 100)::int)
         END,
         now() - make_interval(days => ${days}) + (r.g::float8 / ${entries}) * make_interval(days => ${days}) - r.w * interval '1 minute',
         CASE WHEN r.source = 'admin' THEN 'user_bench' || (1 + r.g % 5) END,
         CASE WHEN r.source = 'api' THEN 'apk_bench' || (1 + r.g % 3) END,
         CASE r.source WHEN 'admin' THEN 'Admin User ' || (1 + r.g % 5) WHEN 'api' THEN 'API key "ERP ' || (1 + r.g % 3) || '"' ELSE r.source END,
         r.source,
         CASE
           -- As the capture writes them; a fifth of the prices has a region rule, a tenth a price list with quantities.
           WHEN r.field LIKE 'price.%' THEN jsonb_build_object('price_id', 'price_bench' || r.pi,
             'currency_code', CASE r.field WHEN 'price.gross' THEN 'eur' ELSE 'usd' END,
             'price_list_id', CASE WHEN r.q < 0.1 THEN 'plist_bench' END,
             'min_quantity', CASE WHEN r.q < 0.1 THEN 10 END, 'max_quantity', CASE WHEN r.q < 0.1 THEN 99 END,
             'rules', CASE WHEN r.q > 0.8 THEN '{"region_id":"reg_bench_eu"}'::jsonb ELSE '{}'::jsonb END,
             'price_set_id', 'pset_bench' || r.pi)
           WHEN r.field LIKE 'stock%' THEN jsonb_build_object('location_id', 'sloc_bench', 'location_name', 'Main Warehouse',
             'inventory_item_id', 'iitem_bench' || r.pi, 'inventory_level_id', 'ilev_bench' || r.pi)
         END,
         CASE WHEN r.w < 0.02 THEN 'Bulk correction' END,
         NULL,
         now(), now()
       FROM (
         SELECT g, v, w, q, field, (field LIKE 'price.%' OR field LIKE 'stock%' OR field = 'sku') AS variant_level,
           CASE WHEN s < 0.35 THEN 'admin' WHEN s < 0.60 THEN 'api' WHEN s < 0.80 THEN 'import' WHEN s < 0.95 THEN 'subscriber' ELSE 'cli' END AS source,
           CASE WHEN h < 0.5 THEN 1 + floor(random() * ${hot}) ELSE 1 + floor(random() * ${pool.length}) END::int AS pi
         FROM (
           SELECT g, random() AS v, random() AS w, random() AS s, random() AS h, random() AS q,
             (ARRAY['price.gross','price.gross','price.gross','price.gross','price.gross','price.net','price.net','price.net',
                    'stock','stock','stock','stock','stock','stock.reserved','title','description','status','handle','sku',
                    'weight','tags','discountable','metadata.color','metadata.supplier','metadata.min_order'])[1 + floor(random() * 25)::int] AS field
           FROM generate_series(1, ${entries}) g
         ) x
       ) r
       CROSS JOIN (SELECT ?::text[] AS ids, ?::text[] AS vids, ?::text[] AS names, ?::text[] AS handles, ?::text[] AS skus) p`,
      [
        pool.map((p) => p.id),
        pool.map((p) => p.variantId),
        pool.map((p) => p.name),
        pool.map((p) => p.handle),
        pool.map((p) => p.sku),
      ]
    )
  })
  await knex.raw(`VACUUM ANALYZE ${ENTRY_TABLE}`)
}

/** A bench's data: the demo shop, a pool of `products`, and exactly `entries` entries over the last `days` (timed). */
export async function seedHistoryBench(
  container: MedusaContainer,
  {
    products,
    entries,
    days,
  }: { products: number; entries: number; days: number }
) {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  await seedDemo({ container, args: [] } as never)
  const pool = await productPool(container, products)
  await knex.raw(`TRUNCATE ${ENTRY_TABLE}`)
  const began = performance.now()
  await seedEntries(knex, pool, entries, days)
  return { knex, pool, seedSeconds: (performance.now() - began) / 1000 }
}
