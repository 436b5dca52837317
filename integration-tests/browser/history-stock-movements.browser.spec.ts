import { ERP, erpCsv, profileIdOf, uploadRecord } from "./b2b-fixtures"
import {
  adminApi,
  close,
  demoProducts,
  download,
  launch,
  login,
  screenshot,
  SLOW,
  type AdminApi,
  type Session,
} from "./helpers"
import { bodyRows, expectRowCount, historyUrl, urlParams } from "./history-page"

/**
 * The history lists show catalogue changes; "Show stock movements" adds
 * stock and reserved stock, kept in the URL (Back and Forward switch it),
 * and a movement an order made names the order, linking to it.
 */
describe("admin: stock movements apart from catalogue changes", () => {
  let s: Session
  let api: AdminApi
  const marker = `Stock${Date.now().toString(36)}`
  let product: Awaited<ReturnType<typeof demoProducts>>[number]
  let sku: string
  let order: { id: string; display_id: number }

  /** How many entries of the product the API lists for the group (none: all). */
  const countOf = async (group?: "catalogue") =>
    (
      await api.get(
        `/admin/product-history?${new URLSearchParams({ q: sku, limit: "1", ...(group ? { field_group: group } : {}) })}`
      )
    ).count as number
  /** The field labels the list shows (each row's third cell, its first line). */
  const fieldsShown = async (page: Session["page"]) =>
    (await bodyRows(page).locator("td:nth-child(3)").allInnerTexts()).map(
      (text) => text.split("\n")[0].trim()
    )

  beforeAll(async () => {
    api = await adminApi()
    product = (await demoProducts(api))[5]
    sku = product.variants[0].sku
    await api.post(`/admin/products/${product.id}`, {
      title: `${product.title} ${marker}`,
    })
    // An order of the product through the import: its reservation is a stock movement with the order.
    const record = await uploadRecord(
      api,
      await profileIdOf(api, ERP),
      `${marker}.csv`,
      erpCsv(marker, sku),
      { process: true }
    )
    expect(record.status).toBe("approved")
    order = (
      await api.get(`/admin/orders/${record.order_id}?fields=id,display_id`)
    ).order
    s = await launch()
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
  })

  it("lists catalogue changes; the switch adds stock movements and lives in the URL: reload, Back and Forward", async () => {
    const { page } = s
    const catalogue = await countOf("catalogue")
    const all = await countOf()
    expect(all).toBeGreaterThan(catalogue)
    await page.goto(historyUrl({ q: sku }))
    const toggle = page.getByRole("switch", { name: "Show stock movements" })
    await toggle.waitFor()
    await expectRowCount(page, Math.min(catalogue, 20))
    expect(await fieldsShown(page)).not.toContain("Stock")
    expect(await fieldsShown(page)).not.toContain("Reserved stock")
    await expect(toggle.getAttribute("aria-checked")).resolves.toBe("false")

    await toggle.click()
    await page.waitForURL(/[?&]stock_movements=1/)
    await expectRowCount(page, Math.min(all, 20))
    const reserved = bodyRows(page).filter({ hasText: "Reserved stock" })
    const link = reserved
      .first()
      .getByRole("link", { name: `Order #${order.display_id}` })
    await link.waitFor()
    await expect(link.getAttribute("href")).resolves.toBe(
      `/app/orders/${order.id}`
    )
    await screenshot(page, "60-history-stock-movements")

    await page.reload()
    await expectRowCount(page, Math.min(all, 20))
    await expect(toggle.getAttribute("aria-checked")).resolves.toBe("true")

    await page.goBack()
    await page.waitForURL((url) => !url.searchParams.has("stock_movements"))
    await expectRowCount(page, Math.min(catalogue, 20))
    await expect(toggle.getAttribute("aria-checked")).resolves.toBe("false")
    expect(urlParams(page).get("q")).toBe(sku)

    await page.goForward()
    await page.waitForURL(/[?&]stock_movements=1/)
    await expectRowCount(page, Math.min(all, 20))
    await expect(toggle.getAttribute("aria-checked")).resolves.toBe("true")
  })

  it("names the order in the drawer, linking to it; Back returns to the list as it was", async () => {
    const { page } = s
    await page.goto(historyUrl({ q: sku, stock_movements: "1" }))
    await bodyRows(page)
      .filter({ hasText: "Reserved stock" })
      .first()
      .locator("button[data-open-target]")
      .click()
    const drawer = page.getByRole("dialog", {
      name: "Change of Reserved stock",
    })
    const link = drawer.getByRole("link", {
      name: `Order #${order.display_id}`,
    })
    await link.waitFor()
    await link.click()
    await page.waitForURL(new RegExp(`/app/orders/${order.id}$`))
    await page
      .getByText(`#${order.display_id}`)
      .first()
      .waitFor({ timeout: SLOW })
    await page.goBack()
    await page.waitForURL(/\/app\/product-history\?/)
    expect(urlParams(page).get("stock_movements")).toBe("1")
    await page.keyboard.press("Escape")
  })

  it("the exports follow the switch", async () => {
    const { page } = s
    await page.goto(historyUrl({ q: sku }))
    await page.getByRole("switch", { name: "Show stock movements" }).waitFor()
    const sent = async () => {
      const [request] = await Promise.all([
        page.waitForRequest((r) =>
          r.url().endsWith("/admin/product-history/export-csv")
        ),
        download(page, () =>
          page.getByRole("button", { name: "Export CSV" }).click()
        ),
      ])
      return request.postDataJSON()
    }
    await expect(sent()).resolves.toMatchObject({ field_group: "catalogue" })
    await page.getByRole("switch", { name: "Show stock movements" }).click()
    await page.waitForURL(/[?&]stock_movements=1/)
    const body = await sent()
    expect(body.field_group).toBeUndefined()
  })

  it("the product page's History section has its own switch in the product page's URL", async () => {
    const { page } = s
    await page.goto(`/app/products/${product.id}`)
    const section = page.locator("[data-plugin-root]", {
      has: page.getByRole("heading", { name: "History", level: 2 }),
    })
    const toggle = section.getByRole("switch", { name: "Show stock movements" })
    await toggle.waitFor()
    await bodyRows(section).first().waitFor({ timeout: SLOW })
    await expect(
      bodyRows(section).filter({ hasText: "Reserved stock" }).count()
    ).resolves.toBe(0)
    await toggle.click()
    await page.waitForURL(/[?&]history_stock_movements=1/)
    await bodyRows(section)
      .filter({ hasText: "Reserved stock" })
      .first()
      .getByRole("link", { name: `Order #${order.display_id}` })
      .waitFor()
  })
})
