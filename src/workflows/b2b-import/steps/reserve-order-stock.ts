import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_METADATA } from "../../../modules/b2b-import/pipeline/order/order-input"
import type { PreparedLine } from "../../../modules/b2b-import/pipeline/order/types"
import { notePassReservations } from "../pass-catalogue"

type OrderItem = { id: string; metadata?: Record<string, unknown> | null }

/** Ids of the order's line items that hold no stock reservation yet (a run that died may have created the order only). */
async function unreservedItemIds(
  container: MedusaContainer,
  itemIds: string[]
): Promise<Set<string>> {
  if (!itemIds.length) return new Set()
  const reserved = await container
    .resolve(Modules.INVENTORY)
    .listReservationItems(
      { line_item_id: itemIds },
      { select: ["line_item_id"] }
    )
  const taken = new Set(reserved.map((r) => r.line_item_id))
  return new Set(itemIds.filter((id) => !taken.has(id)))
}

/**
 * Reserves stock for the order's lines of variants that keep inventory, skipping lines already
 * reserved (an order adopted from a run that died); compensation removes the reservations made here.
 */
export const reserveOrderStockStep = createStep(
  {
    name: "plugin-b2b-reserve-order-stock",
    // Orders placed at once over the same stock levels can deadlock in the inventory module's update of the
    // reserved quantities (PostgreSQL then cancels one of them, 40P01, and nothing of it is written): the
    // step runs again, up to twice, instead of failing the record (cluster test crash-at-each-step, 60 at once).
    maxRetries: 2,
  },
  async (
    input: {
      /** No order (the run created none and found none): nothing to reserve. */
      orderId: string | null
      lines: PreparedLine[]
      /** The items of an order this run just created (none of them can hold a reservation yet); read when absent. */
      createdItems?: OrderItem[] | null
    },
    { container }
  ) => {
    if (!input.orderId || !input.lines.length)
      return new StepResponse([] as string[], { ids: [], reservations: [] })
    let items = input.createdItems ?? null
    let open: Set<string>
    if (items?.length) {
      open = new Set(items.map((i) => i.id))
    } else {
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "order",
        fields: ["id", "items.id", "items.metadata"],
        filters: { id: input.orderId },
      })
      items = (data[0]?.items ?? []) as unknown as OrderItem[]
      open = await unreservedItemIds(
        container,
        items.map((i) => i.id)
      )
    }
    const reservations = input.lines.flatMap((line) => {
      const item = items!.find(
        (i) => Number(i?.metadata?.[ORDER_METADATA.row]) === line.row
      )
      return item && open.has(item.id)
        ? line.reservations.map((r) => ({
            line_item_id: item.id,
            inventory_item_id: r.inventoryItemId,
            location_id: r.locationId,
            quantity: r.quantity,
          }))
        : []
    })
    if (!reservations.length)
      return new StepResponse([] as string[], { ids: [], reservations })
    const created = await container
      .resolve(Modules.INVENTORY)
      .createReservationItems(reservations)
    notePassReservations(container, reservations, 1)
    const ids = created.map((r) => r.id)
    return new StepResponse(ids, { ids, reservations })
  },
  async (made, { container }) => {
    if (!made?.ids.length) return
    await container.resolve(Modules.INVENTORY).deleteReservationItems(made.ids)
    notePassReservations(container, made.reservations, -1)
  }
)
