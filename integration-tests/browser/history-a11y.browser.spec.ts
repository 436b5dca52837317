import type { Page } from "playwright-core"
import {
  adminApi,
  close,
  demoProducts,
  expectAccessibleAtWidths,
  launch,
  login,
  overflowsPage,
  screenshot,
  SLOW,
  type AdminApi,
  type Session,
} from "./helpers"
import {
  bodyRows,
  expectRowCount,
  historyUrl,
  rowButtons,
} from "./history-page"

/** Whether each named column's header lies within the visible part of the list's scroll container. */
async function visibleColumns(page: Page, names: string[]) {
  return page.evaluate((wanted) => {
    const table = document.querySelector("[data-plugin-root] table")!
    const box = table.parentElement!.getBoundingClientRect()
    const headers = [...table.querySelectorAll("thead th")]
    return Object.fromEntries(
      wanted.map((name) => {
        const th = headers.find((h) => h.textContent?.trim() === name)
        const r = th?.getBoundingClientRect()
        return [name, !!r && r.left >= box.left - 1 && r.right <= box.right + 1]
      })
    )
  }, names)
}

describe("admin: product history is accessible, fits narrow screens, speaks German and explains refusals", () => {
  let s: Session
  let api: AdminApi
  const marker = `A11y${Date.now().toString(36)}`
  let product: { id: string; title: string }
  /** A change the server always refuses to roll back: reserved stock. */
  let reserved: { id: string }

  beforeAll(async () => {
    api = await adminApi()
    const products = await demoProducts(api)
    product = products[3]
    await api.post(`/admin/products/${product.id}`, { title: `${marker} F` })
    // A reservation changes the reserved stock; the history records it, and no rollback may undo it.
    const { entries } = await api.get(
      `/admin/product-history?product_id=${product.id}&field_name=stock&limit=1`
    )
    const { inventory_item_id, location_id } = entries[0].context_data
    await api.post("/admin/reservations", {
      inventory_item_id,
      location_id,
      quantity: 1,
    })
    const answer = await api.get(
      `/admin/product-history?product_id=${product.id}&field_name=stock.reserved&limit=1`
    )
    reserved = answer.entries[0]
    expect(answer.entries[0].rollback_refusal).toBe("reserved_stock")
    s = await launch()
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
  })

  it("has no axe violations at 1440 and 1024 px: list, saves, open drawer and rollback prompt", async () => {
    const { page } = s
    await page.goto(historyUrl())
    await expectRowCount(page, 20)
    await expectAccessibleAtWidths(page)
    await page.goto(historyUrl({ view: "saves" }))
    await rowButtons(page).first().waitFor()
    await expectAccessibleAtWidths(page)
    await page.goto(
      historyUrl({ q: `${marker} F`, field_name: JSON.stringify(["title"]) })
    )
    await bodyRows(page)
      .filter({ hasText: `→ ${marker} F` })
      .locator("button[data-open-target]")
      .click()
    const drawer = page.getByRole("dialog", { name: "Change of Title" })
    await drawer.waitFor()
    await expectAccessibleAtWidths(page)
    await drawer.getByRole("button", { name: "Roll back" }).click()
    await page.getByRole("alertdialog").waitFor()
    await expectAccessibleAtWidths(page)
    await page.keyboard.press("Escape")
  })

  it("at 1024 px the list fits or scrolls inside its container with the key columns visible", async () => {
    const { page } = s
    await page.setViewportSize({ width: 1024, height: 800 })
    try {
      await page.goto(historyUrl())
      await expectRowCount(page, 20)
      expect(await overflowsPage(page)).toBe(false)
      await expect(
        visibleColumns(page, ["Changed at", "Product", "Field", "Old → new"])
      ).resolves.toEqual({
        "Changed at": true,
        Product: true,
        Field: true,
        "Old → new": true,
      })
      await screenshot(page, "51-history-list-1024")
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 })
    }
  })

  it("disables Roll back on an entry the server always refuses, with the reason in words", async () => {
    const { page } = s
    await page.goto(historyUrl({ open: reserved.id }))
    const drawer = page.getByRole("dialog", {
      name: "Change of Reserved stock",
    })
    await drawer.waitFor()
    const button = drawer.getByRole("button", { name: "Roll back" })
    await expect(button.isDisabled()).resolves.toBe(true)
    const reason = drawer.getByTestId("rollback-refusal")
    await expect(reason.innerText()).resolves.toContain(
      "Reserved stock is managed by orders and cannot be rolled back."
    )
    await expect(reason.isVisible()).resolves.toBe(true)
    // The button names its reason for screen readers too.
    const describedBy = await button.getAttribute("aria-describedby")
    expect(describedBy).toBe(await reason.getAttribute("id"))
    await screenshot(page, "52-history-rollback-refused")
    await page.keyboard.press("Escape")
    await drawer.waitFor({ state: "hidden" })
  })

  it("shows what failed with Retry when the list cannot be loaded, and Retry loads it", async () => {
    const { page } = s
    let failing = true
    await page.route("**/admin/product-history?*", (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({
              type: "unknown_error",
              message: "The database is not answering.",
            }),
          })
        : route.continue()
    )
    try {
      await page.goto(historyUrl())
      const alert = page.getByRole("alert").filter({ hasText: "Retry" })
      await alert.waitFor({ timeout: SLOW })
      await expect(alert.innerText()).resolves.toContain(
        "Product changes could not be loaded."
      )
      await screenshot(page, "53-history-load-error")
      failing = false
      await alert.getByRole("button", { name: "Retry" }).click()
      await expectRowCount(page, 20)
    } finally {
      await page.unroute("**/admin/product-history?*")
    }
  })
})
