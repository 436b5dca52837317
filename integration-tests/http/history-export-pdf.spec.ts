import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules, ProductStatus } from "@medusajs/framework/utils"
import { createProductsWorkflow } from "@medusajs/medusa/core-flows"
import { createAdminUser } from "../helpers/admin-user"
import { type HistoryShop, seedHistoryShop } from "../helpers/history"
import { HISTORY, historyCaller, insertEntries } from "../helpers/history-api"
import { pdfPages, squash } from "../helpers/pdf-text"

jest.setTimeout(240 * 1000)

/** The table's column headings, in order (written here independently of src/). */
const HEADINGS = [
  "Changed at",
  "Field",
  "Old value",
  "New value",
  "Context",
  "Changed by",
  "Source",
  "Comment",
]
const NAMES = {
  polish: "Zażółć gęślą jaźń",
  russian: "Гвоздь оцинкованный",
  greek: "Βίδα ανοξείδωτη",
  chinese: "不锈钢螺丝",
}

/**
 * The PDF export read back as text: every script comes out as it went in,
 * the product header and column headings repeat on continued pages, comments
 * and context are shown, the filters and time zone are stated at the top, and
 * at most 5,000 entries are printed (it says so).
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let shop: HistoryShop
    let admin: { headers: Record<string, string> }
    let reader: Awaited<ReturnType<typeof historyCaller>>

    beforeAll(async () => {
      shop = await seedHistoryShop(getContainer())
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

    const exportPdf = async (
      body: unknown,
      path = `${HISTORY}/export-pdf`,
      headers: { headers: Record<string, string> } = reader
    ) => {
      const res = await api.post(path, body, {
        ...headers,
        responseType: "arraybuffer",
      })
      expect(res.status).toBe(200)
      expect(res.headers["content-type"]).toBe("application/pdf")
      const bytes = Buffer.from(res.data)
      return { bytes, pages: await pdfPages(bytes) }
    }
    /** `count` title changes of the seed product, a minute apart from 2026-11-01 08:00 UTC. */
    const titleChanges = (count: number, extra = {}) =>
      Array.from({ length: count }, (_, i) => ({
        product_id: shop.productId,
        product_name: "Seed Widget",
        product_number: "seed-widget",
        field_name: "title",
        old_value: `old ${String(i).padStart(4, "0")}`,
        new_value: `new ${String(i).padStart(4, "0")}`,
        source: "api",
        changed_at: new Date(Date.UTC(2026, 10, 1, 8, i)),
        ...extra,
      }))

    it("prints names, values and comments in Polish, Cyrillic, Greek and Chinese as that text", async () => {
      const { result } = await createProductsWorkflow(getContainer()).run({
        input: {
          products: Object.entries(NAMES).map(([key, title]) => ({
            title,
            handle: `screw-${key}`,
            status: ProductStatus.PUBLISHED,
            options: [{ title: "Size", values: ["M4"] }],
            variants: [
              { title: "M4", sku: `SCREW-${key}`, options: { Size: "M4" } },
            ],
          })),
        },
      })
      const products = result.map((p: any) => ({
        id: p.id,
        handle: p.handle,
        title: p.title,
      }))
      await insertEntries(
        getContainer(),
        products.map((p, i) => ({
          product_id: p.id,
          product_name: p.title,
          product_number: p.handle,
          field_name: "title",
          old_value: "Screw",
          new_value: p.title,
          source: "cli",
          comment: i === 3 ? "价格表 Preisliste — цена ✓ Ελλάδα żółty" : null,
          manual: i === 3,
          changed_at: new Date(Date.UTC(2026, 10, 2, 9, i)),
        }))
      )

      const { bytes, pages } = await exportPdf({
        productId: products.map((p) => p.id),
      })
      expect(pages).toHaveLength(1)
      const lines = pages[0].split("\n")
      for (const p of products) {
        // The block's header, and the new value in its cell.
        expect(lines).toContain(`${p.title} — ${p.handle}`)
        expect(lines).toContain(p.title)
      }
      // A cell mixing scripts: each run in a font that has it, read back whole.
      expect(squash(pages[0])).toContain(
        squash("价格表 Preisliste — цена ✓ Ελλάδα żółty")
      )
      // A hand-made entry says so beside its source.
      expect(squash(pages[0])).toContain(squash("cli (by hand)"))
      // Only embedded Unicode fonts; the PDF's standard Helvetica (Latin-1) is gone.
      const pdf = bytes.toString("latin1")
      expect(pdf).not.toMatch(/\/BaseFont \/Helvetica/)
      expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSansCondensed\b/)
      expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular\b/)
    })

    it("repeats the product header and the column headings on every page a product continues on", async () => {
      await insertEntries(getContainer(), titleChanges(90))
      const { pages } = await exportPdf({ productId: [shop.productId] })
      expect(pages.length).toBeGreaterThanOrEqual(3)
      const first = pages[0].split("\n")
      const header = first.indexOf("Seed Widget — seed-widget")
      expect(first.slice(header + 1, header + 1 + HEADINGS.length)).toEqual(
        HEADINGS
      )
      for (const page of pages.slice(1)) {
        const lines = page.split("\n")
        expect(lines[0]).toBe("Seed Widget — seed-widget (continued)")
        expect(lines.slice(1, 1 + HEADINGS.length)).toEqual(HEADINGS)
      }
      // Every entry once, in list order (newest first), none lost at a page break.
      const values = pages.join("\n").match(/new \d{4}/g)
      expect(values).toEqual(
        Array.from(
          { length: 90 },
          (_, i) => `new ${String(89 - i).padStart(4, "0")}`
        )
      )
    })

    it("shows each entry's comment and the context of prices and stock in words", async () => {
      const [priceList] = await getContainer()
        .resolve(Modules.PRICING)
        .createPriceLists([{ title: "B2B tiers", description: "Tier prices" }])
      await insertEntries(getContainer(), [
        {
          product_id: shop.productId,
          variant_id: shop.small.id,
          product_name: "Seed Widget",
          product_number: "SW-S",
          field_name: "price.net",
          old_value: 9.5,
          new_value: 9,
          // As the capture records a price-list tier price of a region.
          context_data: {
            price_id: "price_tier",
            currency_code: "eur",
            price_list_id: priceList.id,
            min_quantity: 10,
            max_quantity: 49,
            rules: { region_id: shop.regionId },
            price_set_id: shop.small.priceSetId,
          },
          comment: "Tier price agreed with the buyer",
          source: "import",
          changed_at: "2026-11-03T10:00:00Z",
        },
      ])
      // A real stock change and a real rollback: context and comment as the capture writes them.
      await api.post(
        `/admin/inventory-items/${shop.small.inventoryItemId}/location-levels/${shop.location.id}`,
        { stocked_quantity: 120 },
        admin
      )
      await api.post(
        `/admin/products/${shop.productId}`,
        { title: "Seed Widget Pro" },
        admin
      )
      const listed = await api.get(
        `/admin/product-history?field_name=title&product_id=${shop.productId}`,
        admin
      )
      const titleEntry = listed.data.entries[0].id
      const rollback = await api.post(
        `/admin/product-history/${titleEntry}/rollback`,
        {},
        admin
      )
      expect(rollback.data.entry.comment).toBe(
        `Rollback of history entry ${titleEntry}`
      )

      const { pages } = await exportPdf({ productId: [shop.productId] })
      const text = squash(pages.join("\n"))
      expect(pages[0].split("\n")).toEqual(expect.arrayContaining(HEADINGS))
      expect(text).toContain(
        squash('EUR; price list "B2B tiers"; region Europe; quantity 10 to 49')
      )
      expect(text).toContain(squash("Tier price agreed with the buyer"))
      expect(text).toContain(squash("location Test Warehouse"))
      expect(text).toContain(squash(`Rollback of history entry ${titleEntry}`))
    })

    it("states the filters and the shop's time zone at the top, in both dialects", async () => {
      await insertEntries(getContainer(), titleChanges(3))
      const stated =
        'Filters: field title, price.gross; from 2026-11-01; to 2026-11-30; source api; product seed-widget; product number or name containing "widget"; each product\'s entries oldest first — times in UTC'
      /** The first lines of a PDF, whitespace aside (long lines wrap). */
      const expectTop = (pages: string[], text: string) =>
        expect(squash(pages[0]).slice(0, squash(text).length)).toBe(
          squash(text)
        )

      const viaApi = await exportPdf({
        fieldName: ["title", "price.gross"],
        from: "2026-11-01",
        to: "2026-11-30",
        source: "api",
        productId: [shop.productId],
        term: "widget",
        sort: "changedAt",
      })
      expectTop(viaApi.pages, `Product history ${stated} 3 entries.`)
      expect(viaApi.pages[0]).toMatch(
        /3 entries\. Made \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+00:00\./
      )
      // The times in the table are in that zone too.
      expect(viaApi.pages[0].split("\n")).toContain("2026-11-01 08:00:00")

      const viaAdmin = await exportPdf(
        {
          field_name: ["title", "price.gross"],
          from: "2026-11-01",
          to: "2026-11-30",
          source: ["api"],
          product_id: [shop.productId],
          q: "widget",
          order: "changed_at",
        },
        "/admin/product-history/export-pdf",
        admin
      )
      expectTop(viaAdmin.pages, `Product history ${stated} 3 entries.`)

      const unfiltered = await exportPdf({})
      expectTop(
        unfiltered.pages,
        "Product history Filters: none, all entries — times in UTC 3 entries."
      )
    })

    it("names a deleted product by its name and number as they were, marked deleted, in its block and the filters", async () => {
      const { product } = (
        await api.post(
          `/admin/products`,
          {
            title: "Retired Rake",
            handle: "retired-rake",
            options: [{ title: "Size", values: ["One"] }],
            variants: [
              {
                title: "One",
                sku: "RR-1",
                options: { Size: "One" },
                prices: [],
              },
            ],
          },
          admin
        )
      ).data
      await api.post(
        `/admin/products/${product.id}`,
        { subtitle: "Old" },
        admin
      )
      await api.delete(`/admin/products/${product.id}`, admin)
      const { pages } = await exportPdf({ productId: [product.id] })
      const text = pages.join("\n")
      expect(text).toContain("Retired Rake (deleted) — retired-rake")
      expect(squash(text)).toContain(squash("retired-rake"))
      expect(text).not.toContain(product.id)
    })

    it("holds at most 5,000 entries and says so", async () => {
      await insertEntries(getContainer(), titleChanges(5001))
      const { pages } = await exportPdf({ fieldName: "title" })
      expect(squash(pages[0])).toContain(
        squash(
          "5001 entries; this document holds the first 5000 — narrow the filters or use the CSV export for all."
        )
      )
      expect(pages.join("\n").match(/new \d{4}/g)).toHaveLength(5000)
    })
  },
})
