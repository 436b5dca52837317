import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import productHistoryRetentionJob from "../../src/jobs/product-history-retention"
import { deleteExpiredHistoryWorkflow } from "../../src/workflows/product-history"
import { createAdminUser } from "../helpers/admin-user"
import { allHistoryEntries } from "../helpers/history"
import { type EntrySeed, insertEntries } from "../helpers/history-api"

jest.setTimeout(120 * 1000)

const DAY = 86_400_000
const GROUPS = { default: 730, stock: 90, "stock.reserved": 30 }

/**
 * Retention by field group, as a shop sets it up: `historyRetentionDays:
 * { default: 730, stock: 90, "stock.reserved": 30 }` (here through the dev
 * app's PLUGIN_HISTORY_RETENTION_DAYS). Each field keeps its most specific
 * group's days, and the newest entry of each product field always stays.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {
    PLUGIN_HISTORY_RETENTION_DAYS: "default=730,stock=90,stock.reserved=30",
  },
  testSuite: ({ api, getContainer }) => {
    const ago = (days: number) => new Date(Date.now() - days * DAY)
    const A = { product_id: "prod_01RETENTION", product_number: "RT-1" }
    const V = {
      ...A,
      variant_id: "variant_01RETENTION",
      product_number: "RT-1-S",
    }
    const at = (location: string) => ({ location_id: location })
    const eur = { currency_code: "eur", price_list_id: null, rules: {} }

    /** The seeds, each named by what should become of it. */
    const SEEDS: [string, EntrySeed][] = [
      // stock.reserved (30 days): only the newest of each location stays once older than 30 days.
      [
        "reserved 200d",
        {
          ...V,
          field_name: "stock.reserved",
          new_value: 1,
          context_data: at("sloc_1"),
          changed_at: ago(200),
        },
      ],
      [
        "reserved 100d",
        {
          ...V,
          field_name: "stock.reserved",
          new_value: 2,
          context_data: at("sloc_1"),
          changed_at: ago(100),
        },
      ],
      [
        "reserved 40d",
        {
          ...V,
          field_name: "stock.reserved",
          new_value: 3,
          context_data: at("sloc_1"),
          changed_at: ago(40),
        },
      ],
      [
        "reserved 10d",
        {
          ...V,
          field_name: "stock.reserved",
          new_value: 4,
          context_data: at("sloc_1"),
          changed_at: ago(10),
        },
      ],
      [
        "reserved 50d other location",
        {
          ...V,
          field_name: "stock.reserved",
          new_value: 5,
          context_data: at("sloc_2"),
          changed_at: ago(50),
        },
      ],
      [
        "reserved 45d other location, its newest",
        {
          ...V,
          field_name: "stock.reserved",
          new_value: 6,
          context_data: at("sloc_2"),
          changed_at: ago(45),
        },
      ],
      // stock (90 days).
      [
        "stock 120d",
        {
          ...V,
          field_name: "stock",
          new_value: 10,
          context_data: at("sloc_1"),
          changed_at: ago(120),
        },
      ],
      [
        "stock 95d",
        {
          ...V,
          field_name: "stock",
          new_value: 11,
          context_data: at("sloc_1"),
          changed_at: ago(95),
        },
      ],
      [
        "stock 60d",
        {
          ...V,
          field_name: "stock",
          new_value: 12,
          context_data: at("sloc_1"),
          changed_at: ago(60),
        },
      ],
      [
        "stock 200d, the only one of its location",
        {
          ...V,
          field_name: "stock",
          new_value: 13,
          context_data: at("sloc_2"),
          changed_at: ago(200),
        },
      ],
      // default (730 days): prices, texts, metadata.
      [
        "price 800d",
        {
          ...V,
          field_name: "price.gross",
          new_value: 20,
          context_data: eur,
          changed_at: ago(800),
        },
      ],
      [
        "price 100d",
        {
          ...V,
          field_name: "price.gross",
          new_value: 21,
          context_data: eur,
          changed_at: ago(100),
        },
      ],
      [
        "price 10d",
        {
          ...V,
          field_name: "price.gross",
          new_value: 22,
          context_data: eur,
          changed_at: ago(10),
        },
      ],
      [
        "title 900d, the only one",
        { ...A, field_name: "title", new_value: "Old", changed_at: ago(900) },
      ],
      [
        "metadata 740d",
        {
          ...A,
          field_name: "metadata.color",
          new_value: "red",
          changed_at: ago(740),
        },
      ],
      [
        "metadata 700d",
        {
          ...A,
          field_name: "metadata.color",
          new_value: "blue",
          changed_at: ago(700),
        },
      ],
    ]
    const DELETED = [
      "reserved 200d",
      "reserved 100d",
      "reserved 40d",
      "reserved 50d other location",
      "stock 120d",
      "stock 95d",
      "price 800d",
      "metadata 740d",
    ]

    const seed = () =>
      insertEntries(
        getContainer(),
        SEEDS.map(([, s]) => s)
      )
    /** The names of the seeds still there. */
    const left = async (rows: { id: string }[]) => {
      const ids = new Set(
        (await allHistoryEntries(getContainer())).map((e: any) => e.id)
      )
      return SEEDS.filter((_, i) => ids.has(rows[i].id)).map(([name]) => name)
    }
    const kept = SEEDS.map(([name]) => name).filter(
      (name) => !DELETED.includes(name)
    )

    it("shows the groups in the plugin's settings as the option resolved them", async () => {
      const admin = await createAdminUser(getContainer(), api)
      const res = await api.get("/admin/plugin-settings", admin)
      expect(res.data.options.historyRetentionDays).toEqual(GROUPS)
    })

    it("the daily job deletes old reserved stock and stock by their own days, keeps a 100-day-old price, and the newest entry of each product field; it says per group what it removed", async () => {
      const rows = await seed()
      const logger = getContainer().resolve(ContainerRegistrationKeys.LOGGER)
      const info = jest.spyOn(logger, "info")
      try {
        await productHistoryRetentionJob(getContainer())
        expect(await left(rows)).toEqual(kept)
        const lines = info.mock.calls
          .map(([line]) => String(line))
          .filter((line) => line.startsWith("Product history retention"))
        expect(lines).toEqual([
          expect.stringMatching(
            /^Product history retention: removed 2 entries of stock \(1 field\) changed before \d{4}-\d\d-\d\d \d\d:\d\d UTC \(kept 90 days; the newest entry of each product field stays\)\.$/
          ),
          expect.stringMatching(
            /^Product history retention: removed 4 entries of stock\.reserved changed before .* \(kept 30 days;/
          ),
          expect.stringMatching(
            /^Product history retention: removed 2 entries of every other field \(3 fields\) changed before .* \(kept 730 days;/
          ),
        ])
      } finally {
        info.mockRestore()
      }
    })

    it("batches of one entry find the same, each group with its fields and cut-off", async () => {
      const rows = await seed()
      const now = new Date()
      const { result } = await deleteExpiredHistoryWorkflow(getContainer()).run(
        {
          input: { retention: GROUPS, now: now.toISOString(), batchSize: 1 },
        }
      )
      const cutOff = (days: number) =>
        new Date(now.getTime() - days * DAY).toISOString()
      expect(result).toEqual({
        deleted: DELETED.length,
        groups: [
          {
            group: "stock",
            days: 90,
            cutOff: cutOff(90),
            fields: ["stock"],
            deleted: 2,
          },
          {
            group: "stock.reserved",
            days: 30,
            cutOff: cutOff(30),
            fields: ["stock.reserved"],
            deleted: 4,
          },
          {
            group: "default",
            days: 730,
            cutOff: cutOff(730),
            fields: ["metadata.color", "price.gross", "title"],
            deleted: 2,
          },
        ],
        // Entries seeded years back wait in the edge before the first month (no month of theirs was made): none goes whole.
        months: [],
      })
      expect(await left(rows)).toEqual(kept)
    })

    it("looks at entries of one millisecond (the capture writes microseconds) each once, and keeps the newest of them", async () => {
      const seeds = [0, 1, 2, 3].map((n): EntrySeed => ({
        ...V,
        field_name: "stock.reserved",
        new_value: n,
        context_data: at("sloc_1"),
        changed_at: ago(60),
      }))
      const rows = await insertEntries(getContainer(), seeds)
      const knex = getContainer().resolve<Knex>(
        ContainerRegistrationKeys.PG_CONNECTION
      )
      // One millisecond, four microseconds: the ids' order runs against the times'.
      for (const [n, row] of rows.entries())
        await knex.raw(
          `UPDATE plugin_product_history_entry SET changed_at = changed_at + make_interval(secs => ? / 1e6), id = ? WHERE id = ?`,
          [n, `rt${9 - n}`, row.id]
        )
      const { result } = await deleteExpiredHistoryWorkflow(getContainer()).run(
        {
          input: {
            retention: GROUPS,
            now: new Date().toISOString(),
            batchSize: 1,
          },
        }
      )
      expect(result.deleted).toBe(3)
      expect(
        (await allHistoryEntries(getContainer())).map((e: any) => [
          e.id,
          e.new_value,
        ])
      ).toEqual([["rt6", 3]])
    })

    it("keeps everything younger than its group's days, and whatever the days, the newest entry of each field", async () => {
      const rows = await seed()
      const run = (retention: Record<string, number>, now: Date) =>
        deleteExpiredHistoryWorkflow(getContainer()).run({
          input: {
            retention: { default: 36_500, ...retention },
            now: now.toISOString(),
            batchSize: 3,
          },
        })
      expect((await run({}, new Date())).result.deleted).toBe(0)
      expect(await left(rows)).toEqual(SEEDS.map(([name]) => name))
      // A cut-off after every entry: one entry of each product field stays.
      await run({ default: 1, stock: 1 }, new Date(Date.now() + 2 * DAY))
      expect(await left(rows)).toEqual([
        "reserved 10d",
        "reserved 45d other location, its newest",
        "stock 60d",
        "stock 200d, the only one of its location",
        "price 10d",
        "title 900d, the only one",
        "metadata 700d",
      ])
    })
  },
})
