import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createAdminUser } from "../helpers/admin-user"
import { settle } from "../helpers/api-client"
import {
  allHistoryEntries,
  type HistoryShop,
  seedHistoryShop,
} from "../helpers/history"
import { HISTORY, historyCaller } from "../helpers/history-api"
import { SteeredRace } from "../helpers/race"

jest.setTimeout(300 * 1000)

const TRIALS = 20

/**
 * A rollback sent at the same moment as a normal update of the same field:
 * either the rollback commits first (and the update follows it in the
 * chain) or it answers 409; it never writes over the update. After every
 * trial the field's entries form one unbroken chain ending at the stored
 * value. The requests' timing is steered (helpers/race.ts) so that each
 * race test sees both orders: its race did happen.
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
      editor = await historyCaller(
        api,
        getContainer(),
        ["plugin_product_history:update", "product:update"],
        "ERP connector"
      )
    })

    const rollback = (id: string) =>
      settle(api.post(`${HISTORY}/rollback/${id}`, {}, editor))
    const newest = async (query: string) =>
      (await api.get(`${HISTORY}/list?${query}&limit=1`, editor)).data.data[0]
    const entriesOfField = async (field: string) =>
      (await allHistoryEntries(getContainer())).filter(
        (e) => e.field_name === field
      )

    /** Each entry starts where the one before ended; the last ends at `stored`. */
    const expectUnbrokenChain = (entries: any[], stored: unknown) => {
      for (let i = 1; i < entries.length; i++) {
        expect({ at: i, old: entries[i].old_value }).toEqual({
          at: i,
          old: entries[i - 1].new_value,
        })
      }
      expect(entries[entries.length - 1].new_value).toEqual(stored)
    }

    it("title: every rollback racing an update either wins before it or answers 409; the update is never lost", async () => {
      const race = new SteeredRace()
      const setTitle = (title: string) =>
        settle(api.post(`/admin/products/${shop.productId}`, { title }, admin))
      for (let k = 0; k < TRIALS; k++) {
        expect((await setTitle(`Set ${k}`)).status).toBe(200)
        const entry = await newest("fieldName=title")
        expect(entry.newValue).toBe(`Set ${k}`)

        const [rolled, updated] = await race.run(
          () => rollback(entry.id),
          () => setTitle(`Update ${k}`)
        )
        expect(updated.status).toBe(200)
        const title = (
          await api.get(`/admin/products/${shop.productId}?fields=title`, admin)
        ).data.product.title
        // The update is the last write in either case: a rollback may not overwrite it.
        expect({ trial: k, title }).toEqual({ trial: k, title: `Update ${k}` })
        if (rolled.status === 409) {
          race.record("second")
          expect(rolled.data.errors[0].code).toBe(
            "PLUGIN_HISTORY__FIELD_CHANGED_SINCE"
          )
        } else {
          expect({ trial: k, status: rolled.status }).toEqual({
            trial: k,
            status: 204,
          })
          race.record("first")
          const [rollbackEntry] = (await entriesOfField("title")).filter(
            (e) => e.rolled_back_entry_id === entry.id
          )
          // The rollback replaced the value the entry set, not the update's.
          expect(rollbackEntry.old_value).toBe(`Set ${k}`)
        }
        expectUnbrokenChain(await entriesOfField("title"), `Update ${k}`)
      }
      race.report("title", "rollback first", "update first")
      // Both outcomes happened: the rollback won some races and lost others.
      expect({
        rolledBackFirst: race.wins.first > 0,
        conflict: race.wins.second > 0,
      }).toEqual({ rolledBackFirst: true, conflict: true })
    })

    it("one entry rolled back by three requests at once: one rollback with its own reason; the others answer 409", async () => {
      const setTitle = (title: string) =>
        api.post(`/admin/products/${shop.productId}`, { title }, admin)
      for (let k = 0; k < 6; k++) {
        await setTitle(`Thrice ${k}`)
        const entry = await newest("fieldName=title")
        const answers = await Promise.all(
          [0, 1, 2].map((i) =>
            settle(
              api.post(
                `${HISTORY}/rollback/${entry.id}`,
                { comment: `reason ${i}` },
                editor
              )
            )
          )
        )
        const statuses = answers.map((a) => a.status)
        expect({
          trial: k,
          won: statuses.filter((s) => s === 204).length,
        }).toEqual({ trial: k, won: 1 })
        expect(statuses.filter((s) => s === 409)).toHaveLength(2)
        const rollbacks = (await entriesOfField("title")).filter(
          (e) => e.rolled_back_entry_id === entry.id
        )
        // The one rollback written carries the reason of the request told it succeeded.
        expect(rollbacks).toHaveLength(1)
        expect(rollbacks[0].comment).toBe(
          `Rollback of history entry ${entry.id}: reason ${statuses.indexOf(204)}`
        )
      }
    })

    it("two saves of one product's sales channels at once (one author): the entries form one chain from where it was to where it is", async () => {
      const channel = async (name: string) =>
        (await api.post(`/admin/sales-channels`, { name }, admin)).data
          .sales_channel.id
      const [d, x, w] = [
        await channel("D"),
        await channel("X"),
        await channel("W"),
      ]
      const setChannels = (ids: string[]) =>
        api.post(
          `/admin/products/${shop.productId}`,
          { sales_channels: ids.map((id) => ({ id })) },
          admin
        )
      const key = (value: any) =>
        JSON.stringify((value ?? []).map((c: any) => c.id).sort())
      const race = new SteeredRace()
      for (let k = 0; k < TRIALS; k++) {
        await setChannels([d, x])
        const known = (await entriesOfField("sales_channels")).length
        await race.run(
          () => setChannels([w]),
          () => setChannels([d])
        )
        const stored = (
          await api.get(
            `/admin/products/${shop.productId}?fields=*sales_channels`,
            admin
          )
        ).data.product.sales_channels
        // Each state is left as often as it is reached: one walk from [D,X] to what is stored.
        const balance = new Map<string, number>()
        const add = (state: string, n: number) =>
          balance.set(state, (balance.get(state) ?? 0) + n)
        for (const e of (await entriesOfField("sales_channels")).slice(known)) {
          add(key(e.old_value), -1)
          add(key(e.new_value), 1)
        }
        add(key([{ id: d }, { id: x }]), 1)
        add(key(stored), -1)
        expect({
          trial: k,
          unbalanced: [...balance].filter(([, n]) => n !== 0),
        }).toEqual({ trial: k, unbalanced: [] })
        // The save stored last came second: [D] stored means the save of [W] came first.
        race.record(key(stored) === key([{ id: d }]) ? "first" : "second")
      }
      race.report("sales channels", "[W] first", "[D] first")
      // Each save came last in some trials.
      expect({
        ...race.wins,
        bothOrders: race.bothOrdersHappened,
      }).toMatchObject({ bothOrders: true })
    })

    it("price: a rollback racing a change of another currency's price never writes the old price back over it", async () => {
      const url = `/admin/products/${shop.productId}/variants/${shop.medium.id}`
      const prices = async () =>
        (await api.get(`${url}?fields=*prices`, admin)).data.variant
          .prices as any[]
      await api.post(
        url,
        {
          prices: [
            { currency_code: "eur", amount: 10 },
            { currency_code: "usd", amount: 11 },
          ],
        },
        admin
      )
      /** The base-price entries of one currency of the variant, oldest first. */
      const priceEntries = async (currency: string) =>
        (await allHistoryEntries(getContainer())).filter(
          (e) =>
            e.field_name.startsWith("price.") &&
            e.variant_id === shop.medium.id &&
            e.context_data.currency_code === currency &&
            !e.context_data.rules?.region_id
        )
      const setPrices = async (eur: number, usd: number) => {
        const now = await prices()
        const id = (c: string) => now.find((p) => p.currency_code === c).id
        return settle(
          api.post(
            url,
            {
              prices: [
                { id: id("eur"), currency_code: "eur", amount: eur },
                { id: id("usd"), currency_code: "usd", amount: usd },
              ],
            },
            admin
          )
        )
      }
      const race = new SteeredRace()
      for (let k = 0; k < TRIALS; k++) {
        expect((await setPrices(100 + k, 200 + k)).status).toBe(200)
        const eurEntry = (await priceEntries("eur")).at(-1)
        expect(eurEntry.new_value).toBe(100 + k)

        const [rolled, updated] = await race.run(
          () => rollback(eurEntry.id),
          () => setPrices(100 + k, 300 + k)
        )
        expect(updated.status).toBe(200)
        const after = await prices()
        const amount = (c: string) =>
          after.find((p) => p.currency_code === c).amount
        // The concurrent change of the USD price survives whatever the rollback did.
        expect({ trial: k, usd: amount("usd") }).toEqual({
          trial: k,
          usd: 300 + k,
        })
        expect([204, 409]).toContain(rolled.status)
        expect(after.filter((p) => p.currency_code === "usd")).toHaveLength(1)
        for (const currency of ["eur", "usd"]) {
          expectUnbrokenChain(await priceEntries(currency), amount(currency))
        }
        // Who came first: the rollback's EUR entry or the update's USD entry.
        const usd = await priceEntries("usd")
        const rollbackEntry = (await priceEntries("eur")).find(
          (e) => e.rolled_back_entry_id === eurEntry.id
        )
        race.record(
          rollbackEntry &&
            new Date(rollbackEntry.changed_at) <
              new Date(usd.find((e) => e.new_value === 300 + k).changed_at)
            ? "first"
            : "second"
        )
      }
      race.report("price", "rollback first", "USD change first")
      // The rollback came before the USD change in some trials and after it in others.
      expect({
        ...race.wins,
        bothOrders: race.bothOrdersHappened,
      }).toMatchObject({ bothOrders: true })
    })

    it("30 parallel replacements of a variant's prices (no ids) leave one price per currency and one unbroken chain ending at it", async () => {
      const url = `/admin/products/${shop.productId}/variants/${shop.small.id}`
      const replace = (i: number) =>
        settle(
          api.post(
            url,
            {
              prices: [
                { currency_code: "eur", amount: 500 + i },
                { currency_code: "usd", amount: 600 + i },
              ],
            },
            admin
          )
        )
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => replace(i))
      )
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200))
      const stored = (await api.get(`${url}?fields=*prices`, admin)).data
        .variant.prices as any[]
      const base = stored.filter((p) => !p.rules?.region_id)
      expect(base.map((p) => p.currency_code).sort()).toEqual(["eur", "usd"])
      const entries = (await allHistoryEntries(getContainer())).filter(
        (e) =>
          e.field_name.startsWith("price.") && e.variant_id === shop.small.id
      )
      for (const currency of ["eur", "usd"]) {
        const chain = entries.filter(
          (e) => e.context_data.currency_code === currency
        )
        // Every replacement set a new amount: each one is recorded.
        expect({ currency, entries: chain.length }).toEqual({
          currency,
          entries: 30,
        })
        expectUnbrokenChain(
          chain,
          base.find((p) => p.currency_code === currency).amount
        )
      }
    })

    it("variant metadata: a forced rollback of one key racing a change of another key never undoes that change", async () => {
      const url = `/admin/products/${shop.productId}/variants/${shop.medium.id}`
      const race = new SteeredRace()
      for (let k = 0; k < TRIALS; k++) {
        await api.post(url, { metadata: { a: `a${k}`, b: `b${k}` } }, admin)
        const [entry] = (await allHistoryEntries(getContainer()))
          .filter((e) => e.field_name === "metadata.a")
          .slice(-1)
        const [rolled, updated] = await race.run(
          () =>
            settle(
              api.post(
                `${HISTORY}/rollback/${entry.id}`,
                { force: true },
                editor
              )
            ),
          () => settle(api.post(url, { metadata: { b: `new${k}` } }, admin))
        )
        expect(updated.status).toBe(200)
        expect([204, 409]).toContain(rolled.status)
        const { metadata } = (await api.get(url, admin)).data.variant
        // The other key keeps the concurrent change whatever the rollback did.
        expect({ trial: k, b: metadata.b }).toEqual({ trial: k, b: `new${k}` })
        // Who came first: the rollback of "a" or the change of "b".
        const entries = await allHistoryEntries(getContainer())
        const rollbackEntry = entries.find(
          (e) => e.rolled_back_entry_id === entry.id
        )
        const change = entries.find(
          (e) =>
            e.field_name === "metadata.b" &&
            e.variant_id === shop.medium.id &&
            e.new_value === `new${k}`
        )
        race.record(
          rollbackEntry &&
            new Date(rollbackEntry.changed_at) < new Date(change.changed_at)
            ? "first"
            : "second"
        )
      }
      race.report("metadata", "rollback first", "change of b first")
      // The rollback came before the change of "b" in some trials and after it in others.
      expect({
        ...race.wins,
        bothOrders: race.bothOrdersHappened,
      }).toMatchObject({ bothOrders: true })
    })
  },
})
