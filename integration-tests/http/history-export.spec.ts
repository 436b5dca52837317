import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createAdminUser } from "../helpers/admin-user"
import { expectApiError } from "../helpers/api-assertions"
import { settle } from "../helpers/api-client"
import { type HistoryShop, seedHistoryShop } from "../helpers/history"
import {
  allPages,
  createGardenHose,
  CSV_FILE_NAME,
  CSV_HEADER,
  csvRecords,
  csvText,
  HISTORY,
  historyCaller,
  insertEntries,
  ISO_WITH_OFFSET,
  parseCsv,
} from "../helpers/history-api"

jest.setTimeout(240 * 1000)

/**
 * CSV and PDF export of the product history (`/api` and `/admin`): the CSV
 * holds exactly the entries of the list for the same filters, all pages, in
 * the same order; cells a spreadsheet would run as formulas are neutralised,
 * numbers are not; the PDF is a PDF.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let shop: HistoryShop
    let hose: Awaited<ReturnType<typeof createGardenHose>>
    let admin: { headers: Record<string, string> }
    let reader: Awaited<ReturnType<typeof historyCaller>>

    beforeAll(async () => {
      shop = await seedHistoryShop(getContainer())
      hose = await createGardenHose(getContainer())
      admin = await createAdminUser(getContainer(), api)
    })
    beforeEach(async () => {
      reader = await historyCaller(
        api,
        getContainer(),
        ["plugin_product_history:read"],
        "History reader"
      )
    })

    const exportCsv = async (body: unknown) => {
      const res = await api.post(`${HISTORY}/export-csv`, body, {
        ...reader,
        responseType: "arraybuffer",
      })
      expect(res.status).toBe(200)
      expect(res.headers["content-type"]).toMatch(/^text\/csv/)
      expect(res.headers["content-disposition"]).toMatch(CSV_FILE_NAME)
      return csvText(res.data)
    }
    const csvRows = async (body: unknown) => csvRecords(await exportCsv(body))
    /** The list's query string for a JSON filter body (arrays as repeated parameters). */
    const queryOf = (body: Record<string, unknown>) => {
      const q = new URLSearchParams()
      for (const [k, v] of Object.entries(body))
        for (const one of [v].flat()) q.append(k, String(one))
      return q
    }

    /** 70 entries over two products, many fields and sources, some at the same instant, from January to June 2026. */
    async function insertMany() {
      const fields = [
        "title",
        "price.gross",
        "price.net",
        "allow_backorder",
        "metadata.color",
        "stock",
      ]
      const sources = ["admin", "api", "cli", "import", "subscriber"]
      return insertEntries(
        getContainer(),
        Array.from({ length: 70 }, (_, i) => {
          const field = fields[i % fields.length]
          const onA = i % 3 !== 0
          const variant =
            field.startsWith("price") ||
            field === "allow_backorder" ||
            field === "stock"
          return {
            product_id: onA ? shop.productId : hose.productId,
            product_name: onA ? "Seed Widget" : "Garden Hose",
            variant_id: variant ? (onA ? shop.small.id : hose.variantId) : null,
            product_number: variant
              ? onA
                ? "SW-S"
                : "GH-10"
              : onA
                ? "seed-widget"
                : "garden-hose",
            field_name: field,
            old_value:
              field === "allow_backorder"
                ? false
                : field.startsWith("price")
                  ? i
                  : `old ${i}`,
            new_value:
              field === "allow_backorder"
                ? true
                : field.startsWith("price")
                  ? i + 0.5
                  : `new ${i}`,
            context_data: field.startsWith("price")
              ? { currency_code: field === "price.gross" ? "eur" : "usd" }
              : null,
            source: sources[i % sources.length],
            // Every fourth entry shares its instant with the one before: the id decides their order.
            changed_at: new Date(
              Date.UTC(2026, 0, 1) +
                Math.floor(i - (i % 4 === 3 ? 1 : 0)) * 2.5 * 86_400_000
            ),
          }
        })
      )
    }

    describe("POST /export-csv", () => {
      it("holds exactly the list's entries for the same filters, all pages, in the same order", async () => {
        await insertMany()
        const filters: Record<string, unknown>[] = [
          {},
          { fieldName: ["title", "price.gross", "stock"] },
          {
            fieldName: "title,price.gross,stock",
            source: ["admin", "api", "cli", "import"],
          },
          { productId: [shop.productId], from: "2026-02-01", to: "2026-05-15" },
          { term: "sw-s", sort: "changedAt" },
          {
            term: "garden",
            to: "2026-04-01T12:00:00+02:00",
            sort: "fieldName",
          },
          { source: "nobody" },
        ]
        let longest = 0
        for (const body of filters) {
          const listed = await allPages(
            api,
            reader,
            `${HISTORY}/list`,
            queryOf(body),
            25
          )
          const rows = await csvRows(body)
          expect({ body, ids: rows.map((r) => r["Entry ID"]) }).toEqual({
            body,
            ids: listed.ids,
          })
          expect(listed.ids).toHaveLength(listed.total)
          longest = Math.max(longest, rows.length)
        }
        // More rows than one page of the list.
        expect(longest).toBe(70)
      })

      it("writes each cell as the list shows it: ISO 8601 dates with offset, typed values as JSON, display values", async () => {
        const [price] = await insertEntries(getContainer(), [
          {
            product_id: shop.productId,
            variant_id: shop.small.id,
            product_name: "Seed Widget",
            product_number: "SW-S",
            field_name: "price.gross",
            old_value: 10,
            new_value: 12.5,
            context_data: { currency_code: "eur", rules: {} },
            changed_at: "2026-03-02T09:15:00.250Z",
            source: "api",
            changed_by: "ERP connector",
            comment: 'Price, "adjusted"; new list',
          },
        ])
        const [row] = await csvRows({})
        expect(row).toEqual({
          "Changed at": "2026-03-02T09:15:00.250+00:00",
          "Product number": "SW-S",
          "Product name": "Seed Widget",
          Field: "price.gross",
          "Old value": "10",
          "New value": "12.5",
          Currency: "EUR",
          "Old value (formatted)": "€10.00",
          "New value (formatted)": "€12.50",
          "Price list": "",
          Region: "",
          "Min quantity": "",
          "Max quantity": "",
          Location: "",
          "Changed by": "ERP connector",
          Source: "api",
          "Written by hand": "",
          Comment: 'Price, "adjusted"; new list',
          "Entry ID": price.id,
          "Product ID": shop.productId,
          "Variant ID": shop.small.id,
          "Rolled back entry ID": "",
          "Context data": expect.any(String),
        })
        expect(row["Changed at"]).toMatch(ISO_WITH_OFFSET)
        // The whole context as JSON (as PostgreSQL writes it).
        expect(JSON.parse(row["Context data"])).toEqual({
          currency_code: "eur",
          rules: {},
        })
        // BOM, then two records (header and the entry) separated by CRLF; no bare LF anywhere.
        const text = await exportCsv({})
        expect(text.startsWith("\uFEFF")).toBe(true)
        expect(text.split("\r\n").filter(Boolean)).toHaveLength(2)
        expect(/(?<!\r)\n/.test(text)).toBe(false)
      })

      it("neutralises cells a spreadsheet would run as a formula, and leaves numbers such as -5.00 alone", async () => {
        const base = {
          product_id: shop.productId,
          product_name: "Seed Widget",
          product_number: "seed-widget",
          field_name: "metadata.note",
          source: "cli",
        }
        const at = (s: number) => new Date(Date.UTC(2026, 2, 1, 0, 0, s))
        const cases: [unknown, string][] = [
          [
            '=HYPERLINK("http://evil.example","x")',
            `'=HYPERLINK("http://evil.example","x")`,
          ],
          ["+SUM(A1:A3)", "'+SUM(A1:A3)"],
          ["-2+3", "'-2+3"],
          ["@cmd", "'@cmd"],
          ["\tTAB", "'\tTAB"],
          ["\rCR", "'\rCR"],
          ["-5.00", "-5.00"],
          ["+3", "+3"],
          ["-1,5", "-1,5"],
          [-5, "-5"],
          [-12.75, "-12.75"],
          ["plain text", "plain text"],
          ["a=b", "a=b"],
        ]
        const rows = await insertEntries(
          getContainer(),
          cases.map(([value], i) => ({
            ...base,
            old_value: null,
            new_value: value,
            changed_at: at(i),
          }))
        )
        const [formulaComment] = await insertEntries(getContainer(), [
          {
            ...base,
            product_name: "=Evil product",
            product_number: "@evil",
            changed_by: "+by",
            source: "-src",
            comment: "=1+1",
            new_value: 1,
            changed_at: at(60),
          },
        ])
        const byId = Object.fromEntries(
          (await csvRows({ sort: "changedAt" })).map((r) => [r["Entry ID"], r])
        )
        cases.forEach(([value, expected], i) => {
          const row = byId[rows[i].id]
          expect({
            value,
            newValue: row["New value"],
            newValueFormatted: row["New value (formatted)"],
          }).toEqual({ value, newValue: expected, newValueFormatted: expected })
        })
        expect(byId[formulaComment.id]).toMatchObject({
          "Product name": "'=Evil product",
          "Product number": "'@evil",
          "Changed by": "'+by",
          Source: "'-src",
          Comment: "'=1+1",
        })
        // The list itself keeps the values as they are.
        const listed = (await api.get(`${HISTORY}/entry/${rows[0].id}`, reader))
          .data.data
        expect(listed.newValue).toBe(cases[0][0])
      })

      it("refuses unknown or malformed filters with 400", async () => {
        expectApiError(
          await settle(api.post(`${HISTORY}/export-csv`, { page: 2 }, reader)),
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
          "/page"
        )
        expectApiError(
          await settle(
            api.post(`${HISTORY}/export-csv`, { from: "yesterday" }, reader)
          ),
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
          "/from"
        )
        expectApiError(
          await settle(
            api.post(`${HISTORY}/export-csv`, { sort: "random" }, reader)
          ),
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
          "/sort"
        )
      })
    })

    describe("POST /export-pdf", () => {
      it("returns a PDF for the filters, also when nothing matches", async () => {
        await insertMany()
        for (const body of [
          {},
          { productId: [hose.productId], fieldName: "title" },
          { source: "nobody" },
        ]) {
          const res = await api.post(`${HISTORY}/export-pdf`, body, {
            ...reader,
            responseType: "arraybuffer",
          })
          expect(res.status).toBe(200)
          expect(res.headers["content-type"]).toBe("application/pdf")
          expect(res.headers["content-disposition"]).toMatch(
            /^attachment; filename="product-history-\d{4}-\d{2}-\d{2}\.pdf"$/
          )
          const pdf = Buffer.from(res.data)
          expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-")
          expect(pdf.subarray(-8).toString("latin1")).toContain("%%EOF")
        }
        expectApiError(
          await settle(
            api.post(`${HISTORY}/export-pdf`, { limit: 10 }, reader)
          ),
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
          "/limit"
        )
      })
    })

    describe("/admin exports", () => {
      it("take the admin list's snake_case filters and give the same CSV rows; the PDF is a PDF", async () => {
        await insertMany()
        const viaApi = await csvRows({
          fieldName: ["title", "stock"],
          term: "seed",
          from: "2026-02-01",
        })
        const res = await api.post(
          "/admin/product-history/export-csv",
          { field_name: ["title", "stock"], q: "seed", from: "2026-02-01" },
          { ...admin, responseType: "arraybuffer" }
        )
        expect(res.headers["content-type"]).toMatch(/^text\/csv/)
        const [header, ...rows] = parseCsv(res.data)
        expect(header).toEqual(CSV_HEADER)
        expect(rows.map((r) => r[CSV_HEADER.indexOf("Entry ID")])).toEqual(
          viaApi.map((r) => r["Entry ID"])
        )
        expect(viaApi.length).toBeGreaterThan(0)
        const listed = await api.get(
          "/admin/product-history?field_name=title,stock&q=seed&from=2026-02-01&limit=500",
          admin
        )
        expect(listed.data.entries.map((e: any) => e.id)).toEqual(
          viaApi.map((r) => r["Entry ID"])
        )

        const pdf = await api.post(
          "/admin/product-history/export-pdf",
          { product_id: [shop.productId] },
          { ...admin, responseType: "arraybuffer" }
        )
        expect(pdf.headers["content-type"]).toBe("application/pdf")
        expect(Buffer.from(pdf.data).subarray(0, 5).toString("latin1")).toBe(
          "%PDF-"
        )
        expect(
          (
            await settle(
              api.post(
                "/admin/product-history/export-csv",
                { fieldName: "title" },
                admin
              )
            )
          ).status
        ).toBe(400)
      })
    })
  },
})
