import type { MedusaContainer } from "@medusajs/framework/types"
import type { VariantRow } from "../../modules/b2b-import/pipeline/order/variant-facts"
import { PASS_CATALOGUE } from "./pass-memo"

/** Variant rows (null: no such SKU) by price context ("currency|region"), then SKU. */
export type CatalogueMemo = Map<string, Map<string, VariantRow | null>>

/** A stock reservation as the inventory module takes it. */
type Reserved = {
  inventory_item_id: string
  location_id: string
  quantity: number
}

/**
 * The bulk pass's catalogue for one price context, or null outside a pass.
 * A pass reads each SKU's variant, price and stock levels once; the stock it
 * reserves itself is added to the rows (`notePassReservations`), so the next
 * record of the pass sees what is left. A sale elsewhere during the pass is
 * still caught: Medusa's createOrderWorkflow confirms the stock it needs.
 */
export function passCatalogue(
  container: MedusaContainer,
  currencyCode: string,
  regionId: string
): Map<string, VariantRow | null> | null {
  if (!container.hasRegistration(PASS_CATALOGUE)) return null
  const memo = container.resolve(PASS_CATALOGUE) as CatalogueMemo
  const key = `${currencyCode}|${regionId}`
  let rows = memo.get(key)
  if (!rows) memo.set(key, (rows = new Map()))
  return rows
}

/** Counts reservations made (sign 1) or removed again (sign -1) into the pass's stock levels. */
export function notePassReservations(
  container: MedusaContainer,
  reservations: Reserved[],
  sign: 1 | -1
) {
  if (!reservations.length || !container.hasRegistration(PASS_CATALOGUE)) return
  const memo = container.resolve(PASS_CATALOGUE) as CatalogueMemo
  for (const rows of memo.values())
    for (const row of rows.values())
      for (const link of row?.inventory_items ?? [])
        for (const level of link?.inventory?.location_levels ?? [])
          for (const r of reservations)
            if (
              link.inventory_item_id === r.inventory_item_id &&
              level?.location_id === r.location_id
            )
              level.reserved_quantity =
                Number(level.reserved_quantity ?? 0) + sign * r.quantity
}
