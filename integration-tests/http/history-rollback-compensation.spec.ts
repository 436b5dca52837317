import { isDeepStrictEqual } from "node:util"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { rollbackHistoryEntryWorkflow } from "../../src/workflows/product-history"
import { createAdminUser } from "../helpers/admin-user"
import { settle } from "../helpers/api-client"
import {
  allHistoryEntries,
  historyService,
  type HistoryShop,
  seedHistoryShop,
} from "../helpers/history"
import { HISTORY, historyCaller } from "../helpers/history-api"

jest.setTimeout(240 * 1000)

const REFUSAL = "refused by the test after the write"

/**
 * The test's handler of the rollback workflow's last hook: it throws on the
 * calls (1, 2, ...) in `failOn`, after noting what it saw then (the
 * rollback's own entry, the field's value): proof that the write happened.
 */
let hook = {
  calls: 0,
  failOn: [] as number[],
  seen: [] as { entryId: string | null; value: unknown }[],
}
rollbackHistoryEntryWorkflow.hooks.entryRolledBack(
  async ({ rolledBackEntryId, entryId }, { container }) => {
    hook.calls += 1
    if (!hook.failOn.includes(hook.calls)) return
    const { target } =
      await historyService(container).rollbackTarget(rolledBackEntryId)
    hook.seen.push({ entryId, value: target.current })
    throw new Error(REFUSAL)
  }
)
const failHook = (...calls: number[]) =>
  (hook = { calls: 0, failOn: calls, seen: [] })

