import {
  axeViolations,
  close,
  launch,
  login,
  screenshot,
  seeText,
  type Session,
} from "./helpers"
import { useEnglish, useGerman } from "./settings-helpers"

/** The value shown for one plugin option, by its key in the options (e.g. "pendingJob.schedule"). */
const optionRow = (s: Session, key: string) =>
  s.page.locator(`[data-option="${key}"]`)

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

  it('Settings → "B2B import & history" shows the plugin options in words, with units', async () => {
    const { page } = s
    await page.goto("/app/settings")
    await page.getByRole("link", { name: "B2B import & history" }).click()
    await page.waitForURL(/\/app\/settings\/plugin-b2b-history/)
    await page
      .getByRole("heading", { name: "B2B import & product history" })
      .waitFor()
    await seeText(page, "The plugin's options as set in medusa-config.")
    const shown: [string, string, string][] = [
      ["tokenLifetimeSeconds", "Access token lifetime", "10 minutes"],
      ["refreshTokenLifetimeSeconds", "Refresh token lifetime", "7 days"],
      ["apiCors", "Origins allowed to call /api (CORS)", "Any origin *"],
      ["uploadMaxBytes", "Largest order file", "20 MB"],
      ["maxOrderLines", "Most order lines per file", "1,000 lines"],
      ["historyRetentionDays", "Keep history entries for", "365 days"],
      ["historyCapture", "Record product changes", "On"],
      ["shopTimeZone", "Shop time zone", "UTC"],
      ["pendingJob.enabled", "Process uploaded files automatically", "Off"],
      ["pendingJob.schedule", "Schedule", "Every 5 minutes */5 * * * *"],
      ["pendingJob.batchSize", "Files per run", "50 files"],
    ]
    for (const [key, label, value] of shown) {
      const row = optionRow(s, key)
      expect(await row.locator("dt span").first().innerText()).toBe(label)
      expect((await row.locator("dd").innerText()).replace(/\s+/g, " ")).toBe(
        value
      )
    }
    // A keyboard reaches the options (the page's scrolling region holds something focusable).
    await expect(
      page
        .getByRole("region", { name: "B2B import & product history" })
        .getAttribute("tabindex")
    ).resolves.toBe("0")
    await axeViolations(page)
    const unreachable = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: unknown,
              options: unknown
            ) => Promise<{ violations: { id: string }[] }>
          }
        }
      ).axe
      const result = await axe.run(
        { include: [["main"]] },
        { runOnly: { type: "rule", values: ["scrollable-region-focusable"] } }
      )
      return result.violations.map((v) => v.id)
    })
    expect(unreachable).toEqual([])
    // No raw numbers of bytes or seconds anywhere.
    const text = await page.locator("[data-plugin-root]").innerText()
    expect(text).not.toMatch(/20971520|604800|\b600\b/)
    // The page's crumb after "Settings".
    await page
      .locator("ol li")
      .filter({ hasText: "B2B import & history" })
      .waitFor()
    await screenshot(page, "settings-plugin-options")
  })

  it("shows the options and the settings menu in German", async () => {
    const { page, context } = s
    await useGerman(context)
    try {
      await page.goto("/app/settings/plugin-b2b-history")
      await page
        .getByRole("heading", { name: "B2B-Import & Produkthistorie" })
        .waitFor()
      const value = (key: string) => optionRow(s, key).locator("dd").innerText()
      expect(await optionRow(s, "tokenLifetimeSeconds").innerText()).toContain(
        "Gültigkeit des Zugriffstokens"
      )
      expect(await value("tokenLifetimeSeconds")).toBe("10 Minuten")
      expect(await value("refreshTokenLifetimeSeconds")).toBe("7 Tage")
      expect(await value("uploadMaxBytes")).toBe("20 MB")
      expect(await value("maxOrderLines")).toBe("1.000 Zeilen")
      expect(await value("historyRetentionDays")).toBe("365 Tage")
      expect(await value("pendingJob.enabled")).toBe("Aus")
      expect(await value("pendingJob.schedule")).toContain("Alle 5 Minuten")
      for (const item of [
        "API-Integrationen",
        "API-Rollen",
        "API-Benutzer",
        "B2B-Import & Verlauf",
      ])
        await page.getByRole("link", { name: item }).waitFor()
      await screenshot(page, "settings-plugin-options-de")

      await page.getByRole("link", { name: "API-Integrationen" }).click()
      await page.getByRole("heading", { name: "API-Integrationen" }).waitFor()
      await page.getByRole("button", { name: "Integration anlegen" }).waitFor()
      await seeText(page, "Zeiten in")
    } finally {
      await useEnglish(context)
    }
  })
})
