import {
  close,
  launch,
  screenshot,
  seeText,
  SLOW,
  type Session,
} from "./helpers"
import { expectRowCount, historyUrl, urlParams } from "./history-page"

describe("admin: product history in German", () => {
  let s: Session

  beforeAll(async () => {
    s = await launch({ locale: "de-DE" })
    const { page } = s
    // The login form in German: found by its fields, not its words.
    await page.goto("/app/login")
    await page.locator("form input").first().fill("admin@example.com")
    await page.locator("form input[type=password]").fill("supersecret")
    await page.locator("form button[type=submit]").click()
    await page.waitForURL((url) => !url.pathname.startsWith("/app/login"), {
      timeout: SLOW * 2,
    })
  })
  afterAll(async () => {
    await close(s)
  })

  it("shows the page, its filters, field labels and the drawer in German", async () => {
    const { page } = s
    await page.goto(
      historyUrl({ field_name: JSON.stringify(["price.gross", "stock"]) })
    )
    await page
      .getByRole("heading", { name: "Produkthistorie", level: 1 })
      .waitFor()
    await page.getByRole("link", { name: "Produkthistorie" }).first().waitFor()
    await seeText(page, "Bruttopreis, Bestand")
    await expectRowCount(page, 20)
    const fields = await page
      .locator("[data-plugin-root] table tbody tr td:nth-child(3)")
      .allInnerTexts()
    for (const field of fields)
      expect(["Bruttopreis", "Bestand"]).toContain(field.trim())
    await seeText(page, "Zeiten in UTC")
    await page.getByRole("tab", { name: "Speichervorgänge" }).waitFor()
    await screenshot(page, "54-history-german")

    await page.goto(historyUrl({ field_name: JSON.stringify(["price.gross"]) }))
    await page
      .locator("[data-plugin-root] table tbody tr button[data-open-target]")
      .first()
      .click()
    const drawer = page.getByRole("dialog", {
      name: "Änderung von Bruttopreis",
    })
    await drawer.waitFor()
    await drawer
      .getByRole("button", { name: "Zurücksetzen", exact: true })
      .waitFor()
    expect(urlParams(page).get("open")).toBeTruthy()
    await page.keyboard.press("Escape")
  })
})
