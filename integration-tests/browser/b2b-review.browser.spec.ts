import { EDI, ediCsv, profileIdOf, query, uploadRecord } from "./b2b-fixtures"
import {
  adminApi,
  close,
  launch,
  login,
  screenshot,
  switchLanguage,
  type AdminApi,
  type Session,
} from "./helpers"

/**
 * What a review of the import screens found: a page past the list's end, the
 * date chip in the admin's language, long names and reasons that stay in
 * their boxes, the framework's English words for a failure and for a NUL
 * character never shown raw.
 */
describe("admin: B2B import screens under hostile use", () => {
  let s: Session
  let api: AdminApi
  const stamp = Date.now()
  const longName = `${"x".repeat(150)}-${stamp}.csv`
  let longId: string

  beforeAll(async () => {
    api = await adminApi()
    const edi = await profileIdOf(api, EDI)
    for (const i of [1, 2, 3])
      await uploadRecord(
        api,
        edi,
        `end-${i}-${stamp}.csv`,
        ediCsv(`END-${i}-${stamp}`)
      )
    longId = (
      await uploadRecord(api, edi, longName, ediCsv(`LONG-${stamp}`), {
        process: true,
      })
    ).id
    s = await launch()
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
  })

  it("shows the last page with rows when the address names a page past the end", async () => {
    const { page } = s
    await page.goto(`/app/b2b-import?q=end-&size=10&page=999`)
    await page.waitForURL((url) => url.searchParams.get("page") === null)
    await page.getByRole("link", { name: `end-1-${stamp}.csv` }).waitFor()
    expect(query(page).get("size")).toBe("10")
  })

  it("rejects with a long reason that wraps inside its box, the crumb cut short", async () => {
    const { page } = s
    await page.setViewportSize({ width: 1024, height: 800 })
    await page.goto(`/app/b2b-import/${longId}`)
    await page.getByRole("button", { name: "Reject", exact: true }).click()
    const dialog = page.getByRole("alertdialog")
    await dialog.getByRole("textbox").fill("y".repeat(500))
    await dialog.getByRole("button", { name: "Reject order" }).click()
    const reason = page.getByText("y".repeat(500))
    await reason.waitFor()
    // Nothing runs out of the box: the reason wraps, the page never scrolls sideways.
    expect(
      await reason.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)
    ).toBe(true)
    // The server keeps the name's end when it shortens it.
    const crumb = page
      .locator("ol")
      .first()
      .getByTitle(new RegExp(`x{20}-${stamp}\\.csv$`))
    expect((await crumb.boundingBox())!.width).toBeLessThanOrEqual(241)
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= window.innerWidth + 1
      )
    ).toBe(true)
    await screenshot(page, "b2b-rejected-long-reason-1024")
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  it("names a NUL character in a profile's name in words beside the field", async () => {
    const { page } = s
    await page.goto("/app/b2b-import/profiles")
    await page.getByRole("button", { name: "Create profile" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByLabel("Name").fill(`NUL\u0000${stamp}`)
    await dialog.getByRole("button", { name: "Create profile" }).click()
    await dialog
      .locator("#b2b-profile-name-error")
      .getByText(
        "Name contains an invisible control character (NUL) that cannot be saved. Remove it (retype the value) and save again."
      )
      .waitFor()
    expect(await dialog.getByText(/NUL character \(\\0\)/).count()).toBe(0)
    await page.keyboard.press("Escape")
  })

  it("speaks German in the date chip and when the server fails", async () => {
    const { page } = s
    await page.goto("/app/b2b-import")
    await switchLanguage(page, "de")
    const range = JSON.stringify({ $gte: "2026-11-01", $lte: "2026-11-20" })
    await page.goto(`/app/b2b-import?received=${encodeURIComponent(range)}`)
    await page.getByText("1. Nov. 2026 - 20. Nov. 2026").waitFor()

    let failing = true
    await page.route(/\/admin\/b2b\/profiles\?/, (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({
              type: "unknown_error",
              message: "An unknown error occurred.",
            }),
          })
        : route.continue()
    )
    await page.goto("/app/b2b-import/profiles")
    const alert = page.getByRole("alert")
    await alert
      .getByText("Der Server des Shops konnte nicht antworten.", {
        exact: false,
      })
      .waitFor()
    expect(await alert.getByText("An unknown error occurred.").count()).toBe(0)
    failing = false
    await alert.getByRole("button", { name: "Erneut versuchen" }).click()
    await page.getByRole("link", { name: EDI }).waitFor()
    await page.unrouteAll()
    await switchLanguage(page, "en")
  })
})
