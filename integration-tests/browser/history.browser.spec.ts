import Papa from "papaparse"
import type { Locator, Page } from "playwright-core"
import {
  adminApi,
  close,
  countRequests,
  demoProducts,
  download,
  launch,
  login,
  noToasts,
  screenshot,
  seeText,
  SLOW,
  toasts,
  type AdminApi,
  type Session,
} from "./helpers"

const today = () => new Date().toISOString().slice(0, 10)
const tomorrow = () =>
  new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)

/** The list's body rows (the header row has no cells). */
const bodyRows = (page: Page) => page.locator("table tbody tr")

async function rowTexts(rows: Locator) {
  const out: string[][] = []
  for (const row of await rows.all())
    out.push((await row.locator("td").allInnerTexts()).map((t) => t.trim()))
  return out
}

/** Waits until the list shows exactly `n` rows (after a filter change the old rows stay until the answer). */
async function expectRowCount(page: Page, n: number) {
  await page.waitForFunction(
    (want) =>
      document.querySelectorAll("table tbody tr").length === want &&
      !document.querySelector("[aria-busy=true]"),
    n,
    { timeout: SLOW }
  )
}

describe("admin: product history page", () => {
  let s: Session
  let api: AdminApi
  /** The list must show what the API answers for the same filters (first page of 25). */
  const expectRowsFor = async (page: Page, query: Record<string, string>) => {
    const { count } = await api.get(
      `/admin/product-history?${new URLSearchParams({ limit: "1", ...query })}`
    )
    expect(count).toBeGreaterThan(0)
    await expectRowCount(page, Math.min(count, 25))
    return count as number
  }
  const marker = `Browser${Date.now().toString(36)}`
  // Product A: title changed once (rolled back in the test); product B: title changed twice (conflict).
  let a: { id: string; title: string }
  let b: { id: string; title: string }

  beforeAll(async () => {
    api = await adminApi()
    const [first, second] = await demoProducts(api)
    a = { id: first.id, title: first.title }
    b = { id: second.id, title: second.title }
    await api.post(`/admin/products/${a.id}`, { title: `${marker} A` })
    await api.post(`/admin/products/${b.id}`, { title: `${marker} B1` })
    await api.post(`/admin/products/${b.id}`, { title: `${marker} B2` })
    await api.post(`/admin/products/${b.id}`, { material: `${marker}-steel` })
    s = await launch()
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
  })

  it("lists the changes and filters them by field and date", async () => {
    const { page } = s
    await page.getByRole("link", { name: "Product history" }).first().click()
    await page
      .getByRole("heading", { name: "Product history", level: 1 })
      .waitFor()
    await seeText(page, `${marker} B2`)
    await screenshot(page, "20-history-list")

    await page.getByLabel("Search product").fill(marker)
    const all = await expectRowsFor(page, { q: marker })

    await page.getByRole("button", { name: "Field", exact: true }).click()
    await page
      .getByRole("menuitemcheckbox", { name: "material", exact: true })
      .click()
    await page.keyboard.press("Escape")
    await expectRowsFor(page, { q: marker, field_name: "material" })
    const [material] = await rowTexts(bodyRows(page))
    expect(material[2]).toBe("material")
    expect(material[4]).toBe(`${marker}-steel`)
    await screenshot(page, "21-history-filter-field")

    await page.getByRole("button", { name: "Field", exact: true }).click()
    await page.getByRole("menuitem", { name: "Clear field filter" }).click()
    await page.keyboard.press("Escape")
    await expectRowCount(page, all)

    await page.getByLabel("From", { exact: true }).fill(today())
    await page.getByLabel("To", { exact: true }).fill(today())
    await expectRowCount(page, all)
    await page.getByLabel("To", { exact: true }).fill("")
    await page.getByLabel("From", { exact: true }).fill(tomorrow())
    await seeText(page, "No changes match these filters")
    await screenshot(page, "22-history-filter-date-empty")
    await page.getByLabel("From", { exact: true }).fill("")
    await expectRowCount(page, all)
  })

  it("searches once per pause in typing (debounce)", async () => {
    const { page } = s
    const search = page.getByLabel("Search product")
    await search.fill("")
    await expectRowsFor(page, {})
    const lists = countRequests(
      page,
      (r) =>
        r.method() === "GET" &&
        new URL(r.url()).pathname === "/admin/product-history"
    )
    // Keystrokes 40 ms apart: well inside the debounce window.
    await search.pressSequentially(`${marker} B`, { delay: 40 })
    await page.waitForTimeout(1_500)
    expect(lists.urls()).toHaveLength(1)
    expect(new URL(lists.urls()[0]).searchParams.get("q")).toBe(`${marker} B`)
    await search.pressSequentially("2", { delay: 40 })
    await page.waitForTimeout(1_500)
    expect(lists.count).toBe(2)
    lists.stop()
    await expectRowsFor(page, { q: `${marker} B2` })
    await screenshot(page, "23-history-search")
  })

  it("opens an entry, rolls it back and shows the new entry", async () => {
    const { page } = s
    await page.getByLabel("Search product").fill(`${marker} A`)
    await expectRowsFor(page, { q: `${marker} A` })
    await bodyRows(page)
      .first()
      .locator("td")
      .first()
      .getByRole("button")
      .click()
    const drawer = page.getByRole("dialog", { name: "Change of title" })
    await drawer.waitFor()
    await expect(
      drawer.getByText(a.title, { exact: true }).first().isVisible()
    ).resolves.toBe(true)
    await screenshot(page, "24-history-entry")

    await drawer.getByRole("button", { name: "Roll back" }).click()
    const confirm = page.getByRole("alertdialog")
    await confirm.getByText(`Write ${a.title} back to title`).waitFor()
    await confirm.getByLabel("Reason (optional)").fill(`Typo ${marker}`)
    await screenshot(page, "25-history-rollback-confirm")
    await confirm.getByRole("button", { name: "Roll back" }).click()
    await seeText(page, "Rolled back")
    await drawer.waitFor({ state: "hidden" })

    // The product has its old title again, and the rollback is an entry of its own.
    const { product } = await api.get(`/admin/products/${a.id}?fields=title`)
    expect(product.title).toBe(a.title)
    // The reason is the new entry's comment.
    const { entries } = await api.get(
      `/admin/product-history?product_id=${a.id}&limit=5`
    )
    expect(entries[0].comment).toMatch(
      new RegExp(`^Rollback of history entry \\w+: Typo ${marker}$`)
    )
    await page.getByLabel("Search product").fill(a.title)
    // The list follows the search after its debounce: until then it may still show the last search's rows.
    await expectRowsFor(page, { q: a.title })
    const newest = bodyRows(page)
      .filter({ hasText: `${marker} A` })
      .first()
    await newest.waitFor()
    let [cells] = await rowTexts(newest)
    for (let i = 0; i < 50 && cells?.[3] !== `${marker} A`; i++) {
      await page.waitForTimeout(200)
      ;[cells] = await rowTexts(newest)
    }
    expect(cells[2]).toBe("title")
    expect(cells[3]).toBe(`${marker} A`)
    expect(cells[4]).toBe(a.title)
    await newest.locator("td").first().getByRole("button").click()
    const next = page.getByRole("dialog", { name: "Change of title" })
    await next
      .getByRole("button", { name: "Show the rolled-back entry" })
      .waitFor()
    // The "Rolled back" toast is gone once a drawer opens: it covered the drawer's buttons.
    await noToasts(page, 5_000)
    await expect(
      next.getByRole("button", { name: "Roll back" }).isVisible()
    ).resolves.toBe(true)
    await screenshot(page, "26-history-rollback-entry")
    await page.keyboard.press("Escape")
  })

  it("explains a conflict when the field changed since", async () => {
    const { page } = s
    await page.getByLabel("Search product").fill(`${marker} B`)
    await expectRowsFor(page, { q: `${marker} B` })
    // The older title change (→ B1) is out of date: the title is B2 now.
    const older = bodyRows(page)
      .filter({ has: page.locator("td", { hasText: `${marker} B1` }) })
      .filter({ hasNotText: `${marker} B2` })
    await older.locator("td").first().getByRole("button").click()
    const drawer = page.getByRole("dialog", { name: "Change of title" })
    await drawer.waitFor()
    await drawer.getByRole("button", { name: "Roll back" }).click()
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Roll back" })
      .click()
    const alert = drawer.getByRole("alert")
    await alert.waitFor()
    expect((await alert.innerText()).length).toBeGreaterThan(10)
    await drawer.getByRole("button", { name: "Roll back anyway" }).waitFor()
    await expect(toasts(page).count()).resolves.toBe(0)
    await screenshot(page, "27-history-conflict")
    const { product } = await api.get(`/admin/products/${b.id}?fields=title`)
    expect(product.title).toBe(`${marker} B2`)
    await page.keyboard.press("Escape")
  })

  it("exports exactly the visible rows as CSV and PDF", async () => {
    const { page } = s
    await page.getByLabel("Search product").fill(marker)
    await page.getByRole("button", { name: "Field", exact: true }).click()
    await page
      .getByRole("menuitemcheckbox", { name: "title", exact: true })
      .click()
    await page.keyboard.press("Escape")
    // Whatever the list shows for these filters is what the exports must hold.
    await expectRowsFor(page, { q: marker, field_name: "title" })
    const visible = await rowTexts(bodyRows(page))

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
    expect(parsed.data).toHaveLength(visible.length)
    expect(
      parsed.data.map((r) => [
        r.Field,
        r["Old value (formatted)"],
        r["New value (formatted)"],
      ])
    ).toEqual(visible.map((v) => [v[2], v[3], v[4]]))

    const pdf = await download(page, () =>
      page.getByRole("button", { name: "Export PDF" }).click()
    )
    expect(pdf.name).toMatch(/\.pdf$/)
    expect(pdf.content().subarray(0, 5).toString()).toBe("%PDF-")
    await screenshot(page, "28-history-export-filters")
  })
})
