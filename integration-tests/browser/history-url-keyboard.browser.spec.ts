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
  addFilter,
  bodyRows,
  escapeUntilHidden,
  expectRowCount,
  expectRowsFor,
  expectFocus,
  expectViewRows,
  historyUrl,
  rowButtons,
  searchField,
  tabTo,
  urlParams,
} from "./history-page"

describe("admin: product history keeps its state in the URL and works by keyboard", () => {
  let s: Session
  let api: AdminApi
  const marker = `Keys${Date.now().toString(36)}`
  // E: title and material changed (two rows); its title change is rolled back by keyboard.
  let e: { id: string; title: string }

  beforeAll(async () => {
    api = await adminApi()
    const products = await demoProducts(api)
    const product = products[products.length - 1]
    e = { id: product.id, title: product.title }
    await api.post(`/admin/products/${e.id}`, { material: `${marker}-m` })
    await api.post(`/admin/products/${e.id}`, { title: `${marker} E` })
    s = await launch()
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
  })

  it("filters, search, sorting, page size, page, view and the open drawer survive reload and Back", async () => {
    const { page } = s
    await page.goto(historyUrl())
    await expectRowCount(page, 20)
    // Page size and page.
    await page.getByRole("combobox", { name: "Rows per page" }).click()
    await page.getByRole("option", { name: "10", exact: true }).click()
    await expectRowCount(page, 10)
    // The second page's rows, once they are there (the first page's stay while it loads).
    await Promise.all([
      page.waitForResponse(
        (r) =>
          new URL(r.url()).pathname === "/admin/product-history" &&
          new URL(r.url()).searchParams.get("offset") === "10"
      ),
      page.getByRole("button", { name: "Next", exact: true }).click(),
    ])
    await page.waitForURL(/[?&]page=2/)
    await expectRowCount(page, 10)
    const secondPage = await rowButtons(page)
      .first()
      .getAttribute("data-open-target")
    await page.reload()
    await expectRowCount(page, 10)
    expect(Object.fromEntries(urlParams(page))).toMatchObject({
      size: "10",
      page: "2",
    })
    await expect(
      rowButtons(page).first().getAttribute("data-open-target")
    ).resolves.toBe(secondPage)

    // Filter, search and sorting; a new filter starts at the first page.
    await addFilter(page, "Field", ["Title", "Material"])
    await searchField(page).fill(marker)
    await page.waitForURL(/[?&]q=/)
    expect(urlParams(page).get("page")).toBeNull()
    // Sorted by field once the sorted answer is there (the last one stays while it loads).
    await Promise.all([
      page.waitForResponse((r) =>
        /field_name$/.test(new URL(r.url()).searchParams.get("order") ?? "")
      ),
      page.getByRole("button", { name: "Field", exact: true }).click(),
    ])
    await page.waitForURL(/[?&]sort=/)
    const sorted = urlParams(page).get("sort")
    expect(sorted).toMatch(/^-?field_name$/)
    await expectRowsFor(page, api, {
      q: marker,
      field_name: "material,title",
      order: sorted!,
    })
    const order = await rowButtons(page).evaluateAll((b) =>
      b.map((x) => x.getAttribute("data-open-target"))
    )
    await page.reload()
    await expectRowCount(page, 2)
    await expect(
      rowButtons(page).evaluateAll((b) =>
        b.map((x) => x.getAttribute("data-open-target"))
      )
    ).resolves.toEqual(order)
    await expect(searchField(page).inputValue()).resolves.toBe(marker)
    await seeText(page, "Title, Material")

    // The view.
    await page.getByRole("tab", { name: "Saves" }).click()
    await page.waitForURL(/[?&]view=saves/)
    await page.reload()
    await page.getByRole("tab", { name: "Saves", selected: true }).waitFor()
    await page.getByRole("tab", { name: "Changes" }).click()
    // The Changes rows themselves: the two Saves rows stay on screen for a moment after the switch.
    await expectViewRows(page, "changes", 2)

    // The drawer: reload keeps it open, Back closes it and keeps the list.
    const listUrl = page.url()
    const opener = rowButtons(page).first()
    const target = await opener.getAttribute("data-open-target")
    await opener.click()
    const drawer = page.getByRole("dialog")
    await drawer.waitFor()
    expect(urlParams(page).get("open")).toBe(target)
    await page.reload()
    await drawer.getByRole("heading", { name: /^Change of / }).waitFor()
    await screenshot(page, "50-history-drawer-after-reload")
    await page.goBack()
    await drawer.waitFor({ state: "hidden" })
    expect(page.url()).toBe(listUrl)
    await expectRowCount(page, 2)
    await expectFocus(page, { target })

    // Back from a product page restores the list as it was.
    await bodyRows(page).first().locator("td").nth(1).getByRole("link").click()
    await page.waitForURL(/\/app\/products\/prod_/)
    await page.goBack()
    await expectRowCount(page, 2)
    expect(page.url()).toBe(listUrl)
    await expect(searchField(page).inputValue()).resolves.toBe(marker)
  })

  it("has one tab stop per row, and list → drawer → rollback → focus back works by keyboard alone", async () => {
    const { page } = s
    // The search finds every change of E (its creation too): the two of this test by their fields.
    await page.goto(
      historyUrl({
        q: marker,
        field_name: JSON.stringify(["material", "title"]),
      })
    )
    await expectRowCount(page, 2)
    const stops = await page.evaluate(
      () =>
        [
          ...document.querySelectorAll<HTMLElement>(
            "[data-plugin-root] tbody a[href], [data-plugin-root] tbody button, [data-plugin-root] tbody [tabindex]"
          ),
        ].filter((el) => el.tabIndex >= 0).length
    )
    expect(stops).toBe(2)
    const [first, second] = await rowButtons(page).evaluateAll((b) =>
      b.map((x) => x.getAttribute("data-open-target"))
    )
    // From the search field, Tab reaches the first row, then the second: one stop each.
    await searchField(page).focus()
    await tabTo(page, (f) => f.target === first)
    await page.keyboard.press("Tab")
    await expectFocus(page, { target: second })
    await page.keyboard.press("Shift+Tab")
    await expectFocus(page, { target: first })

    // Enter opens the drawer; Escape closes it and the focus is back on the row.
    await page.keyboard.press("Enter")
    const drawer = page.getByRole("dialog")
    await drawer.waitFor()
    await escapeUntilHidden(page, drawer)
    await expectFocus(page, { target: first })
    expect(urlParams(page).get("open")).toBeNull()

    // The title change (the newest row): drawer, Roll back, Cancel, Roll back, reason, confirm.
    await page.keyboard.press("Enter")
    await drawer.getByRole("heading", { name: "Change of Title" }).waitFor()
    await tabTo(page, (f) => f.text === "Roll back")
    await page.keyboard.press("Enter")
    const prompt = page.getByRole("alertdialog")
    await prompt.waitFor()
    await escapeUntilHidden(page, prompt)
    await expectFocus(page, { text: "Roll back" })
    await page.keyboard.press("Enter")
    await prompt.waitFor()
    await tabTo(page, (f) => f.tag === "textarea")
    await page.keyboard.type(`By keyboard ${marker}`)
    await tabTo(page, (f) => f.text === "Roll back" && f.tag === "button")
    await page.keyboard.press("Enter")
    await seeText(page, "Rolled back")
    await drawer.waitFor({ state: "hidden" })
    await expectFocus(page, { target: first })

    const { product } = await api.get(`/admin/products/${e.id}?fields=title`)
    expect(product.title).toBe(e.title)
  })
})
