import {
  adminApi,
  close,
  demoProducts,
  expectAccessibleAtWidths,
  launch,
  login,
  screenshot,
  SLOW,
  toasts,
  type Session,
} from "./helpers"
import { bodyRows, expectFocus, urlParams } from "./history-page"

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

  it("shows the History section with the product's changes in words and a price chart with data points", async () => {
    const { page } = s
    await page.goto(`/app/products/${product.id}`)
    await page.getByRole("heading", { name: product.title }).first().waitFor()
    // The widget's container: the plugin's card around its "History" heading.
    const section = page.locator("[data-plugin-root]", {
      has: page.getByRole("heading", { name: "History", level: 2 }),
    })
    await section.waitFor()
    const prices = bodyRows(section).filter({ hasText: "Gross price" })
    await prices.nth(1).waitFor({ timeout: SLOW })
    await section
      .getByText("Times in UTC, the shop's time zone.")
      .first()
      .waitFor()

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
    await expectAccessibleAtWidths(page)
  })

  it("opens a price change in its routed drawer with the chart; Back closes it and the focus returns to the row", async () => {
    const { page } = s
    const section = page.locator("[data-plugin-root]", {
      has: page.getByRole("heading", { name: "History", level: 2 }),
    })
    const opener = bodyRows(section)
      .filter({ hasText: "Gross price" })
      .first()
      .locator("button[data-open-target]")
    const target = await opener.getAttribute("data-open-target")
    await opener.click()
    const drawer = page.getByRole("dialog", { name: "Change of Gross price" })
    await drawer
      .getByRole("region", { name: "Price over the last 90 days" })
      .locator("path.recharts-line-curve")
      .first()
      .waitFor({ timeout: SLOW })
    // The widget keeps its state in the product page's URL under its own names.
    expect(urlParams(page).get("history_open")).toBe(target)
    await expect(
      drawer.getByRole("button", { name: "Roll back" }).isEnabled()
    ).resolves.toBe(true)
    await expect(toasts(page).count()).resolves.toBe(0)
    await screenshot(page, "32-history-price-entry")
    await expectAccessibleAtWidths(page)

    await page.goBack()
    await drawer.waitFor({ state: "hidden" })
    expect(new URL(page.url()).pathname).toBe(`/app/products/${product.id}`)
    expect(urlParams(page).get("history_open")).toBeNull()
    await expectFocus(page, { target })
  })
})
