import {
  adminApi,
  close,
  demoProducts,
  launch,
  login,
  screenshot,
  SLOW,
  toasts,
  type Session,
} from "./helpers"

describe("admin: product page history section and price chart", () => {
  let s: Session
  let product: Awaited<ReturnType<typeof demoProducts>>[number]

  beforeAll(async () => {
    const api = await adminApi()
    product = (await demoProducts(api))[2]
    const variant = product.variants[0]
    const eur = variant.prices.find((p) => p.currency_code === "eur")!
    // Two price changes of one variant: the chart gets points of its own.
    for (const factor of [1.1, 1.25]) {
      await api.post(`/admin/products/${product.id}/variants/${variant.id}`, {
        prices: variant.prices.map((p) => ({
          currency_code: p.currency_code,
          amount:
            p === eur ? Math.round(eur.amount * factor * 100) / 100 : p.amount,
        })),
      })
    }
    s = await launch()
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
  })

  it("shows the History section with the product's changes and a price chart with data points", async () => {
    const { page } = s
    await page.goto(`/app/products/${product.id}`)
    await page.getByRole("heading", { name: product.title }).first().waitFor()
    // The widget's container: the nearest card around its "History" heading.
    const section = page
      .getByRole("heading", { name: "History", exact: true, level: 2 })
      .locator("xpath=ancestor::div[contains(@class,'divide-y')][1]")
    await section.waitFor()
    const rows = section.locator("table tbody tr")
    await rows
      .filter({ hasText: "price.gross" })
      .nth(1)
      .waitFor({ timeout: SLOW })

    const chart = page.getByRole("region", {
      name: "Price over the last 90 days",
    })
    await chart.scrollIntoViewIfNeeded()
    const curve = chart.locator("path.recharts-line-curve").first()
    await curve.waitFor({ timeout: SLOW })
    // A step line through several points: its path has more than one segment.
    const d = (await curve.getAttribute("d")) ?? ""
    expect((d.match(/L/g) ?? []).length).toBeGreaterThanOrEqual(2)
    await expect(
      chart.locator(".recharts-legend-item").count()
    ).resolves.toBeGreaterThan(0)
    await screenshot(page, "30-product-history-widget")
    await chart.screenshot({
      path: `${process.cwd()}/test-artifacts/screenshots/31-product-price-chart.png`,
    })

    // A price change opens in the drawer with its values and the same chart.
    await rows
      .filter({ hasText: "price.gross" })
      .first()
      .locator("td")
      .first()
      .getByRole("button")
      .click()
    const drawer = page.getByRole("dialog", { name: "Change of price.gross" })
    await drawer
      .getByRole("region", { name: "Price over the last 90 days" })
      .locator("path.recharts-line-curve")
      .first()
      .waitFor({ timeout: SLOW })
    await expect(
      drawer.getByRole("button", { name: "Roll back" }).isVisible()
    ).resolves.toBe(true)
    await expect(toasts(page).count()).resolves.toBe(0)
    await screenshot(page, "32-history-price-entry")
    await page.keyboard.press("Escape")
  })
})
