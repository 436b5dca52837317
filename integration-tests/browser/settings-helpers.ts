import type { BrowserContext, Page } from "playwright-core"
import { BASE_URL } from "./helpers"

/** What has focus, as a screen reader names it: its aria-label or its text. */
export async function focusedName(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null
    if (!active || active === document.body) return "<body>"
    return (active.getAttribute("aria-label") ?? active.innerText ?? "").trim()
  })
}

/** Waits until focus is on the element with this name (focus returns after a dialog's exit animation). */
export async function expectFocusOn(page: Page, name: string) {
  await page
    .waitForFunction(
      (expected) => {
        const active = document.activeElement as HTMLElement | null
        const label =
          active?.getAttribute("aria-label") ?? active?.innerText ?? ""
        return label.trim() === expected
      },
      name,
      { timeout: 5_000 }
    )
    .catch(() => undefined)
  expect(await focusedName(page)).toBe(name)
}

/** The admin in German from the next page load on (the dashboard reads the `lng` cookie first). */
export async function useGerman(context: BrowserContext) {
  await context.addCookies([{ name: "lng", value: "de", url: BASE_URL }])
}

/** Back to English (the default of the test browser). */
export async function useEnglish(context: BrowserContext) {
  await context.addCookies([{ name: "lng", value: "en", url: BASE_URL }])
}

/**
 * Makes the admin API answer 500 for URLs matching `pattern` until `stop()`:
 * the dashboard retries a failed load once by itself, so one answer is not
 * enough to see the error state.
 */
export async function failRequests(page: Page, pattern: RegExp) {
  let failing = true
  let failed = 0
  await page.route(pattern, (route) => {
    if (!failing || route.request().method() !== "GET") return route.fallback()
    failed++
    return route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({
        type: "unknown_error",
        message: "An unknown error occurred.",
      }),
    })
  })
  return {
    get failed() {
      return failed
    },
    stop: () => {
      failing = false
    },
  }
}

/** The focusable elements of each body row of the list's table: one tab stop per row. */
export async function tabStopsPerRow(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("[data-plugin-root] table tbody tr")].map(
      (row) =>
        [
          ...row.querySelectorAll<HTMLElement>(
            'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])'
          ),
        ].filter((el) => !(el as HTMLButtonElement).disabled).length
    )
  )
}

/** Waits until the list shows rows (not skeletons) and returns their first cells' texts. */
export async function listedRows(page: Page) {
  await page
    .locator("[data-plugin-root] table tbody tr")
    .first()
    .waitFor({ state: "visible" })
  return page
    .locator("[data-plugin-root] table tbody tr td:first-child")
    .allInnerTexts()
}

/** Waits until the list's first cells read `expected`, in this order (a list refetches after its URL changed). */
export async function expectRows(page: Page, expected: string[]) {
  await page
    .waitForFunction(
      (want) => {
        const cells = [
          ...document.querySelectorAll<HTMLElement>(
            "[data-plugin-root] table tbody tr td:first-child"
          ),
        ].map((cell) => cell.innerText.trim())
        return JSON.stringify(cells) === JSON.stringify(want)
      },
      expected,
      { timeout: 15_000 }
    )
    .catch(() => undefined)
  expect(await listedRows(page)).toEqual(expected)
}
