import type { Locator, Page } from "playwright-core"
import { SLOW, type AdminApi } from "./helpers"

/** The history page's address, with list state in its URL (`{ q: "…", view: "saves" }`). */
export const historyUrl = (params: Record<string, string> = {}) => {
  const query = new URLSearchParams(params).toString()
  return `/app/product-history${query ? `?${query}` : ""}`
}

/** The plugin's list rows: in a page, inside the plugin's markup (not the dashboard's tables); in a section, its own. */
export const bodyRows = (scope: Page | Locator) =>
  scope.locator(
    "goto" in scope ? "[data-plugin-root] table tbody tr" : "table tbody tr"
  )

/** Each row's one tab stop: the key cell's button that opens the drawer. */
export const rowButtons = (scope: Page | Locator) =>
  bodyRows(scope).locator("button[data-open-target]")

/** The list's search field. */
export const searchField = (page: Page) =>
  page.getByPlaceholder("Search product number or name")

/** The cells' texts of each row. */
export async function rowTexts(rows: Locator) {
  const out: string[][] = []
  for (const row of await rows.all())
    out.push((await row.locator("td").allInnerTexts()).map((t) => t.trim()))
  return out
}

/** Waits until the list shows exactly `n` rows and is not loading (after a change the old rows stay until the answer). */
export async function expectRowCount(page: Page, n: number) {
  await page.waitForFunction(
    (want) =>
      document.querySelectorAll("[data-plugin-root] table tbody tr").length ===
        want && !document.querySelector("[aria-busy=true]"),
    n,
    { timeout: SLOW }
  )
}

/**
 * Waits until the list shows the rows of `view` (every row's button opens what
 * that view lists: a save's `save:<change set id>`, a change's entry id), `n`
 * of them when given, and is not loading. Right after a switch of the view the
 * other view's rows stay on screen until React renders the new one, often as
 * many of them: a row count alone passes on those.
 */
export async function expectViewRows(
  page: Page,
  view: "changes" | "saves",
  n?: number
) {
  await page.waitForFunction(
    ({ saves, want }) => {
      const rows = document.querySelectorAll(
        "[data-plugin-root] table tbody tr"
      )
      const targets = [
        ...document.querySelectorAll(
          "[data-plugin-root] table tbody tr button[data-open-target]"
        ),
      ].map((button) => button.getAttribute("data-open-target") ?? "")
      return (
        targets.length > 0 &&
        targets.length === rows.length &&
        targets.every((target) => target.startsWith("save:") === saves) &&
        (want === null || rows.length === want) &&
        !document.querySelector("[aria-busy=true]")
      )
    },
    { saves: view === "saves", want: n ?? null },
    { timeout: SLOW }
  )
}

/**
 * Waits until the Changes list shows `n` rows, each of a field in `labels`
 * (its third cell), and is not loading: after a field filter the unfiltered
 * rows stay on screen until the filtered answer is there.
 */
export async function expectFieldRows(page: Page, labels: string[], n: number) {
  await page.waitForFunction(
    ({ want, count }) => {
      const fields = [
        ...document.querySelectorAll<HTMLElement>(
          "[data-plugin-root] table tbody tr td:nth-child(3)"
        ),
      ].map((cell) => cell.innerText.trim())
      return (
        fields.length === count &&
        fields.every((field) => want.includes(field)) &&
        !document.querySelector("[aria-busy=true]")
      )
    },
    { want: labels, count: n },
    { timeout: SLOW }
  )
}

/**
 * The list must show what the API answers for the same filters (its first
 * page of 20): catalogue changes, as the page asks for them unless stock
 * movements are switched on.
 */
export async function expectRowsFor(
  page: Page,
  api: AdminApi,
  query: Record<string, string>
) {
  const { count } = await api.get(
    `/admin/product-history?${new URLSearchParams({ limit: "1", field_group: "catalogue", ...query })}`
  )
  expect(count).toBeGreaterThan(0)
  await expectRowCount(page, Math.min(count, 20))
  return count as number
}

/** Adds a filter through the toolbar's "Add filter" menu and picks options in its popover, then closes it. */
export async function addFilter(page: Page, filter: string, options: string[]) {
  await page.getByRole("button", { name: "Add filter" }).click()
  await page.getByRole("menuitem", { name: filter, exact: true }).click()
  for (const option of options)
    // Options are buttons (role "listitem" for dates); their text is the option.
    await page.getByRole("dialog").getByText(option, { exact: true }).click()
  // The chip shows the choice once the list has it; only then close its picker.
  await page
    .locator('button[aria-haspopup="dialog"]', { hasText: options.join(", ") })
    .waitFor()
  await escapeUntilHidden(page, page.getByRole("dialog"))
}

/**
 * Presses Escape until `dialog` is gone (at most three times). Medusa's
 * toolbar tooltips open when the focus returns to their button and take the
 * first Escape; a dialog that has just opened may not listen yet.
 */
export async function escapeUntilHidden(page: Page, dialog: Locator) {
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press("Escape")
    const hidden = await dialog
      .waitFor({ state: "hidden", timeout: 1_000 })
      .then(() => true)
      .catch(() => false)
    if (hidden) return
  }
  await dialog.waitFor({ state: "hidden", timeout: 1_000 })
}

/** The URL's search parameters now. */
export const urlParams = (page: Page) => new URL(page.url()).searchParams

/** What has the keyboard focus: its text, label and what a history row button opens. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const e = document.activeElement as HTMLElement | null
    return {
      tag: e?.tagName.toLowerCase(),
      text: e?.innerText?.trim() ?? "",
      label: e?.getAttribute("aria-label") ?? "",
      target: e?.getAttribute("data-open-target") ?? null,
    }
  })

/** Presses Tab until `match` holds for the focused element (at most `max` times); fails otherwise. */
export async function tabTo(
  page: Page,
  match: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  max = 40
) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab")
    const now = await focused(page)
    if (match(now)) return now
  }
  throw new Error(`Tab never reached the element (${max} presses)`)
}

/** Waits (up to 3 s: focus moves after a dialog's closing animation) until the focus is on what `want` describes. */
export async function expectFocus(
  page: Page,
  want: Partial<Awaited<ReturnType<typeof focused>>>
) {
  let now = await focused(page)
  for (let i = 0; i < 30; i++) {
    if (
      Object.entries(want).every(
        ([key, value]) => now[key as keyof typeof now] === value
      )
    )
      return
    await page.waitForTimeout(100)
    now = await focused(page)
  }
  expect(now).toMatchObject(want)
}
