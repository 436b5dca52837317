import Papa from "papaparse"
import {
  adminApi,
  close,
  demoProducts,
  download,
  launch,
  login,
  screenshot,
  seeText,
  type AdminApi,
  type Session,
} from "./helpers"
import {
  addFilter,
  expectRowsFor,
  expectFieldRows,
  historyUrl,
  rowButtons,
} from "./history-page"

describe("admin: product history export", () => {
  let s: Session
  let api: AdminApi
  const marker = `Export${Date.now().toString(36)}`

  beforeAll(async () => {
    api = await adminApi()
    const product = (await demoProducts(api)).find(
      (p) => p.handle === "drill-bit-set-hss"
    )!
    await api.post(`/admin/products/${product.id}`, { title: `${marker} G1` })
    await api.post(`/admin/products/${product.id}`, { title: `${marker} G2` })
    await api.post(`/admin/products/${product.id}`, { material: `${marker}-m` })
    s = await launch()
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
  })

  it("exports exactly the listed rows as CSV and PDF", async () => {
    const { page } = s
    await page.goto(historyUrl({ q: marker }))
    await addFilter(page, "Field", ["Title"])
    // Whatever the list shows for these filters is what the exports must hold.
    await expectFieldRows(
      page,
      ["Title"],
      await expectRowsFor(page, api, { q: marker, field_name: "title" })
    )
    const listed = await rowButtons(page).evaluateAll((buttons) =>
      buttons.map((b) => b.getAttribute("data-open-target"))
    )

    const csv = await download(page, () =>
      page.getByRole("button", { name: "Export CSV" }).click()
    )
    expect(csv.name).toMatch(/^product-history_.+\.csv$/)
    const parsed = Papa.parse<Record<string, string>>(
      csv
        .content()
        .toString("utf8")
        .replace(/^\uFEFF/, ""),
      { header: true, skipEmptyLines: true, delimiter: "" }
    )
    expect(parsed.data.map((r) => r["Entry ID"])).toEqual(listed)
    expect(new Set(parsed.data.map((r) => r.Field))).toEqual(new Set(["title"]))

    const pdf = await download(page, () =>
      page.getByRole("button", { name: "Export PDF" }).click()
    )
    expect(pdf.name).toMatch(/\.pdf$/)
    expect(pdf.content().subarray(0, 5).toString()).toBe("%PDF-")
    await screenshot(page, "28-history-export-filters")
  })

  it("says there is nothing to export when the filters match nothing", async () => {
    const { page } = s
    await page.goto(historyUrl({ q: `${marker} nothing like this` }))
    await seeText(page, "Nothing to export: no changes match these filters.")
    for (const name of ["Export CSV", "Export PDF"])
      await expect(
        page.getByRole("button", { name }).isDisabled()
      ).resolves.toBe(true)
    await screenshot(page, "29-history-export-nothing")
  })
})
