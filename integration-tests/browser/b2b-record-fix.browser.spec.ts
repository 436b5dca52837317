import {
  ERP,
  erpCsv,
  expectFocusOn,
  profileIdOf,
  uploadRecord,
} from "./b2b-fixtures"
import {
  adminApi,
  close,
  download,
  expectAccessibleAtWidths,
  launch,
  login,
  screenshot,
  SLOW,
  switchLanguage,
  type AdminApi,
  type Session,
} from "./helpers"

/**
 * A record that needs attention says what is wrong and what to do, and
 * offers the fix first: a corrected file (primary), the failed lines, the
 * mapping where lines were not understood; "Process again", which alone
 * fails again, comes last and the header has no Process button. Statuses
 * are in the owner's words with the API's code beside them; in German too.
 */
describe("admin: B2B record that needs attention, what to do", () => {
  let s: Session
  let api: AdminApi
  const stamp = Date.now()
  let mappedId: string
  let parsedId: string

  beforeAll(async () => {
    api = await adminApi()
    const profile = await profileIdOf(api, ERP)
    const mapped = await uploadRecord(
      api,
      profile,
      `unknown-sku-${stamp}.csv`,
      erpCsv(`FIXUI-${stamp}`, `NOPE-${stamp}`),
      { process: true }
    )
    expect(mapped.status).toBe("mapped")
    mappedId = mapped.id
    const parsed = await uploadRecord(
      api,
      profile,
      `bad-quantity-${stamp}.csv`,
      [
        "Bestellnummer;Kundennummer;Artikelnummer;Menge;Bemerkung",
        `FIXUI2-${stamp};K-10001;SW01000;x;`,
      ].join("\n"),
      { process: true }
    )
    expect(parsed.status).toBe("parsed")
    parsedId = parsed.id
    s = await launch()
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
  })

  it("says what is wrong, offers a corrected file first and keeps Process for last", async () => {
    const { page } = s
    await page.goto(`/app/b2b-import/${mappedId}`)
    const heading = page.getByRole("heading", {
      name: `unknown-sku-${stamp}.csv`,
      level: 1,
    })
    await heading.waitFor({ timeout: SLOW })
    await page
      .getByText("Needs a corrected file", { exact: true })
      .first()
      .waitFor()
    await page.getByText("mapped", { exact: true }).first().waitFor()

    const fix = page.getByRole("region", { name: "What to do" })
    await fix
      .getByText(
        "The lines were read, but no order could be made: 1 line has a problem (listed below)."
      )
      .waitFor()
    await fix.getByText(/^Correct the file and upload it again/).waitFor()
    const actions = await fix
      .locator("button, a")
      .evaluateAll((els) => els.map((el) => el.textContent?.trim()))
    expect(actions).toEqual([
      "Upload corrected file",
      "Download failed lines (CSV)",
      "Process again",
    ])
    // The header offers no Process that would only fail again.
    await expect(
      page.getByRole("button", { name: "Process", exact: true }).count()
    ).resolves.toBe(0)
    const failed = await download(page, () =>
      fix.getByRole("link", { name: "Download failed lines (CSV)" }).click()
    )
    expect(failed.content().toString("utf8")).toContain(`NOPE-${stamp}`)
    await expectAccessibleAtWidths(page)
    await screenshot(page, "b2b-record-fix")

    // Process again, unchanged, says why it is still not done.
    await fix.getByRole("button", { name: "Process again" }).click()
    await page
      .getByText("Processed: the record is now “Needs a corrected file”.")
      .waitFor({ timeout: SLOW })

    // By keyboard: the fix's first action takes the corrected file.
    await fix.getByRole("button", { name: "Upload corrected file" }).focus()
    await page.keyboard.press("Enter")
    const drawer = page.getByRole("dialog", { name: "Replace the order file" })
    await drawer.waitFor()
    await drawer.getByLabel("Corrected file").setInputFiles({
      name: `unknown-sku-${stamp}-corrected.csv`,
      mimeType: "text/csv",
      buffer: Buffer.from(erpCsv(`FIXUI-${stamp}`, "SW01006")),
    })
    await drawer.getByRole("button", { name: "Replace file" }).click()
    await drawer.waitFor({ state: "hidden", timeout: SLOW })
    const replaced = page.getByRole("heading", {
      name: `unknown-sku-${stamp}-corrected.csv`,
      level: 1,
    })
    await replaced.waitFor({ timeout: SLOW })
    // The fix section went with the status: the focus is on the heading, not the page's body.
    await expectFocusOn(replaced)
    await expect(fix.count()).resolves.toBe(0)
    await page.getByText("Not processed yet", { exact: true }).first().waitFor()
    await page.getByRole("button", { name: "Process", exact: true }).click()
    await page
      .getByRole("link", { name: /Order #\d+/ })
      .waitFor({ timeout: SLOW })
    await page.getByText("Order created", { exact: true }).first().waitFor()
  })

  it("speaks German and points to the mapping where lines were not understood", async () => {
    const { page } = s
    await page.goto(`/app/b2b-import/${parsedId}`)
    await switchLanguage(page, "de")
    await page
      .getByRole("heading", { name: `bad-quantity-${stamp}.csv`, level: 1 })
      .waitFor({ timeout: SLOW })
    await page
      .getByText("Zeilen nicht verstanden", { exact: true })
      .first()
      .waitFor()
    const fix = page.getByRole("region", { name: "So beheben Sie das" })
    await fix
      .getByText(
        "1 Zeile der Datei ließ sich nicht in eine Bestellposition umwandeln (unten aufgeführt). Es wurde keine Bestellung angelegt."
      )
      .waitFor()
    await fix
      .getByRole("button", { name: "Korrigierte Datei hochladen" })
      .waitFor()
    await fix.getByRole("button", { name: "Erneut verarbeiten" }).waitFor()
    await expectAccessibleAtWidths(page)
    await screenshot(page, "b2b-record-fix-de")
    await fix.getByRole("link", { name: "Zuordnung bearbeiten" }).click()
    await page.waitForURL(/\/b2b-import\/profiles\/[^/]+$/)
    await switchLanguage(page, "en")
  })
})
