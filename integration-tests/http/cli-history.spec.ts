import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { runCli, testDatabaseUrl } from "../helpers/cli"
import {
  allHistoryEntries,
  type HistoryShop,
  seedHistoryShop,
} from "../helpers/history"
import {
  HISTORY,
  historyCaller,
  parseCsv,
  CSV_HEADER,
} from "../helpers/history-api"

jest.setTimeout(300 * 1000)

const DB_NAME = "b2b_history_cli_history"

/**
 * `plugin:history:add` run as the package bin against the app folder: a
 * manual entry for a product (handle) or variant (SKU) that then appears in
 * the list like any other, with its source and comment; exit 2 on wrong
 * usage, 1 for an unknown product number.
 */
medusaIntegrationTestRunner({
  inApp: true,
  dbName: DB_NAME,
  env: { MEDUSA_WORKER_MODE: "server" },
  testSuite: ({ api, getContainer }) => {
    let shop: HistoryShop
    beforeAll(async () => {
      shop = await seedHistoryShop(getContainer())
    })

    const cli = (...args: string[]) =>
      runCli(["plugin:history:add", ...args], testDatabaseUrl(DB_NAME))
    const reader = () =>
      historyCaller(
        api,
        getContainer(),
        ["plugin_product_history:read"],
        "History reader"
      )

    it("adds an entry for a product by handle with typed values, source and comment; it appears in the list and cannot be rolled back", async () => {
      const run = await cli(
        "--productNumber",
        "seed-widget",
        "--field",
        "price.gross",
        "--oldValue",
        "10",
        "--newValue",
        "12.5",
        "--source",
        "ERP nightly",
        "--comment",
        "Price list 2027"
      )
      expect(run.stderr).toBe("")
      expect(run.code).toBe(0)
      const id = /History entry ([0-9a-f]{32}) added/.exec(run.stdout)?.[1]
      expect(run.stdout.trim()).toBe(
        `History entry ${id} added: seed-widget price.gross 10 → 12.5 (source ERP nightly).`
      )

      const headers = await reader()
      const { data } = await api.get(
        `${HISTORY}/list?source=${encodeURIComponent("ERP nightly")}`,
        headers
      )
      expect(data.total).toBe(1)
      expect(data.data[0]).toMatchObject({
        id,
        productId: shop.productId,
        variantId: null,
        productName: "Seed Widget",
        productNumber: "seed-widget",
        fieldName: "price.gross",
        oldValue: 10,
        newValue: 12.5,
        source: "ERP nightly",
        changedBy: "ERP nightly",
        comment: "Price list 2027",
        rolledBackEntryId: null,
        manual: true, // whatever source it names, it shows it was typed in
      })
      expect(Date.now() - Date.parse(data.data[0].changedAt)).toBeLessThan(
        120_000
      )
      expect(
        (
          await api.get(
            `${HISTORY}/list?term=seed-widget&fieldName=price.gross`,
            headers
          )
        ).data.data.map((e: any) => e.id)
      ).toEqual([id])

      // A manual entry names no stored field: it cannot be rolled back.
      const editor = await historyCaller(
        api,
        getContainer(),
        ["plugin_product_history.editor"],
        "Editor"
      )
      const refused = await api
        .post(`${HISTORY}/rollback/${id}`, {}, editor)
        .catch((e: any) => e.response)
      expect(refused.data.errors[0].code).toBe(
        "PLUGIN_HISTORY__NOT_ROLLBACKABLE"
      )
    })

    it("adds a variant entry by SKU, default source cli; text values stay text and -5.00 as JSON text survives the CSV", async () => {
      const first = await cli(
        "--productNumber",
        "SW-M",
        "--field",
        "allow_backorder",
        "--oldValue",
        "false",
        "--newValue",
        "true"
      )
      expect(first.code).toBe(0)
      const second = await cli(
        "--productNumber",
        "SW-M",
        "--field",
        "metadata.note",
        "--oldValue",
        "=cmd|' /C calc'!A0",
        "--newValue",
        '"-5.00"',
        "--comment",
        "=1+1"
      )
      expect(second.stderr).toBe("")
      expect(second.code).toBe(0)

      const entries = await allHistoryEntries(getContainer())
      expect(
        entries.map((e: any) => [
          e.variant_id,
          e.product_number,
          e.field_name,
          e.old_value,
          e.new_value,
          e.source,
          e.comment,
        ])
      ).toEqual([
        [shop.medium.id, "SW-M", "allow_backorder", false, true, "cli", null],
        [
          shop.medium.id,
          "SW-M",
          "metadata.note",
          "=cmd|' /C calc'!A0",
          "-5.00",
          "cli",
          "=1+1",
        ],
      ])
      const headers = await reader()
      const listed = (
        await api.get(
          `${HISTORY}/list?source=cli&fieldName=allow_backorder`,
          headers
        )
      ).data.data[0]
      expect([
        listed.oldValueDisplay,
        listed.newValueDisplay,
        listed.productNumber,
      ]).toEqual(["✗", "✓", "SW-M"])

      const res = await api.post(
        `${HISTORY}/export-csv`,
        { fieldName: "metadata.note" },
        { ...headers, responseType: "arraybuffer" }
      )
      const [header, row] = parseCsv(res.data)
      const cell = (name: string) => row[CSV_HEADER.indexOf(name)]
      expect(header).toEqual(CSV_HEADER)
      expect([
        cell("Old value"),
        cell("New value"),
        cell("New value (formatted)"),
        cell("Comment"),
        cell("Written by hand"),
      ]).toEqual(["'=cmd|' /C calc'!A0", "-5.00", "-5.00", "'=1+1", "yes"])
    })

    it("a hand-made entry of a stored field (title, a variant price) is refused by rollback with 400 and changes nothing", async () => {
      const add = (...args: string[]) => cli(...args)
      expect(
        (
          await add(
            "--productNumber",
            "seed-widget",
            "--field",
            "title",
            "--oldValue",
            "Typed by hand",
            "--newValue",
            "Seed Widget"
          )
        ).code
      ).toBe(0)
      expect(
        (
          await add(
            "--productNumber",
            "SW-M",
            "--field",
            "price.gross",
            "--oldValue",
            "1",
            "--newValue",
            "20"
          )
        ).code
      ).toBe(0)
      const editor = await historyCaller(
        api,
        getContainer(),
        ["plugin_product_history.editor"],
        "Editor"
      )
      const before = await allHistoryEntries(getContainer())
      for (const entry of before) {
        for (const body of [{}, { force: true }]) {
          const refused = await api
            .post(`${HISTORY}/rollback/${entry.id}`, body, editor)
            .catch((e: any) => e.response)
          expect(refused.status).toBe(400)
          expect(refused.data.errors[0].code).toBe(
            "PLUGIN_HISTORY__NOT_ROLLBACKABLE"
          )
          expect(refused.data.errors[0].detail).toContain("written by hand")
        }
      }
      const product = await getContainer()
        .resolve("product")
        .retrieveProduct(shop.productId)
      expect(product.title).toBe("Seed Widget")
      expect(await allHistoryEntries(getContainer())).toEqual(before)
    })

    it("exits 1 with words for an unknown product number, writing nothing", async () => {
      const run = await cli(
        "--productNumber",
        "NO-SUCH-THING",
        "--field",
        "title",
        "--newValue",
        "x"
      )
      expect(run.code).toBe(1)
      expect(run.stderr.trim()).toBe(
        'Error: No product has the number "NO-SUCH-THING" (a product handle or a variant SKU).'
      )
      expect(run.stderr).not.toMatch(/\n\s+at /)
      expect(await allHistoryEntries(getContainer())).toEqual([])
    })

    it("refuses wrong usage with exit code 2 and says what is expected", async () => {
      const cases: [string[], string][] = [
        [
          ["--field", "title", "--newValue", "x"],
          "--productNumber is required",
        ],
        [
          ["--productNumber", "seed-widget", "--newValue", "x"],
          "--field is required",
        ],
        [
          ["--productNumber", " ", "--field", "title"],
          "--productNumber must not be empty",
        ],
        [
          [
            "--productNumber",
            "seed-widget",
            "--field",
            "title",
            "--colour",
            "red",
          ],
          "unknown option '--colour'",
        ],
        [
          [
            "--productNumber",
            "SW-M",
            "--field",
            "price.gross",
            "--newValue",
            "abc",
          ],
          '--newValue: "price.gross" holds a number, e.g. 12.5; "abc" is not.',
        ],
        [
          [
            "--productNumber",
            "seed-widget",
            "--field",
            "status",
            "--oldValue",
            "live",
          ],
          '--oldValue: "status" holds one of draft, proposed, published, rejected; "live" is not.',
        ],
      ]
      for (const [args, message] of cases) {
        const run = await cli(...args)
        expect({ args, code: run.code }).toEqual({ args, code: 2 })
        expect(run.stderr).toContain(message)
        expect(run.stdout).toBe("")
      }
      expect(await allHistoryEntries(getContainer())).toEqual([])
    })
  },
})
