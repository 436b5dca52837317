import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { csvRecords, csvText, HISTORY, insertEntries } from "./history-api"
import type { HistoryShop } from "./history"

/** The plugin options as loaded; a test sets `shopTimeZone` on them and restores it (they are read per request). */
export const loadedOptions = (container: MedusaContainer) =>
  container.resolve<any>("pluginSettings").getOptions()

/** Runs `work` with the shop in `timeZone`, then back in UTC. */
export async function inTimeZone<T>(
  container: MedusaContainer,
  timeZone: string,
  work: () => Promise<T>
): Promise<T> {
  const options = loadedOptions(container)
  options.shopTimeZone = timeZone
  try {
    return await work()
  } finally {
    options.shopTimeZone = "UTC"
  }
}

/** A CSV export over either dialect: its file name, text and records (`delimiter` as the file uses it). */
export async function exportVia(
  api: any,
  dialect: { config: any; admin: boolean },
  body: Record<string, unknown>,
  delimiter = ","
) {
  const path = dialect.admin
    ? "/admin/product-history/export-csv"
    : `${HISTORY}/export-csv`
  const res = await api.post(path, body, {
    ...dialect.config,
    responseType: "arraybuffer",
  })
  expect(res.status).toBe(200)
  expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8")
  const disposition: string = res.headers["content-disposition"]
  const fileName = /^attachment; filename="([^"]+)"$/.exec(disposition)?.[1]
  const text = csvText(res.data)
  return { fileName, text, records: csvRecords(text, delimiter) }
}

/**
 * Entries with the context the capture writes: a price of a price list with
 * quantities and a region rule, a stock level at a named location, a title
 * (no context); in March (winter time in Berlin) and July (summer time).
 */
export async function insertContextEntries(
  container: MedusaContainer,
  shop: HistoryShop
) {
  const base = {
    product_id: shop.productId,
    product_name: "Seed Widget",
    source: "admin",
    changed_by: "Demo Admin",
  }
  const [listPrice, stock, title] = await insertEntries(container, [
    {
      ...base,
      variant_id: shop.small.id,
      product_number: "SW-S",
      field_name: "price.gross",
      old_value: 9.5,
      new_value: 8.75,
      changed_at: "2026-03-02T09:15:00.250Z",
      context_data: {
        price_id: "price_01TEST",
        currency_code: "eur",
        price_list_id: "plist_01SPRING",
        min_quantity: 10,
        max_quantity: 99,
        rules: { region_id: shop.regionId },
        price_set_id: shop.small.priceSetId,
      },
    },
    {
      ...base,
      variant_id: shop.small.id,
      product_number: "SW-S",
      field_name: "stock",
      old_value: 100,
      new_value: 96,
      changed_at: "2026-07-01T21:59:59.999Z",
      context_data: {
        location_id: shop.location.id,
        location_name: shop.location.name,
        inventory_item_id: shop.small.inventoryItemId,
        inventory_level_id: "ilev_01TEST",
      },
    },
    {
      ...base,
      product_number: "seed-widget",
      field_name: "title",
      old_value: "Seed Widget (old)",
      new_value: "Seed Widget",
      changed_at: "2026-07-01T22:00:00.000Z",
    },
  ])
  return { listPrice, stock, title }
}

/** Queries of the export still running on the database (its select names `changed_at_ms`). */
export async function runningExports(container: MedusaContainer) {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await knex.raw(
    `SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE datname = current_database() AND state <> 'idle' AND query LIKE '%changed_at_ms%'
       AND pid <> pg_backend_pid()`
  )
  return rows[0].n as number
}

/** `count` entries of one product in one INSERT … SELECT (a long export to break off). */
export async function insertManyEntries(
  container: MedusaContainer,
  productId: string,
  count: number
) {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  await knex.raw(
    `INSERT INTO plugin_product_history_entry (id, product_id, product_number, product_name, field_name,
       old_value, new_value, changed_at, source, created_at, updated_at)
     SELECT replace(gen_random_uuid()::text, '-', ''), ?, 'bulk-' || g, 'Bulk product', 'title',
       to_jsonb('old ' || g), to_jsonb('new ' || g), now() - g * interval '1 second', 'cli', now(), now()
     FROM generate_series(1, ?) g`,
    [productId, count]
  )
}
