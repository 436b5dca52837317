import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createAdminUser } from "../helpers/admin-user"
import { expectApiError } from "../helpers/api-assertions"
import { settle } from "../helpers/api-client"
import { type HistoryShop, seedHistoryShop } from "../helpers/history"
import {
  allPages,
  createGardenHose,
  HISTORY,
  historyCaller,
  insertEntries,
  ISO_WITH_OFFSET,
} from "../helpers/history-api"

jest.setTimeout(240 * 1000)

/**
 * Reading the product history: the `/api` list with each filter alone and
 * combined (date boundaries in UTC and in the shop's time zone), paging and
 * sort, one entry, one product's entries, display values of real changes,
 * the price series, and the same reads on `/admin`. Entries with a
 * controlled `changed_at` are written through the module service.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let shop: HistoryShop
    let hose: Awaited<ReturnType<typeof createGardenHose>>
    let admin: { headers: Record<string, string> }
    let readerIntegration: { headers: Record<string, string> }

    beforeAll(async () => {
      shop = await seedHistoryShop(getContainer())
      hose = await createGardenHose(getContainer())
      admin = await createAdminUser(getContainer(), api)
    })
    beforeEach(async () => {
      readerIntegration = await historyCaller(
        api,
        getContainer(),
        ["plugin_product_history:read"],
        "History reader"
      )
    })

    const reader = () => readerIntegration
    const list = async (query: string) =>
      (await api.get(`${HISTORY}/list?${query}`, reader())).data
    const idsOf = async (query: string) =>
      (await list(query)).data.map((e: any) => e.id)
    /** A list whose count waits behind a lock on the entries until its 25 ms run out, then is answered. */
    const listBehindLock = async (query: string) => {
      const knex = getContainer().resolve(
        ContainerRegistrationKeys.PG_CONNECTION
      )
      const lock = await knex.transaction()
      await lock.raw(
        `LOCK TABLE plugin_product_history_entry IN ACCESS EXCLUSIVE MODE`
      )
      const waiting = list(query)
      await new Promise((resolve) => setTimeout(resolve, 300))
      await lock.commit()
      return await waiting
    }

    /**
     * Seven entries of three products, newest first: a retired product (only its stored number "OLD-4711"
     * is left), Garden Hose (B) and Seed Widget (A). Two of them sit right at day boundaries.
     */
    async function insertFixture() {
      const A = { product_id: shop.productId, product_name: "Seed Widget" }
      const B = { product_id: hose.productId, product_name: "Garden Hose" }
      const [aTitle, aGross, aNet, bTitle, bBackorder, bMeta, gone] =
        await insertEntries(getContainer(), [
          {
            ...A,
            product_number: "seed-widget",
            field_name: "title",
            old_value: "Seed Widget",
            new_value: "Seed Widget Pro",
            changed_at: "2026-03-01T10:00:00Z",
            source: "admin",
            changed_by: "Test Admin",
          },
          {
            ...A,
            variant_id: shop.small.id,
            product_number: "SW-S",
            field_name: "price.gross",
            old_value: 10,
            new_value: 12.5,
            context_data: { currency_code: "eur" },
            changed_at: "2026-03-02T00:00:00.000Z",
            source: "api",
          },
          {
            ...A,
            variant_id: shop.small.id,
            product_number: "SW-S",
            field_name: "price.net",
            old_value: 11,
            new_value: 13,
            context_data: { currency_code: "usd" },
            changed_at: "2026-03-02T23:59:59.999Z",
            source: "api",
          },
          {
            ...B,
            product_number: "garden-hose",
            field_name: "title",
            old_value: "Garden Hose",
            new_value: "Garden Hose XL",
            changed_at: "2026-03-03T00:00:00Z",
            source: "import",
          },
          // 23:30 UTC on March 3rd is 00:30 on March 4th in Berlin (CET, +01:00).
          {
            ...B,
            variant_id: hose.variantId,
            product_number: "GH-10",
            field_name: "allow_backorder",
            old_value: false,
            new_value: true,
            changed_at: "2026-03-03T23:30:00Z",
            source: "cli",
          },
          {
            ...B,
            product_number: "garden-hose",
            field_name: "metadata.color",
            old_value: null,
            new_value: "green",
            changed_at: "2026-03-04T12:00:00Z",
            source: "subscriber",
          },
          {
            product_id: "prod_01RETIRED",
            product_name: "Retired Rake",
            product_number: "OLD-4711",
            field_name: "title",
            old_value: "Rake",
            new_value: "Retired Rake",
            changed_at: "2026-03-05T08:00:00Z",
            source: "ERP nightly",
          },
        ])
      const ids = {
        aTitle: aTitle.id,
        aGross: aGross.id,
        aNet: aNet.id,
        bTitle: bTitle.id,
        bBackorder: bBackorder.id,
        bMeta: bMeta.id,
        gone: gone.id,
      }
      const newestFirst = [
        ids.gone,
        ids.bMeta,
        ids.bBackorder,
        ids.bTitle,
        ids.aNet,
        ids.aGross,
        ids.aTitle,
      ]
      return { ...ids, newestFirst }
    }

    describe("GET /list: filters", () => {
      let f: Awaited<ReturnType<typeof insertFixture>>
      beforeEach(async () => {
        f = await insertFixture()
      })

      it("without filters: every entry, newest first, page 1 of 25, in the wire shape", async () => {
        const page = await list("")
        expect({
          total: page.total,
          page: page.page,
          limit: page.limit,
        }).toEqual({ total: 7, page: 1, limit: 25 })
        expect(page.data.map((e: any) => e.id)).toEqual(f.newestFirst)
        expect(page.data.find((e: any) => e.id === f.aGross)).toEqual({
          id: f.aGross,
          productId: shop.productId,
          variantId: shop.small.id,
          productName: "Seed Widget",
          productNumber: "SW-S",
          fieldName: "price.gross",
          oldValue: 10,
          newValue: 12.5,
          oldValueDisplay: "€10.00",
          newValueDisplay: "€12.50",
          changedAt: "2026-03-02T00:00:00.000+00:00",
          changedBy: "api",
          userId: null,
          integrationId: null,
          manual: false,
          source: "api",
          contextData: { currency_code: "eur" },
          comment: null,
          rolledBackEntryId: null,
          rolledBackBy: null,
          // Entries written without a change set are each their own.
          changeSetId: f.aGross,
        })
        for (const e of page.data) expect(e.changedAt).toMatch(ISO_WITH_OFFSET)
        expect(await idsOf("sort=changedAt")).toEqual(
          [...f.newestFirst].reverse()
        )
        expect(await idsOf("sort=-changedAt")).toEqual(f.newestFirst)
      })

      it("sorts by field both ways, newest first within a field, pages slicing that order", async () => {
        const rows = async (query: string) =>
          (await list(query)).data.map((e: any) => [e.fieldName, e.changedAt])
        const byField = (direction: 1 | -1) => (a: any[], b: any[]) =>
          direction * (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0) ||
          Date.parse(b[1]) - Date.parse(a[1])
        const up = await rows("sort=fieldName&limit=500")
        expect(up).toHaveLength(7)
        expect(up).toEqual([...up].sort(byField(1)))
        const down = await rows("sort=-fieldName&limit=500")
        expect(down).toEqual([...down].sort(byField(-1)))
        const paged = [
          ...(await idsOf("sort=fieldName&limit=3&page=1")),
          ...(await idsOf("sort=fieldName&limit=3&page=2")),
          ...(await idsOf("sort=fieldName&limit=3&page=3")),
        ]
        expect(paged).toEqual(await idsOf("sort=fieldName&limit=500"))
        // With a field filter: only the fields asked for, in the same order.
        expect(
          await rows("sort=fieldName&fieldName=title,price.gross")
        ).toEqual(
          up.filter(([field]: string[]) =>
            ["title", "price.gross"].includes(field)
          )
        )
      })

      it("fieldName: one, repeated, or a comma list", async () => {
        expect(await idsOf("fieldName=title")).toEqual([
          f.gone,
          f.bTitle,
          f.aTitle,
        ])
        const both = [f.gone, f.bTitle, f.aGross, f.aTitle]
        expect(await idsOf("fieldName=title&fieldName=price.gross")).toEqual(
          both
        )
        expect(await idsOf("fieldName=title,price.gross")).toEqual(both)
        expect(
          await idsOf(`fieldName=${encodeURIComponent("title, price.gross")}`)
        ).toEqual(both)
        expect(await idsOf("fieldName=metadata.color")).toEqual([f.bMeta])
        expect(await idsOf("fieldName=weight")).toEqual([])
      })

      it("source, also free text and a list", async () => {
        expect(await idsOf("source=api")).toEqual([f.aNet, f.aGross])
        expect(
          await idsOf(`source=${encodeURIComponent("ERP nightly")}`)
        ).toEqual([f.gone])
        expect(await idsOf("source=api,import")).toEqual([
          f.bTitle,
          f.aNet,
          f.aGross,
        ])
      })

      it("productId, one or several; GET /entries/:productId gives the same page", async () => {
        expect(await idsOf(`productId=${hose.productId}`)).toEqual([
          f.bMeta,
          f.bBackorder,
          f.bTitle,
        ])
        expect(
          await idsOf(`productId=${hose.productId},${shop.productId}`)
        ).toEqual(f.newestFirst.slice(1))
        const entries = (
          await api.get(`${HISTORY}/entries/${hose.productId}`, reader())
        ).data
        expect(entries).toEqual(await list(`productId=${hose.productId}`))
        const filtered = (
          await api.get(
            `${HISTORY}/entries/${hose.productId}?fieldName=title,metadata.color&page=1&limit=1`,
            reader()
          )
        ).data
        expect({
          total: filtered.total,
          limit: filtered.limit,
          ids: filtered.data.map((e: any) => e.id),
        }).toEqual({ total: 2, limit: 1, ids: [f.bMeta] })
        expect(
          (await api.get(`${HISTORY}/entries/prod_01UNKNOWN`, reader())).data
        ).toEqual({
          total: 0,
          totalCapped: false,
          totalEstimated: false,
          page: 1,
          limit: 25,
          data: [],
        })
      })

      it("term: product number (handle, SKU; stored number as prefix) and name, case-insensitive", async () => {
        const A = [f.aNet, f.aGross, f.aTitle]
        const B = [f.bMeta, f.bBackorder, f.bTitle]
        expect(await idsOf("term=garden-h")).toEqual(B) // handle
        expect(await idsOf("term=gh-1")).toEqual(B) // a variant's SKU
        expect(await idsOf("term=sw-s")).toEqual(A)
        expect(await idsOf(`term=${encodeURIComponent("SEED widg")}`)).toEqual(
          A
        ) // name
        expect(await idsOf("term=hose")).toEqual(B)
        // The product is gone: its entries are found by the number they stored.
        expect(await idsOf("term=old-47")).toEqual([f.gone])
        expect(await idsOf("term=4711")).toEqual([])
        // LIKE wildcards are matched literally.
        expect(await idsOf("term=%25")).toEqual([])
        expect(await idsOf("term=_")).toEqual([])
      })

      it("term matching many products finds each of them, over all months and within a few", async () => {
        // 80 products (removed since: found by the names their entries stored): more than the query lists one by one.
        const knex = getContainer().resolve(
          ContainerRegistrationKeys.PG_CONNECTION
        )
        await knex.raw(
          `INSERT INTO plugin_product_history_entry (id, product_id, product_name, product_number, field_name, old_value, new_value, changed_at, source)
           SELECT md5('manyterm' || n), 'prod_manyterm_' || n, 'Manyterm Anchor ' || n, 'manyterm-' || n, 'title',
             to_jsonb('a' || n), to_jsonb('b' || n), now() - n * interval '1 day', 'subscriber'
           FROM generate_series(1, 80) n`
        )
        // Three more, older than the recent months the 80 products are first read over (37 months).
        await knex.raw(
          `INSERT INTO plugin_product_history_entry (id, product_id, product_name, product_number, field_name, old_value, new_value, changed_at, source)
           SELECT md5('manyterm-old' || n), 'prod_manyterm_' || n, 'Manyterm Anchor ' || n, 'manyterm-' || n, 'weight',
             to_jsonb(n), to_jsonb(n + 1), now() - interval '40 months' - n * interval '1 day', 'subscriber'
           FROM generate_series(1, 3) n`
        )
        const all = await list("term=manyterm&limit=500")
        expect({
          total: all.total,
          products: new Set(all.data.map((e: any) => e.productId)).size,
          oldest: all.data.slice(80).map((e: any) => e.fieldName),
        }).toEqual({
          total: 83,
          products: 80,
          oldest: ["weight", "weight", "weight"],
        })
        // Pages within the recent months and past them are slices of the one list.
        const ids = all.data.map((e: any) => e.id)
        expect(await idsOf("term=manyterm&limit=5&page=2")).toEqual(
          ids.slice(5, 10)
        )
        expect(await idsOf("term=manyterm&limit=20&page=4")).toEqual(
          ids.slice(60, 80)
        )
        expect(await idsOf("term=manyterm&limit=20&page=5")).toEqual(
          ids.slice(80)
        )
        // Saves likewise (each of these entries is a save of its own).
        const saves = async (query: string) =>
          (await list(`term=manyterm&groupBy=changeSet&${query}`)).data.map(
            (set: any) => set.entries[0].id
          )
        expect(await saves("limit=5&page=2")).toEqual(ids.slice(5, 10))
        expect(await saves("limit=20&page=5")).toEqual(ids.slice(80))
        const day = (n: number) =>
          new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)
        const recent = await list(
          `term=manyterm&limit=500&from=${day(10)}&to=${day(0)}`
        )
        expect(recent.total).toBeGreaterThanOrEqual(9)
        expect(recent.total).toBeLessThanOrEqual(11)
        await knex.raw(
          `DELETE FROM plugin_product_history_entry WHERE product_id LIKE 'prod_manyterm_%'`
        )
      })

      it("a term PostgreSQL expects far past the list's window is estimated at once, flagged; a smaller one is counted", async () => {
        const knex = getContainer().resolve(
          ContainerRegistrationKeys.PG_CONNECTION
        )
        // 80 products (a recent window is read first) with 30,000 entries over four years.
        await knex.raw(
          `INSERT INTO plugin_product_history_entry (id, product_id, product_name, product_number, field_name, old_value, new_value, changed_at, source)
           SELECT md5('farterm' || n), 'prod_farterm_' || (n % 80), 'Farterm Anchor ' || (n % 80), 'farterm-' || (n % 80), 'stock',
             to_jsonb(n), to_jsonb(n + 1), now() - (n % 1400) * interval '1 day' - n * interval '1 second', 'job'
           FROM generate_series(1, 30000) n`
        )
        await knex.raw(`ANALYZE plugin_product_history_entry`)
        const far = await list("term=farterm&limit=5")
        expect({
          rows: far.data.length,
          total: far.total,
          totalEstimated: far.totalEstimated,
        }).toEqual({ rows: 5, total: 10000, totalEstimated: true })
        // Within a month the same products are counted.
        const day = (n: number) =>
          new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)
        const month = await list(
          `term=farterm&limit=5&from=${day(20)}&to=${day(0)}`
        )
        expect(month.totalEstimated).toBe(false)
        expect(month.total).toBeGreaterThan(300)
        await knex.raw(
          `DELETE FROM plugin_product_history_entry WHERE product_id LIKE 'prod_farterm_%'`
        )
        // The tests after this one count a few entries within 25 ms: not past 30,000 dead ones and their statistics.
        await knex.raw(`VACUUM ANALYZE plugin_product_history_entry`)
      })

      it("from and to as dates: a date covers its whole day (UTC by default), boundaries included", async () => {
        expect(await idsOf("from=2026-03-03")).toEqual([
          f.gone,
          f.bMeta,
          f.bBackorder,
          f.bTitle,
        ])
        // aNet at 23:59:59.999 is still March 2nd; bTitle at 00:00 on March 3rd is not.
        expect(await idsOf("to=2026-03-02")).toEqual([
          f.aNet,
          f.aGross,
          f.aTitle,
        ])
        expect(await idsOf("from=2026-03-02&to=2026-03-02")).toEqual([
          f.aNet,
          f.aGross,
        ])
        expect(await idsOf("from=2026-03-03&to=2026-03-03")).toEqual([
          f.bBackorder,
          f.bTitle,
        ])
        expect(await idsOf("from=2026-03-06")).toEqual([])
      })

      it("from and to as date-times with an offset: the instants are inclusive", async () => {
        // 02:00 at +02:00 is 00:00 UTC: aGross (from) and bTitle (to) sit exactly on the boundaries.
        const from = encodeURIComponent("2026-03-02T02:00:00+02:00")
        const to = encodeURIComponent("2026-03-03T02:00:00+02:00")
        expect(await idsOf(`from=${from}&to=${to}`)).toEqual([
          f.bTitle,
          f.aNet,
          f.aGross,
        ])
        expect(
          await idsOf(
            `from=${encodeURIComponent("2026-03-02T02:00:00.001+02:00")}&to=${to}`
          )
        ).toEqual([f.bTitle, f.aNet])
        expect(
          await idsOf(`to=${encodeURIComponent("2026-03-02T23:59:59.998Z")}`)
        ).toEqual([f.aGross, f.aTitle])
        expect(
          await idsOf(
            `to=${encodeURIComponent("2026-03-02T19:59:59.999-04:00")}`
          )
        ).toEqual([f.aNet, f.aGross, f.aTitle])
      })

      it("to and from at the printed changedAt include the entry although the database keeps microseconds", async () => {
        const knex = getContainer().resolve(
          ContainerRegistrationKeys.PG_CONNECTION
        )
        await knex("plugin_product_history_entry")
          .where({ id: f.gone })
          .update({ changed_at: "2026-03-05T10:00:00.123456Z" })
        const [printed] = (await list(`term=old-47`)).data
        expect(printed.changedAt).toBe("2026-03-05T10:00:00.123+00:00")
        const at = encodeURIComponent(printed.changedAt)
        expect(await idsOf(`term=old-47&to=${at}`)).toEqual([f.gone])
        expect(await idsOf(`term=old-47&from=${at}`)).toEqual([f.gone])
        expect(await idsOf(`term=old-47&from=${at}&to=${at}`)).toEqual([f.gone])
        // One millisecond earlier excludes it.
        expect(
          await idsOf(
            `term=old-47&to=${encodeURIComponent("2026-03-05T10:00:00.122+00:00")}`
          )
        ).toEqual([])
      })

      it("a date is a day in the shop's time zone (plugin option shopTimeZone): 23:30 UTC belongs to the next day in Berlin", async () => {
        // The option is read on every request; the test sets it on the loaded plugin-settings module and restores it.
        const options = getContainer()
          .resolve<any>("pluginSettings")
          .getOptions()
        expect(options.shopTimeZone).toBe("UTC")
        options.shopTimeZone = "Europe/Berlin"
        try {
          // March 3rd in Berlin runs from 23:00 UTC on the 2nd to 23:00 UTC on the 3rd.
          expect(await idsOf("from=2026-03-03&to=2026-03-03")).toEqual([
            f.bTitle,
            f.aNet,
          ])
          expect(await idsOf("from=2026-03-04&to=2026-03-04")).toEqual([
            f.bMeta,
            f.bBackorder,
          ])
          expect(await idsOf("to=2026-03-03")).toEqual([
            f.bTitle,
            f.aNet,
            f.aGross,
            f.aTitle,
          ])
          // Date-times carry their own offset: the time zone does not apply.
          expect(
            await idsOf(`to=${encodeURIComponent("2026-03-03T00:00:00Z")}`)
          ).toEqual([f.bTitle, f.aNet, f.aGross, f.aTitle])
        } finally {
          options.shopTimeZone = "UTC"
        }
        expect(await idsOf("from=2026-03-03&to=2026-03-03")).toEqual([
          f.bBackorder,
          f.bTitle,
        ])
      })

      it("combines the filters (all must hold)", async () => {
        const q = `productId=${shop.productId}&fieldName=price.gross,price.net,title&source=api&from=2026-03-02&to=2026-03-02`
        expect(await idsOf(q)).toEqual([f.aNet, f.aGross])
        expect(
          await idsOf(
            `productId=${shop.productId}&fieldName=price.net&term=sw-s&source=api&from=2026-03-02`
          )
        ).toEqual([f.aNet])
        expect(await idsOf(`${q}&term=garden`)).toEqual([])
        expect(
          await idsOf(
            `productId=${shop.productId}&source=admin&fieldName=price.gross`
          )
        ).toEqual([])
        expect(
          await idsOf("term=garden&fieldName=title&source=import&to=2026-03-03")
        ).toEqual([f.bTitle])
      })

      it("refuses malformed filters with 400 and a pointer to the parameter", async () => {
        for (const [query, pointer] of [
          ["from=03%2F02%2F2026", "/query/from"],
          ["to=2026-03-02T10:00:00", "/query/to"], // a date-time without offset is ambiguous
          ["from=2026-02-30", "/query/from"],
          ["sort=price", "/query/sort"],
          ["page=0", "/query/page"],
          ["limit=0", "/query/limit"],
        ]) {
          const res = await settle(
            api.get(`${HISTORY}/list?${query}`, reader())
          )
          expect({ query, status: res.status }).toEqual({ query, status: 400 })
          expect(res.data.errors.map((e: any) => e.source?.pointer)).toContain(
            pointer
          )
        }
      })
    })

    describe("GET /list: paging", () => {
      it("pages never overlap, also for entries changed at the same instant; default 25, at most 500", async () => {
        const same = "2026-05-01T12:00:00Z"
        const rows = await insertEntries(
          getContainer(),
          Array.from({ length: 30 }, (_, i) => ({
            product_id: shop.productId,
            product_number: "seed-widget",
            field_name: `metadata.k${i}`,
            new_value: i,
            changed_at: i < 20 ? same : `2026-05-0${2 + (i % 5)}T08:00:00Z`,
          }))
        )
        const first = await list("")
        expect({
          total: first.total,
          size: first.data.length,
          limit: first.limit,
        }).toEqual({ total: 30, size: 25, limit: 25 })
        const second = await list("page=2")
        expect({ page: second.page, size: second.data.length }).toEqual({
          page: 2,
          size: 5,
        })
        const all = [...first.data, ...second.data]
        expect(new Set(all.map((e: any) => e.id)).size).toBe(30)
        expect([...all.map((e: any) => e.id)].sort()).toEqual(
          rows.map((r) => r.id).sort()
        )
        const times = all.map((e: any) => Date.parse(e.changedAt))
        expect(times).toEqual([...times].sort((a, b) => b - a))

        const paged = await allPages(
          api,
          reader(),
          `${HISTORY}/list`,
          new URLSearchParams(),
          7
        )
        expect(paged.ids).toEqual(all.map((e: any) => e.id))
        const page3 = await list("page=3&limit=7")
        expect({
          total: page3.total,
          page: page3.page,
          limit: page3.limit,
          ids: page3.data.map((e: any) => e.id),
        }).toEqual({
          total: 30,
          page: 3,
          limit: 7,
          ids: paged.ids.slice(14, 21),
        })
        expect((await list("page=9&limit=7")).data).toEqual([])

        expect((await list("limit=500")).data).toHaveLength(30)
        const tooMany = expectApiError(
          await settle(api.get(`${HISTORY}/list?limit=501`, reader())),
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
          "/query/limit"
        )
        expect(tooMany.detail).toContain("500")
      })

      it("counts up to 10,000 and says so above it; totalCountMode=exact counts them all; reaches the first 10,000; estimates a slow count", async () => {
        const knex = getContainer().resolve(
          ContainerRegistrationKeys.PG_CONNECTION
        )
        await knex.raw(
          `INSERT INTO plugin_product_history_entry (id, product_id, product_number, field_name, old_value, new_value, changed_at, source)
           SELECT md5('bulk' || n), 'prod_bulk_count', 'bulk-count', 'title', to_jsonb('a' || n), to_jsonb('b' || n), now() - n * interval '1 second', 'subscriber'
           FROM generate_series(1, 10050) n`
        )
        const capped = await list("productId=prod_bulk_count&limit=3")
        expect({
          total: capped.total,
          totalCapped: capped.totalCapped,
          rows: capped.data.length,
        }).toEqual({ total: 10000, totalCapped: true, rows: 3 })
        const exact = await list(
          "productId=prod_bulk_count&limit=3&totalCountMode=exact"
        )
        expect({ total: exact.total, totalCapped: exact.totalCapped }).toEqual({
          total: 10050,
          totalCapped: false,
        })
        const viaAdmin = (
          await api.get(
            "/admin/product-history?product_id=prod_bulk_count&limit=1&total_count_mode=exact",
            admin
          )
        ).data
        expect({
          count: viaAdmin.count,
          count_capped: viaAdmin.count_capped,
          count_estimated: viaAdmin.count_estimated,
        }).toEqual({
          count: 10050,
          count_capped: false,
          count_estimated: false,
        })

        // A page past the first 10,000 is refused in words on both dialects: its work grows with its depth.
        const deep = expectApiError(
          await settle(
            api.get(
              `${HISTORY}/list?productId=prod_bulk_count&page=401&limit=25`,
              reader()
            )
          ),
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
          "/query/page"
        )
        expect(deep.detail).toContain("reaches its first 10,000 entries")
        expect(
          (await list("productId=prod_bulk_count&page=400&limit=25")).data
        ).toHaveLength(25)
        const deepAdmin = await settle(
          api.get("/admin/product-history?offset=9990&limit=20", admin)
        )
        expect(deepAdmin.status).toBe(400)
        expect(deepAdmin.data.message).toContain(
          "offset: a list reaches its first 10,000 entries"
        )

        // A count that takes too long (here: it waits behind a lock) gives way to PostgreSQL's estimate, flagged.
        await knex.raw(`ANALYZE plugin_product_history_entry`)
        const estimated = await listBehindLock(
          "productId=prod_bulk_count&limit=3"
        )
        expect({
          rows: estimated.data.length,
          totalEstimated: estimated.totalEstimated,
          atLeastThePage: estimated.total >= 4,
          atMostTheWindow: estimated.total <= 10000,
        }).toEqual({
          rows: 3,
          totalEstimated: true,
          atLeastThePage: true,
          atMostTheWindow: true,
        })
        await knex.raw(
          `DELETE FROM plugin_product_history_entry WHERE product_id = 'prod_bulk_count'`
        )
      })

      it('a count of saves that takes too long is estimated in saves, not entries: 5,000 saves of 3 entries are not "10,000+"', async () => {
        const knex = getContainer().resolve(
          ContainerRegistrationKeys.PG_CONNECTION
        )
        await knex.raw(
          `INSERT INTO plugin_product_history_entry (id, product_id, product_name, product_number, field_name, old_value, new_value, changed_at, source, change_set_id)
           SELECT md5('bulksaves' || n), 'prod_bulk_saves', 'Bulk Saves', 'bulk-saves', 'metadata.f' || (n % 3),
             to_jsonb(n), to_jsonb(n + 1), now() - (n / 3) * interval '1 minute', 'job', md5('bulksaves-set' || (n / 3))
           FROM generate_series(0, 14999) n`
        )
        await knex.raw(`ANALYZE plugin_product_history_entry`)
        // Counted in time: exactly 5,000.
        const counted = await list(
          "productId=prod_bulk_saves&groupBy=changeSet&limit=3"
        )
        expect([
          counted.total,
          counted.totalCapped,
          counted.totalEstimated,
        ]).toEqual([5000, false, false])
        // A count that waits behind a lock runs out of time: PostgreSQL's estimate of 15,000 entries, by the page's 3 a save.
        const estimated = await listBehindLock(
          "productId=prod_bulk_saves&groupBy=changeSet&limit=3"
        )
        expect({
          rows: estimated.data.length,
          totalCapped: estimated.totalCapped,
          totalEstimated: estimated.totalEstimated,
          aboutFiveThousand: estimated.total > 4000 && estimated.total < 6000,
        }).toEqual({
          rows: 3,
          totalCapped: false,
          totalEstimated: true,
          aboutFiveThousand: true,
        })
        await knex.raw(
          `DELETE FROM plugin_product_history_entry WHERE product_id = 'prod_bulk_saves'`
        )
      })
    })

    describe("GET /entry/:id", () => {
      it("gives one entry; 404 PLUGIN_HISTORY__ENTRY_NOT_FOUND for an unknown id", async () => {
        const f = await insertFixture()
        const listed = (await list("fieldName=allow_backorder")).data[0]
        const { data } = await api.get(
          `${HISTORY}/entry/${f.bBackorder}`,
          reader()
        )
        expect(data).toEqual({ data: listed })
        expect(data.data).toMatchObject({
          variantId: hose.variantId,
          productNumber: "GH-10",
          oldValue: false,
          newValue: true,
          oldValueDisplay: "✗",
          newValueDisplay: "✓",
          source: "cli",
        })

        const missing = expectApiError(
          await settle(api.get(`${HISTORY}/entry/${"0".repeat(32)}`, reader())),
          404,
          "PLUGIN_HISTORY__ENTRY_NOT_FOUND"
        )
        expect(missing.detail).toContain("0".repeat(32))
      })
    })

    describe("display values of real changes (admin API)", () => {
      const byField = async (field: string) =>
        (await list(`productId=${shop.productId}&fieldName=${field}`)).data

      it("prices with their currency, typed values beside them", async () => {
        const { data } = await api.get(
          `/admin/products/${shop.productId}/variants/${shop.small.id}?fields=*prices`,
          admin
        )
        const price = (c: string) =>
          data.variant.prices.find((p: any) => p.currency_code === c)
        await api.post(
          `/admin/products/${shop.productId}/variants/batch`,
          {
            update: [
              {
                id: shop.small.id,
                prices: [
                  { id: price("eur").id, currency_code: "eur", amount: 12.5 },
                  { id: price("usd").id, currency_code: "usd", amount: 13.75 },
                ],
              },
            ],
          },
          admin
        )
        expect(
          (await byField("price.gross")).map((e: any) => [
            e.productNumber,
            e.oldValue,
            e.newValue,
            e.oldValueDisplay,
            e.newValueDisplay,
          ])
        ).toEqual([["SW-S", 10, 12.5, "€10.00", "€12.50"]])
        expect(
          (await byField("price.net")).map((e: any) => [
            e.oldValue,
            e.newValue,
            e.oldValueDisplay,
            e.newValueDisplay,
          ])
        ).toEqual([[11, 13.75, "$11.00", "$13.75"]])
      })

      it("booleans as ✓ and ✗", async () => {
        await api.post(
          `/admin/products/${shop.productId}/variants/${shop.small.id}`,
          { allow_backorder: true },
          admin
        )
        await api.post(
          `/admin/products/${shop.productId}`,
          { discountable: false },
          admin
        )
        expect(
          (await byField("allow_backorder")).map((e: any) => [
            e.oldValue,
            e.newValue,
            e.oldValueDisplay,
            e.newValueDisplay,
          ])
        ).toEqual([[false, true, "✗", "✓"]])
        expect(
          (await byField("discountable")).map((e: any) => [
            e.oldValueDisplay,
            e.newValueDisplay,
          ])
        ).toEqual([["✓", "✗"]])
      })

      it("JSON compact in the list (long values shortened), in full in the entry; named things by name", async () => {
        // (Medusa's product update answers 500 for a null inside an array in metadata: it walks metadata for relations.)
        const long = {
          dimensions: Object.fromEntries(
            Array.from({ length: 12 }, (_, i) => [
              `axis${i}`,
              { mm: i * 125.5, ok: i % 2 === 0 },
            ])
          ),
          note: "x".repeat(40),
        }
        const short = { a: 1, b: { c: true, d: 2.5, e: "z" } }
        await api.post(
          `/admin/products/${shop.productId}`,
          { metadata: { origin: "seed", short, long } },
          admin
        )
        await api.post(
          `/admin/products/${shop.productId}`,
          { tags: [{ id: shop.tags.alpha.id }, { id: shop.tags.beta.id }] },
          admin
        )

        const [shortEntry] = await byField("metadata.short")
        expect(shortEntry).toMatchObject({
          oldValue: null,
          newValue: short,
          oldValueDisplay: "",
          newValueDisplay: '{"a":1,"b":{"c":true,"d":2.5,"e":"z"}}',
        })

        const [longEntry] = await byField("metadata.long")
        expect(longEntry.newValue).toEqual(long)
        // Compact JSON of the value as stored (jsonb orders the keys its own way).
        const json = JSON.stringify(longEntry.newValue)
        expect(json.length).toBeGreaterThan(200)
        expect(longEntry.newValueDisplay).toHaveLength(200)
        expect(longEntry.newValueDisplay).toBe(`${json.slice(0, 199)}…`)
        const full = (
          await api.get(`${HISTORY}/entry/${longEntry.id}`, reader())
        ).data.data
        expect(full.newValueDisplay).toBe(json)
        expect(full.newValue).toEqual(long)

        const [tags] = await byField("tags")
        expect([tags.oldValueDisplay, tags.newValueDisplay]).toEqual([
          "beta",
          "alpha, beta",
        ])
      })
    })

    describe("GET /price-series/:productId", () => {
      it("gives one series per variant and price, changed or not, from the first known price to the live one", async () => {
        const setEur = async (amount: number) => {
          const { data } = await api.get(
            `/admin/products/${shop.productId}/variants/${shop.small.id}?fields=*prices`,
            admin
          )
          const prices = data.variant.prices.map((p: any) => ({
            id: p.id,
            currency_code: p.currency_code,
            amount: p.currency_code === "eur" ? amount : p.amount,
          }))
          await api.post(
            `/admin/products/${shop.productId}/variants/batch`,
            { update: [{ id: shop.small.id, prices }] },
            admin
          )
        }
        await setEur(12.5)
        await setEur(15)
        const changes = (
          await list(
            `productId=${shop.productId}&fieldName=price.gross&sort=changedAt`
          )
        ).data
        expect(changes.map((e: any) => e.newValue)).toEqual([12.5, 15])

        const { data } = await api.get(
          `${HISTORY}/price-series/${shop.productId}?days=90`,
          reader()
        )
        const series = data.data
        expect(series.productId).toBe(shop.productId)
        expect(series.days).toBe(90)
        expect(Date.parse(series.to) - Date.parse(series.from)).toBe(
          90 * 86_400_000
        )
        // Both variants in both currencies: the unchanged prices are lines too.
        expect(
          series.series.map((l: any) => `${l.sku} ${l.label}`).sort()
        ).toEqual(["SW-M EUR", "SW-M USD", "SW-S EUR", "SW-S USD"])
        const s = series.series.find(
          (l: any) => l.variantId === shop.small.id && l.currencyCode === "eur"
        )
        expect({ ...s, points: undefined }).toEqual({
          variantId: shop.small.id,
          sku: "SW-S",
          currencyCode: "eur",
          fieldName: "price.gross",
          priceListId: null,
          minQuantity: null,
          maxQuantity: null,
          rules: {},
          label: "EUR",
          points: undefined,
        })
        expect(s.points.map((p: any) => [p.value, p.entryId])).toEqual([
          [10, null],
          [12.5, changes[0].id],
          [15, changes[1].id],
          [15, null],
        ])
        // The product was created today: its line starts then, not at the window's start.
        const { data: created } = await api.get(
          `/admin/products/${shop.productId}/variants/${shop.small.id}?fields=created_at`,
          admin
        )
        expect(s.points[0].at).toBe(
          new Date(created.variant.created_at).toISOString()
        )
        expect(Date.parse(s.points[0].at)).toBeGreaterThan(
          Date.parse(series.from)
        )
        expect(s.points[1].at).toBe(
          new Date(changes[0].changedAt).toISOString()
        )
        expect(s.points[3].at).toBe(series.to)

        // Without days the window is 90 days; /admin gives the same series in Medusa's snake_case.
        expect(
          (await api.get(`${HISTORY}/price-series/${shop.productId}`, reader()))
            .data.data.days
        ).toBe(90)
        const adminSeries = (
          await api.get(
            `/admin/products/${shop.productId}/price-series?days=90`,
            admin
          )
        ).data.price_series
        const valuesOf = (sku: string, currency: string) =>
          adminSeries.series
            .find((x: any) => x.sku === sku && x.currency_code === currency)
            .points.map((p: any) => p.value)
        expect([
          valuesOf("SW-S", "eur"),
          valuesOf("SW-S", "usd"),
          valuesOf("SW-M", "eur"),
          valuesOf("SW-M", "usd"),
        ]).toEqual([
          [10, 12.5, 15, 15],
          [11, 11],
          [20, 20],
          [22, 22],
        ])
        expect(adminSeries.product_id).toBe(shop.productId)
        const smallEur = adminSeries.series.find(
          (x: any) => x.sku === "SW-S" && x.currency_code === "eur"
        )
        expect({ ...smallEur, points: undefined }).toEqual({
          variant_id: shop.small.id,
          sku: "SW-S",
          currency_code: "eur",
          field_name: "price.gross",
          price_list_id: null,
          min_quantity: null,
          max_quantity: null,
          rules: {},
          label: "EUR",
          points: undefined,
        })
        expect(smallEur.points[1]).toEqual({
          at: new Date(changes[0].changedAt).toISOString(),
          value: 12.5,
          entry_id: changes[0].id,
        })

        expectApiError(
          await settle(
            api.get(`${HISTORY}/price-series/prod_01UNKNOWN`, reader())
          ),
          404,
          "PLUGIN_HISTORY__PRODUCT_NOT_FOUND"
        )
        expectApiError(
          await settle(
            api.get(
              `${HISTORY}/price-series/${shop.productId}?days=0`,
              reader()
            )
          ),
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
          "/query/days"
        )
      })

      it("starts a window with the price it held then, known from a change before it or from the old value of the first change inside", async () => {
        // The product as if created 100 days ago; its EUR price went from 12 to 10 (what it holds) 10 days ago.
        const knex = getContainer().resolve(
          ContainerRegistrationKeys.PG_CONNECTION
        )
        const longAgo = new Date(Date.now() - 100 * 86_400_000)
        await knex("product")
          .where({ id: shop.productId })
          .update({ created_at: longAgo })
        await knex("product_variant")
          .where({ product_id: shop.productId })
          .update({ created_at: longAgo })
        const [old] = await insertEntries(getContainer(), [
          {
            product_id: shop.productId,
            variant_id: shop.small.id,
            product_number: "SW-S",
            field_name: "price.gross",
            old_value: 12,
            new_value: 10,
            context_data: { currency_code: "eur", rules: {} },
            changed_at: new Date(Date.now() - 10 * 86_400_000),
          },
        ])
        const short = (
          await api.get(
            `${HISTORY}/price-series/${shop.productId}?days=5`,
            reader()
          )
        ).data.data
        const smallEur = (page: any) =>
          page.series.find(
            (l: any) =>
              l.variantId === shop.small.id && l.currencyCode === "eur"
          )
        expect(smallEur(short).points).toEqual([
          { at: short.from, value: 10, entryId: null },
          { at: short.to, value: 10, entryId: null },
        ])
        const wide = (
          await api.get(
            `${HISTORY}/price-series/${shop.productId}?days=30`,
            reader()
          )
        ).data.data
        expect(
          smallEur(wide).points.map((p: any) => [p.at, p.value, p.entryId])
        ).toEqual([
          [wide.from, 12, null],
          [new Date(old.changed_at).toISOString(), 10, old.id],
          [wide.to, 10, null],
        ])
      })
    })

    describe("/admin dialect", () => {
      it("lists with snake_case filters, offset paging and display values; one entry; one product's history", async () => {
        const f = await insertFixture()
        const { data } = await api.get(
          "/admin/product-history?field_name=title&field_name=price.gross&offset=1&limit=2",
          admin
        )
        expect({
          count: data.count,
          offset: data.offset,
          limit: data.limit,
          ids: data.entries.map((e: any) => e.id),
        }).toEqual({ count: 4, offset: 1, limit: 2, ids: [f.bTitle, f.aGross] })
        expect(data.entries[1]).toMatchObject({
          id: f.aGross,
          product_id: shop.productId,
          variant_id: shop.small.id,
          field_name: "price.gross",
          old_value: 10,
          new_value: 12.5,
          old_value_display: "€10.00",
          new_value_display: "€12.50",
          changed_at: "2026-03-02T00:00:00.000+00:00",
          source: "api",
          context_data: { currency_code: "eur" },
        })
        expect(
          (
            await api.get(
              "/admin/product-history?q=garden&source=import,cli&from=2026-03-03&to=2026-03-03",
              admin
            )
          ).data.entries.map((e: any) => e.id)
        ).toEqual([f.bBackorder, f.bTitle])
        expect(
          (
            await api.get(
              "/admin/product-history?order=changed_at&limit=2",
              admin
            )
          ).data.entries.map((e: any) => e.id)
        ).toEqual([f.aTitle, f.aGross])

        const one = (await api.get(`/admin/product-history/${f.bMeta}`, admin))
          .data.entry
        expect(one).toMatchObject({
          id: f.bMeta,
          field_name: "metadata.color",
          new_value: "green",
          new_value_display: "green",
          old_value_display: "",
        })
        const missing = await settle(
          api.get(`/admin/product-history/${"0".repeat(32)}`, admin)
        )
        expect(missing.status).toBe(404)

        const own = (
          await api.get(
            `/admin/products/${hose.productId}/history?field_name=title,allow_backorder`,
            admin
          )
        ).data
        expect({
          count: own.count,
          ids: own.entries.map((e: any) => e.id),
        }).toEqual({ count: 2, ids: [f.bBackorder, f.bTitle] })

        const tooMany = await settle(
          api.get("/admin/product-history?limit=501", admin)
        )
        expect(tooMany.status).toBe(400)
        expect(tooMany.data.message).toContain("at most 500")
      })
    })
  },
})
