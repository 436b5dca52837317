import {
  adminApi,
  close,
  countRequests,
  demoProducts,
  expectAccessibleAtWidths,
  launch,
  login,
  SLOW,
  type AdminApi,
  type Session,
} from "./helpers"
import { historyUrl, rowButtons } from "./history-page"

/**
 * The outside review's fixes: a hand-edited link does not break the page, a
 * filter chosen with the keyboard gets the focus on a busy machine too, a
 * double click rolls back once, and a long value in the drawer can be
 * scrolled with the keyboard.
 */
describe("admin: product history holds up to hostile use", () => {
  let s: Session
  let api: AdminApi
  const marker = `Rev${Date.now().toString(36)}`
  /** A title change of a demo product: what the double click rolls back. */
  let entryId: string
  let productId: string

  beforeAll(async () => {
    api = await adminApi()
    const product = (await demoProducts(api))[5]
    productId = product.id
    await api.post(`/admin/products/${product.id}`, { title: `${marker} A` })
    const { entries } = await api.get(
      `/admin/product-history?product_id=${product.id}&field_name=title&limit=1`
    )
    entryId = entries[0].id
    s = await launch()
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
  })

  it("shows the list for a date filter whose ends are not dates, or JSON that does not parse", async () => {
    const { page } = s
    for (const changed_at of ['{"$gte":"banana"}', '{"$lte":', '[{"a":1}]']) {
      await page.goto(historyUrl({ changed_at }))
      await rowButtons(page).first().waitFor({ timeout: SLOW })
      expect(await page.getByText("An error occurred").count()).toBe(0)
      // No date chip for a value no picker could have set.
      expect(
        await page
          .locator('[data-plugin-root] button[aria-haspopup="dialog"]')
          .count()
      ).toBe(0)
    }
  })

  it("puts the focus into a new filter's values even when the menu closes slowly", async () => {
    const { page } = s
    await page.goto(historyUrl())
    await rowButtons(page).first().waitFor({ timeout: SLOW })
    // A busy machine: the menu's closing animation, and its focus return, end late.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 })
    try {
      await page.getByRole("button", { name: "Add filter" }).focus()
      await page.keyboard.press("Enter")
      await page.getByRole("menuitem", { name: "Field" }).focus()
      await page.keyboard.press("Enter")
      // The focus reaches the picker (however slow the throttled page is), and stays there past the
      // menu's late focus return: not back on "Add filter".
      const inPicker = () =>
        Boolean(document.activeElement?.closest('[role="dialog"]'))
      await page.waitForFunction(inPicker, undefined, { timeout: SLOW })
      await page.waitForTimeout(2_500)
      expect(await page.evaluate(inPicker)).toBe(true)
      await page.keyboard.type("Gross")
      await page
        .getByRole("dialog")
        .getByText("Net price", { exact: true })
        .waitFor({ state: "hidden" })
    } finally {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 })
    }
  })

  it("sends one rollback for a double click on the confirmation", async () => {
    const { page } = s
    await page.goto(historyUrl({ open: entryId }))
    const drawer = page.getByRole("dialog")
    await drawer.getByRole("button", { name: "Roll back", exact: true }).click()
    const prompt = page.getByRole("alertdialog")
    await prompt.waitFor()
    const posts = countRequests(
      page,
      (r) => r.method() === "POST" && r.url().includes("/rollback")
    )
    await prompt
      .getByRole("button", { name: "Roll back", exact: true })
      .dblclick()
    await page.getByText("Rolled back", { exact: true }).first().waitFor()
    await page.waitForTimeout(1_000)
    posts.stop()
    expect(posts.count).toBe(1)
    const { entries } = await api.get(
      `/admin/product-history?product_id=${productId}&field_name=title&limit=5`
    )
    expect(
      entries.filter(
        (e: { rolled_back_entry_id: string | null }) =>
          e.rolled_back_entry_id === entryId
      )
    ).toHaveLength(1)
  })

  it("lets the keyboard reach a long value (a product's snapshot) and has no axe violation", async () => {
    const { page } = s
    const { entries } = await api.get(
      "/admin/product-history?field_name=product&limit=1"
    )
    await page.goto(historyUrl({ open: entries[0].id }))
    const snapshot = page.getByRole("dialog").locator("pre").first()
    await snapshot.waitFor()
    expect(await snapshot.getAttribute("tabindex")).toBe("0")
    await expectAccessibleAtWidths(page)
  })
})
