import type { Page } from "playwright-core"
import {
  adminApi,
  close,
  countRequests,
  demoProducts,
  launch,
  login,
  noToasts,
  screenshot,
  seeText,
  toasts,
  type AdminApi,
  type Session,
} from "./helpers"
import {
  addFilter,
  bodyRows,
  expectRowCount,
  expectRowsFor,
  expectFieldRows,
  expectFocus,
  historyUrl,
  rowButtons,
  rowTexts,
  searchField,
  urlParams,
} from "./history-page"

const tomorrow = () =>
  new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)

describe("admin: product history page", () => {
  let s: Session
  let api: AdminApi
  const marker = `Browser${Date.now().toString(36)}`
  // Product A: title changed once (rolled back in the test); product B: title changed twice (conflict).
  let a: { id: string; title: string }
  let b: { id: string; title: string }
  const rowsFor = (page: Page, query: Record<string, string>) =>
    expectRowsFor(page, api, query)

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

  it("lists the changes with human field labels and filters them by field and date", async () => {
    const { page } = s
    await page.getByRole("link", { name: "Product history" }).first().click()
    await page
      .getByRole("heading", { name: "Product history", level: 1 })
      .waitFor()
    await seeText(page, `${marker} B2`)
    await seeText(page, "Times in UTC, the shop's time zone.")
    await screenshot(page, "20-history-list")

    await searchField(page).fill(marker)
    const all = Math.min(await rowsFor(page, { q: marker }), 20)
    await addFilter(page, "Field", ["Material"])
    expect(JSON.parse(urlParams(page).get("field_name")!)).toEqual(["material"])
    // The filtered rows themselves: the unfiltered ones stay on screen until its answer is there.
    await expectFieldRows(
      page,
      ["Material"],
      await rowsFor(page, { q: marker, field_name: "material" })
    )
    const [material] = await rowTexts(bodyRows(page))
    expect(material[2]).toBe("Material")
    expect(material[3]).toContain(`${marker}-steel`)
    await screenshot(page, "21-history-filter-field")

    await page.getByRole("button", { name: "Remove filter: Field" }).click()
    await expectRowCount(page, all)
    expect(urlParams(page).get("field_name")).toBeNull()

    // Today's rows are the same rows: only the filtered answer tells that the filter was applied.
    await Promise.all([
      page.waitForResponse(
        (r) =>
          new URL(r.url()).pathname === "/admin/product-history" &&
          new URL(r.url()).searchParams.has("from")
      ),
      addFilter(page, "Date", ["Today"]),
    ])
    await expectRowCount(page, all)
    // A day without changes: the list says so and offers to clear the filters.
    await page.goto(
      historyUrl({
        q: marker,
        changed_at: JSON.stringify({ $gte: tomorrow() }),
      })
    )
    await seeText(page, "Nothing matches these filters")
    await screenshot(page, "22-history-filter-date-empty")
    await page
      .getByRole("button", { name: "Clear filters", exact: true })
      .first()
      .click()
    await seeText(page, `${marker} B2`)
    expect(urlParams(page).get("changed_at")).toBeNull()
  })

  it("searches once per pause in typing (debounce)", async () => {
    const { page } = s
    await page.goto(historyUrl())
    await rowsFor(page, {})
    const lists = countRequests(
      page,
      (r) =>
        r.method() === "GET" &&
        new URL(r.url()).pathname === "/admin/product-history"
    )
    // Keystrokes 40 ms apart: well inside the debounce window.
    await searchField(page).pressSequentially(`${marker} B`, { delay: 40 })
    await page.waitForTimeout(1_500)
    expect(lists.urls()).toHaveLength(1)
    expect(new URL(lists.urls()[0]).searchParams.get("q")).toBe(`${marker} B`)
    await searchField(page).pressSequentially("2", { delay: 40 })
    await page.waitForTimeout(1_500)
    expect(lists.count).toBe(2)
    lists.stop()
    await rowsFor(page, { q: `${marker} B2` })
    expect(urlParams(page).get("q")).toBe(`${marker} B2`)
    await screenshot(page, "23-history-search")
  })

  it("opens an entry, rolls it back and shows the new entry; the focus goes back to the row", async () => {
    const { page } = s
    await page.goto(historyUrl({ q: `${marker} A` }))
    await rowsFor(page, { q: `${marker} A` })
    const opener = rowButtons(page).first()
    const target = await opener.getAttribute("data-open-target")
    await opener.click()
    const drawer = page.getByRole("dialog", { name: "Change of Title" })
    await drawer.waitFor()
    expect(urlParams(page).get("open")).toBe(target)
    await drawer.getByText(a.title, { exact: true }).first().waitFor()
    await screenshot(page, "24-history-entry")

    await drawer.getByRole("button", { name: "Roll back" }).click()
    const confirm = page.getByRole("alertdialog")
    await confirm.getByText(`Write ${a.title} back to Title`).waitFor()
    await confirm.getByLabel("Reason (optional)").fill(`Typo ${marker}`)
    await screenshot(page, "25-history-rollback-confirm")
    await confirm.getByRole("button", { name: "Roll back" }).click()
    await seeText(page, "Rolled back")
    await drawer.waitFor({ state: "hidden" })
    await expectFocus(page, { target })
    expect(urlParams(page).get("open")).toBeNull()

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
    await page.goto(historyUrl({ q: a.title }))
    await rowsFor(page, { q: a.title })
    const newest = bodyRows(page).filter({
      has: page.locator(`button[data-open-target="${entries[0].id}"]`),
    })
    const [cells] = await rowTexts(newest)
    expect(cells[2]).toBe("Title")
    expect(cells[3]).toBe(`${marker} A → ${a.title}`)
    await newest.getByRole("button").first().click()
    const next = page.getByRole("dialog", { name: "Change of Title" })
    await next
      .getByRole("button", { name: "Show the rolled-back entry" })
      .waitFor()
    // The "Rolled back" toast is gone once a drawer opens: it covered the drawer's buttons.
    await noToasts(page, 5_000)
    await expect(
      next.getByRole("button", { name: "Roll back" }).isEnabled()
    ).resolves.toBe(true)
    await screenshot(page, "26-history-rollback-entry")
    await page.keyboard.press("Escape")
    await next.waitFor({ state: "hidden" })
  })

  it("explains a conflict when the field changed since", async () => {
    const { page } = s
    await page.goto(historyUrl({ q: `${marker} B` }))
    await rowsFor(page, { q: `${marker} B` })
    // The older title change (→ B1) is out of date: the title is B2 now.
    const older = bodyRows(page)
      .filter({ has: page.locator("td", { hasText: `→ ${marker} B1` }) })
      .filter({ hasNotText: `${marker} B2` })
    await older.getByRole("button").first().click()
    const drawer = page.getByRole("dialog", { name: "Change of Title" })
    await drawer.waitFor()
    await drawer.getByRole("button", { name: "Roll back" }).click()
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Roll back" })
      .click()
    const alert = drawer.getByRole("alert")
    await alert.waitFor()
    // In words, the field by its label: not the server's English naming "title" by its code.
    const said = await alert.innerText()
    expect(said).toContain("Title has changed since this change.")
    expect(said).not.toContain('"title"')
    const anyway = drawer.getByRole("button", { name: "Roll back anyway" })
    await anyway.waitFor()
    // The focus stays on the button, now "Roll back anyway", not on the page's body.
    await expectFocus(page, {
      text: "Roll back anyway",
    })
    await expect(toasts(page).count()).resolves.toBe(0)
    await screenshot(page, "27-history-conflict")
    const { product } = await api.get(`/admin/products/${b.id}?fields=title`)
    expect(product.title).toBe(`${marker} B2`)
    // Keeping the current value ends the conflict: the plain "Roll back" again, focused.
    await drawer.getByRole("button", { name: "Keep current value" }).click()
    await alert.waitFor({ state: "detached" })
    await expectFocus(page, { text: "Roll back" })
    await page.keyboard.press("Escape")
  })
})
