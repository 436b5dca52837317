import {
  close,
  launch,
  login,
  screenshot,
  seeText,
  type Session,
} from "./helpers"

describe("admin: login and the plugin's settings page", () => {
  let s: Session

  beforeAll(async () => {
    s = await launch()
  })
  afterAll(async () => {
    await close(s)
  })

  it("logs in through the login form and shows the dashboard", async () => {
    await login(s.page)
    expect(new URL(s.page.url()).pathname).toMatch(/^\/app(\/orders)?\/?$/)
    // The orders list shows skeletons until it has loaded: picture the loaded list.
    await s.page
      .waitForFunction(
        () => document.querySelectorAll(".animate-pulse").length === 0,
        null,
        { timeout: 30_000 }
      )
      .catch(() => undefined)
    await screenshot(s.page, "01-dashboard")
  })

  it('Settings → "B2B import & history" shows the plugin options', async () => {
    const { page } = s
    await page.goto("/app/settings")
    await page.getByRole("link", { name: "B2B import & history" }).click()
    await page.waitForURL(/\/app\/settings\/plugin-b2b-history/)
    await page
      .getByRole("heading", { name: "B2B import & product history" })
      .waitFor()
    await seeText(
      page,
      "Options of medusa-plugin-b2b-history, as set in medusa-config."
    )
    for (const [label, value] of [
      ["API access token lifetime (seconds)", "600"],
      ["Largest order file (bytes)", String(20 * 1024 * 1024)],
      ["History retention (days)", "365"],
      ["Process pending files automatically", "false"],
      ["Schedule of the pending-files job (cron)", "*/5 * * * *"],
    ]) {
      const row = page.getByRole("row").filter({ hasText: label })
      await expect(row.getByRole("cell").nth(1).textContent()).resolves.toBe(
        value
      )
    }
    await expect(page.getByText("could not be loaded").count()).resolves.toBe(0)
    await screenshot(page, "02-settings-plugin-options")
  })
})