/**
 * A rollback whose later step fails after the write (the workflow's last
 * hook, `entryRolledBack`, throws): Medusa compensates the nested write, so
 * the field is back at what it held before the rollback, and the history
 * holds no entry of it. For every kind of field a rollback writes (product
 * columns and relations, metadata keys changed, added and removed, variant
 * fields, prices, stock), over HTTP and from host-app code, and for a save's
 * rollback failing at its second field.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let shop: HistoryShop
    let admin: { headers: Record<string, string> }
    let editor: Awaited<ReturnType<typeof historyCaller>>

    beforeAll(async () => {
      shop = await seedHistoryShop(getContainer())
      admin = await createAdminUser(getContainer(), api)
    })
    beforeEach(async () => {
      failHook()
      editor = await historyCaller(
        api,
        getContainer(),
        ["plugin_product_history:update", "product:update"],
        "ERP connector"
      )
    })

    const productUrl = () => `/admin/products/${shop.productId}`
    const saveProduct = (body: Record<string, unknown>) =>
      api.post(productUrl(), body, admin)
    const saveVariant = (body: Record<string, unknown>) =>
      api.post(`${productUrl()}/variants/${shop.small.id}`, body, admin)
    const rollback = (entryId: string) =>
      settle(api.post(`${HISTORY}/rollback/${entryId}`, {}, editor))
    /** The newest entry of `field` ("variant:title": of a variant). */
    const newest = async (field: string) => {
      const variant = field.startsWith("variant:")
      const name = field.replace("variant:", "")
      return (await allHistoryEntries(getContainer()))
        .filter((e) => e.field_name === name && !!e.variant_id === variant)
        .pop()
    }
    /** The field as the capture reads it now (what a rollback compares). */
    const valueOf = async (entryId: string) =>
      (await historyService(getContainer()).rollbackTarget(entryId)).target
        .current

    /**
     * Rolls back the newest entry of `field` with the hook failing after the
     * write; answers the answer and what stayed of the rollback: `written`
     * (the hook saw the rollback's own entry and the old value in the field),
     * `valueBack` (the field holds what it held before), `noEntry` (the
     * history is as before).
     */
    async function failAfterWrite(
      field: string,
      roll: (entryId: string) => Promise<unknown> = rollback
    ) {
      const entry = await newest(field)
      const before = await valueOf(entry.id)
      const history = await allHistoryEntries(getContainer())
      failHook(1)
      const answer = await roll(entry.id)
      const [seen] = hook.seen
      const after = await valueOf(entry.id)
      const now = await allHistoryEntries(getContainer())
      return {
        answer,
        outcome: {
          field,
          written:
            hook.seen.length === 1 &&
            !!seen.entryId &&
            isDeepStrictEqual(seen.value, entry.old_value),
          // What stayed, when something did.
          valueBack: isDeepStrictEqual(after, before) || { before, after },
          noEntry:
            isDeepStrictEqual(now, history) ||
            now
              .filter((e) => !history.some((h) => h.id === e.id))
              .map((e) => [e.field_name, e.old_value, e.new_value]),
        },
      }
    }
    const undone = (field: string) => ({
      field,
      written: true,
      valueBack: true,
      noEntry: true,
    })

    it("over HTTP: product columns, relations and metadata, variant fields and metadata, prices and stock are written back", async () => {
      const channel = (
        await api.post(`/admin/sales-channels`, { name: "Web shop" }, admin)
      ).data.sales_channel
      await saveProduct({ metadata: { origin: "seed", grade: "A" } })
      await saveProduct({
        title: "Renamed",
        // origin removed, colour added, grade changed: their rollbacks add, remove and change a key.
        metadata: { origin: "", colour: "red", grade: "B" },
        tags: [{ id: shop.tags.alpha.id }, { id: shop.tags.gamma.id }],
        categories: [{ id: shop.categories.garden.id }],
        collection_id: shop.collection.id,
        type_id: shop.type.id,
        images: [{ url: "https://cdn.example.com/a.png" }],
        sales_channels: [{ id: channel.id }],
      })
      await saveVariant({ metadata: { colour: "red", size: "39" } })
      await saveVariant({
        title: "Small",
        allow_backorder: true,
        metadata: { colour: "blue", size: "", fit: "slim" },
        prices: [
          { currency_code: "eur", amount: 12 },
          { currency_code: "usd", amount: 11 },
        ],
      })
      await api.post(
        `/admin/inventory-items/${shop.small.inventoryItemId}/location-levels/${shop.location.id}`,
        { stocked_quantity: 42 },
        admin
      )
      const fields = [
        "title",
        "metadata.origin",
        "metadata.colour",
        "metadata.grade",
        "tags",
        "categories",
        "collection",
        "type",
        "images",
        "sales_channels",
        "variant:title",
        "variant:allow_backorder",
        "variant:metadata.colour",
        "variant:metadata.size",
        "variant:metadata.fit",
        "variant:price.gross",
        "variant:stock",
      ]
      const outcomes = []
      for (const field of fields) {
        const { answer, outcome } = await failAfterWrite(field)
        const { status, data } = answer as { status: number; data: unknown }
        outcomes.push({
          ...outcome,
          // A failure of the server's own: 500, without the handler's words.
          answer: status === 500 && !JSON.stringify(data).includes(REFUSAL),
        })
      }
      expect(outcomes).toEqual(
        fields.map((field) => ({ ...undone(field), answer: true }))
      )
      // Nothing was marked rolled back; without the failure the rollback goes through.
      failHook()
      const title = await newest("title")
      expect(title.rolled_back_entry_id).toBeNull()
      expect((await rollback(title.id)).status).toBe(204)
      expect(await valueOf(title.id)).toBe("Seed Widget")
    })

    it("from host-app code (no request, so no save around it): the rollback's own save leaves no entry either", async () => {
      await saveProduct({ title: "Renamed by an app" })
      const { answer, outcome } = await failAfterWrite("title", (entryId) =>
        rollbackHistoryEntryWorkflow(getContainer())
          .run({ input: { entryId } })
          .catch((error: Error) => error)
      )
      expect(outcome).toEqual(undone("title"))
      expect((answer as Error).message).toBe(REFUSAL)
    })

    it("a save's rollback failing after its second field: both fields are written back, no entries", async () => {
      await saveProduct({ subtitle: "Sub", weight: 250 })
      const history = await allHistoryEntries(getContainer())
      const save = history[history.length - 1].change_set_id
      failHook(2)
      const answer = await settle(
        api.post(`${HISTORY}/rollback-change-set/${save}`, {}, editor)
      )
      expect(answer.status).toBe(500)
      expect(hook.calls).toBe(2)
      const p = (await api.get(`${productUrl()}?fields=subtitle,weight`, admin))
        .data.product
      expect([p.subtitle, p.weight]).toEqual(["Sub", 250])
      expect(await allHistoryEntries(getContainer())).toEqual(history)
    })
  },
})
