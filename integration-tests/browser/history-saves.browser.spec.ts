import type { Page } from "playwright-core"
import {
  adminApi,
  close,
  demoProducts,
  launch,
  login,
  screenshot,
  seeText,
  type AdminApi,
  type Session,
} from "./helpers"
import {
  bodyRows,
  expectViewRows,
  expectFocus,
  historyUrl,
  urlParams,
} from "./history-page"

type Product = { id: string; title: string }
type Entry = { id: string; field_name: string; comment: string | null }

describe("admin: product history by saves, rollback of a save", () => {
  let s: Session
  let api: AdminApi
  const marker = `Saves${Date.now().toString(36)}`
  const reason = `Wrong data from the ERP ${marker}`
  // C: one save of three fields (rolled back whole); D: a save of two fields whose title changed since.
  let c: Product & { subtitle: string | null; material: string | null }
  let d: Product & { material: string | null }

  /** The saves the page lists: catalogue changes (stock movements are not switched on). */
  const savesOf = (query: Record<string, string>) =>
    api.get(
      `/admin/product-history?${new URLSearchParams({ group_by: "change_set", field_group: "catalogue", ...query })}`
    )
  const entriesOf = async (productId: string): Promise<Entry[]> =>
    (await api.get(`/admin/product-history?product_id=${productId}&limit=50`))
      .entries
  /** The Saves view for a search, once it shows as many saves as the API counts. */
  const showSaves = async (page: Page, q: string) => {
    await page.goto(historyUrl({ view: "saves", q }))
    const { count } = await savesOf({ q, limit: "1" })
    await expectViewRows(page, "saves", count)
    return count as number
  }

  beforeAll(async () => {
    api = await adminApi()
    const products = await demoProducts(api)
    const pick = async (handle: string) => {
      const { id } = products.find((p) => p.handle === handle)!
      const { product } = await api.get(
        `/admin/products/${id}?fields=id,title,subtitle,material`
      )
      return product
    }
    c = await pick("measuring-tape-5m")
    d = await pick("spirit-level-60")
    await api.post(`/admin/products/${c.id}`, {
      title: `${marker} C`,
      subtitle: `${marker} sub`,
      material: `${marker}-wood`,
    })
    await api.post(`/admin/products/${d.id}`, {
      title: `${marker} D1`,
      material: `${marker}-d1`,
    })
    await api.post(`/admin/products/${d.id}`, { title: `${marker} D2` })
    s = await launch()
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
  })

  it("switches to Saves: one row per save, opening it shows its entries", async () => {
    const { page } = s
    await page.goto(historyUrl({ q: marker }))
    await page.getByRole("tab", { name: "Saves" }).click()
    expect(urlParams(page).get("view")).toBe("saves")
    // C's and D's saves by this test, and the saves that created them (the demo seed's).
    const { count } = await savesOf({ q: marker, limit: "1" })
    expect(count).toBeGreaterThanOrEqual(3)
    await expectViewRows(page, "saves", count)

    const save = bodyRows(page).filter({ hasText: "Material, Subtitle, Title" })
    await expect(save.innerText()).resolves.toContain("3 fields")
    await save.getByRole("button").first().click()
    const drawer = page.getByRole("dialog", { name: /^Save of / })
    const entries = drawer.getByRole("table", { name: "Fields of this save" })
    await entries.waitFor()
    await expect(entries.locator("tbody tr").count()).resolves.toBe(3)
    const title = entries.locator("tbody tr").filter({ hasText: /^Title/ })
    await expect(title.innerText()).resolves.toContain(
      `${c.title} → ${marker} C`
    )
    await screenshot(page, "40-history-saves-expanded")
  })

  it("rolls a save back whole, with a reason, after listing its fields; the focus goes back to its row", async () => {
    const { page } = s
    const drawer = page.getByRole("dialog", { name: /^Save of / })
    const target = `save:${urlParams(page).get("open")!.slice("save:".length)}`
    await drawer.getByRole("button", { name: "Roll back this save" }).click()
    const confirm = page.getByRole("alertdialog")
    await confirm.getByText("Roll back all 3 fields of this save?").waitFor()
    const fields = confirm.getByRole("list", { name: "Fields of this save" })
    await expect(fields.getByRole("listitem").count()).resolves.toBe(3)
    await expect(fields.innerText()).resolves.toContain(`back to ${c.title}`)
    await confirm.getByLabel("Reason (optional)").fill(reason)
    await screenshot(page, "41-history-save-rollback-confirm")
    await confirm
      .getByRole("button", { name: "Roll back", exact: true })
      .click()
    await seeText(page, "Save rolled back")
    await drawer.waitFor({ state: "hidden" })
    await expectFocus(page, { target })

    const { product } = await api.get(
      `/admin/products/${c.id}?fields=title,subtitle,material`
    )
    expect(product).toMatchObject({
      title: c.title,
      subtitle: c.subtitle,
      material: c.material,
    })
    // The rollback is one save of three entries, each carrying the reason.
    const all = await entriesOf(c.id)
    const rollbacks = all.filter((e: any) => e.rolled_back_entry_id)
    expect(rollbacks).toHaveLength(3)
    expect(new Set(rollbacks.map((e: any) => e.change_set_id)).size).toBe(1)
    for (const e of rollbacks as any[])
      expect(e.comment).toBe(
        `Rollback of history entry ${e.rolled_back_entry_id}: ${reason}`
      )
  })

  it("marks rolled-back entries and links them to the rollback", async () => {
    const { page } = s
    // C has its old title again: it is found by that now.
    await showSaves(page, c.title)
    const saves = bodyRows(page).filter({
      hasText: "Material, Subtitle, Title",
    })
    await expect(saves.count()).resolves.toBe(2)
    await expect(
      saves.filter({ hasText: "rolled back" }).count()
    ).resolves.toBe(1)

    await page.getByRole("tab", { name: "Changes" }).click()
    await expectViewRows(page, "changes")
    const rolledBack = bodyRows(page).filter({
      has: page.getByText("rolled back", { exact: true }),
    })
    await rolledBack.nth(2).waitFor()
    await expect(rolledBack.count()).resolves.toBe(3)
    await screenshot(page, "42-history-rolled-back-badge")
    // Every row names the product as it was then: the field tells them apart.
    await rolledBack
      .filter({ has: page.locator("td", { hasText: /^Title$/ }) })
      .getByRole("button")
      .first()
      .click()
    const drawer = page.getByRole("dialog", { name: "Change of Title" })
    await drawer.getByText("Rolled back by").waitFor()
    await screenshot(page, "43-history-rolled-back-by")
    await drawer
      .getByRole("button", { name: "Show the rollback entry" })
      .click()
    await drawer
      .getByRole("button", { name: "Show the rolled-back entry" })
      .waitFor()
    await drawer.getByText(reason, { exact: false }).waitFor()
    await page.keyboard.press("Escape")
    await drawer.waitFor({ state: "hidden" })
  })

  it("says when a field of the save changed since, and rolls back anyway (from the entry's drawer)", async () => {
    const { page } = s
    await showSaves(page, `${marker} D`)
    const opener = bodyRows(page)
      .filter({ hasText: "Material, Title" })
      .locator("button[data-open-target]")
    const target = await opener.getAttribute("data-open-target")
    await opener.click()
    const saveDrawer = page.getByRole("dialog", { name: /^Save of / })
    await saveDrawer
      .getByRole("button", { name: "Details of the change of Title" })
      .click()
    const drawer = page.getByRole("dialog", { name: "Change of Title" })
    const save = drawer.getByRole("region", { name: "This save" })
    await save.getByText("Saved together with").waitFor()
    await save.getByRole("button", { name: "Roll back this save" }).click()
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Roll back", exact: true })
      .click()
    const alert = save.getByRole("alert")
    await alert.waitFor()
    await expect(alert.innerText()).resolves.toContain(
      "Fields of this save have changed since."
    )
    await screenshot(page, "44-history-save-conflict")
    const before = await api.get(`/admin/products/${d.id}?fields=title`)
    expect(before.product.title).toBe(`${marker} D2`)

    await save.getByRole("button", { name: "Roll back anyway" }).click()
    await seeText(page, "Save rolled back")
    await drawer.waitFor({ state: "hidden" })
    // Opened from the save's row: the focus goes back to it.
    await expectFocus(page, { target })
    const { product } = await api.get(
      `/admin/products/${d.id}?fields=title,material`
    )
    expect(product).toMatchObject({ title: d.title, material: d.material })
  })
})
