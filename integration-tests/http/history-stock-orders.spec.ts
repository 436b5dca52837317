import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createAdminUser } from "../helpers/admin-user"
import {
  editorHeaders,
  erpCsv,
  seedShop,
  uploadAndProcess,
} from "../helpers/b2b"
import { allHistoryEntries, forgetSetupHistory } from "../helpers/history"
import {
  fulfilLine,
  orderWithItems,
  placeStoreOrder,
  variantIdsBySku,
} from "../helpers/orders"

jest.setTimeout(240 * 1000)

/**
 * Stock movements made by orders (capture/sql/stock.ts): the reserved stock
 * an order's reservations take or release, and the stock its fulfilment
 * takes, are recorded with the order in the context, as one change set per
 * order and save, apart from other orders' and from catalogue changes made
 * in the same transaction. Orders come in the ways a shop gets them: this
 * plugin's import, the storefront's checkout, the admin's fulfilment and
 * cancel, and other code calling Medusa's inventory module.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let profiles: Awaited<ReturnType<typeof seedShop>>
    let admin: { headers: Record<string, string> }

    beforeAll(async () => {
      profiles = await seedShop(getContainer())
      admin = await createAdminUser(getContainer(), api)
      await forgetSetupHistory(getContainer())
    })

    const entries = () => allHistoryEntries(getContainer())
    /** What a test compares: product number, field, old → new, the order. */
    const moves = (list: any[]) =>
      list.map((e) => [
        e.product_number,
        e.field_name,
        Number(e.old_value),
        Number(e.new_value),
        e.context_data?.order_display_id ?? null,
      ])
    const orderContext = (order: { id: string; display_id: number }) => ({
      order_id: order.id,
      order_display_id: order.display_id,
      location_name: "Main Warehouse",
    })
    const importOrder = async (number: string, lines: [string, string][]) => {
      const editor = await editorHeaders(api, getContainer())
      const { processed } = await uploadAndProcess(
        api,
        editor,
        profiles.erp,
        erpCsv(number, lines)
      )
      expect(processed.data.status).toBe("approved")
      return orderWithItems(getContainer(), processed.data.orderId)
    }

    it("an imported order's reservations: one change set, the order in the context", async () => {
      const order = await importOrder("PO-3001", [
        ["SW01000", "10"],
        ["SW01006", "2"],
      ])
      const written = await entries()
      expect(moves(written).sort()).toEqual([
        ["SW01000", "stock.reserved", 0, 10, order.display_id],
        ["SW01006", "stock.reserved", 0, 2, order.display_id],
      ])
      expect(new Set(written.map((e) => e.change_set_id)).size).toBe(1)
      for (const e of written) {
        expect(e.context_data).toMatchObject(orderContext(order))
        expect(e).toMatchObject({ source: "api", changed_by: "ERP" })
      }
    })

    it("a storefront checkout's reservations: one change set with the order", async () => {
      const order = await placeStoreOrder(api, getContainer(), [
        { sku: "SW01001", quantity: 3 },
        { sku: "SW01002", quantity: 1 },
      ])
      const written = await entries()
      expect(moves(written).sort()).toEqual([
        ["SW01001", "stock.reserved", 0, 3, order.display_id],
        ["SW01002", "stock.reserved", 0, 1, order.display_id],
      ])
      expect(new Set(written.map((e) => e.change_set_id)).size).toBe(1)
      expect(written[0].context_data).toMatchObject(orderContext(order))
    })

    it("two orders are two change sets, also when one transaction reserves for both and for no order", async () => {
      const first = await importOrder("PO-3002", [["SW01003", "1"]])
      const second = await importOrder("PO-3003", [["SW01003", "2"]])
      const imported = await entries()
      expect(moves(imported)).toEqual([
        ["SW01003", "stock.reserved", 0, 1, first.display_id],
        ["SW01003", "stock.reserved", 1, 3, second.display_id],
      ])
      expect(imported[0].change_set_id).not.toBe(imported[1].change_set_id)

      // Other code reserves for both orders and for nobody in one call (one transaction).
      const inventory = getContainer().resolve(Modules.INVENTORY)
      const ids = await variantIdsBySku(getContainer(), ["SW01003"])
      const [link] = await getContainer()
        .resolve("query")
        .graph({
          entity: "product_variant",
          fields: ["inventory_items.inventory_item_id"],
          filters: { id: ids.SW01003 },
        })
        .then((r: any) => r.data)
      const inventoryItemId = link.inventory_items[0].inventory_item_id
      const [level] = await inventory.listInventoryLevels({
        inventory_item_id: inventoryItemId,
      })
      const reserve = (quantity: number, lineItemId?: string) => ({
        inventory_item_id: inventoryItemId,
        location_id: level.location_id,
        quantity,
        ...(lineItemId ? { line_item_id: lineItemId } : {}),
      })
      await inventory.createReservationItems([
        reserve(5, second.items[0].id),
        reserve(4),
        reserve(2, first.items[0].id),
      ])
      const together = (await entries()).slice(2)
      // What no order explains first (the transaction's own change set), then each order by its number.
      expect(moves(together)).toEqual([
        ["SW01003", "stock.reserved", 3, 7, null],
        ["SW01003", "stock.reserved", 7, 9, first.display_id],
        ["SW01003", "stock.reserved", 9, 14, second.display_id],
      ])
      const sets = together.map((e) => e.change_set_id)
      expect(
        new Set([...sets, ...imported.map((e) => e.change_set_id)]).size
      ).toBe(5)
      expect(together[0].context_data.order_id).toBeUndefined()
      expect(together[1].context_data).toMatchObject(orderContext(first))
      expect(together[2].context_data).toMatchObject(orderContext(second))
      const times = together.map((e) => +new Date(e.changed_at))
      expect([...times].sort((a, b) => a - b)).toEqual(times)
    })

    it("a fulfilment's stock decrement and released reservation carry the order, in one change set of the admin's save", async () => {
      const order = await placeStoreOrder(api, getContainer(), [
        { sku: "SW01004", quantity: 2 },
      ])
      const [placed] = await entries()
      await fulfilLine(api, getContainer(), admin, order.id, "SW01004", 1)
      await fulfilLine(api, getContainer(), admin, order.id, "SW01004", 1)
      const [, ...fulfilled] = await entries()
      const stocked = Number(fulfilled[0].old_value)
      expect(moves(fulfilled)).toEqual([
        ["SW01004", "stock", stocked, stocked - 1, order.display_id],
        ["SW01004", "stock.reserved", 2, 1, order.display_id],
        ["SW01004", "stock", stocked - 1, stocked - 2, order.display_id],
        ["SW01004", "stock.reserved", 1, 0, order.display_id],
      ])
      for (const e of fulfilled) {
        expect(e.context_data).toMatchObject(orderContext(order))
        expect(e.source).toBe("api")
      }
      // Each fulfilment is one save of the admin: its stock and its reservation are one change set.
      const [a, b, c, d] = fulfilled.map((e) => e.change_set_id)
      expect(a).toBe(b)
      expect(c).toBe(d)
      expect(new Set([placed.change_set_id, a, c]).size).toBe(3)
    })

    it("a cancelled order releases its reservations with the order", async () => {
      const order = await placeStoreOrder(api, getContainer(), [
        { sku: "SW01005", quantity: 4 },
      ])
      await api.post(`/admin/orders/${order.id}/cancel`, {}, admin)
      const written = await entries()
      expect(moves(written)).toEqual([
        ["SW01005", "stock.reserved", 0, 4, order.display_id],
        ["SW01005", "stock.reserved", 4, 0, order.display_id],
      ])
      expect(written[0].change_set_id).not.toBe(written[1].change_set_id)
    })

    it("a clerk's stock change is no order's", async () => {
      const ids = await variantIdsBySku(getContainer(), ["SW01007"])
      const { data } = await api.get(
        `/admin/products/${(await getContainer().resolve(Modules.PRODUCT).retrieveProductVariant(ids.SW01007)).product_id}/variants/${ids.SW01007}?fields=inventory_items.inventory.location_levels.*`,
        admin
      )
      const level = data.variant.inventory_items[0].inventory.location_levels[0]
      await api.post(
        `/admin/inventory-items/${level.inventory_item_id}/location-levels/${level.location_id}`,
        { stocked_quantity: Number(level.stocked_quantity) - 3 },
        admin
      )
      const [entry] = await entries()
      expect(entry.field_name).toBe("stock")
      expect(entry.context_data.order_id).toBeUndefined()
    })
  },
})
