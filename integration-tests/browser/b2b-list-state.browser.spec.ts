import {
  breadcrumbs,
  EDI,
  ediCsv,
  ERP,
  erpCsv,
  profileIdOf,
  query,
  uploadRecord,
} from "./b2b-fixtures"
import {
  adminApi,
  close,
  expectAccessibleAtWidths,
  launch,
  login,
  screenshot,
  seeText,
  SLOW,
  switchLanguage,
  type AdminApi,
  type Session,
} from "./helpers"

/**
 * The records list as a shop owner uses it over days: search, sorting and
 * page size survive a reload and Back, the days received are filtered in the
 * shop's time zone, a failed load says so with Retry, several files are
 * processed at once with each outcome named.
 */
describe("admin: B2B records list, its state in the URL, errors and bulk processing", () => {
  let s: Session
  let api: AdminApi
  const stamp = Date.now()
  const names = ["c", "a", "b"].map((x) => `state-${x}-${stamp}.csv`)
  const ids: string[] = []

  beforeAll(async () => {
    api = await adminApi()
    const edi = await profileIdOf(api, EDI)
    for (const [i, name] of names.entries())
      ids.push(
        (await uploadRecord(api, edi, name, ediCsv(`STATE-${i}-${stamp}`))).id
      )
    s = await launch()
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
  })

  const fileCells = () =>
    s.page.$$eval("table tbody tr td:first-child", (cells) =>
      cells.map((c) => c.textContent?.trim())
    )

  it("keeps search, sorting and page size through reload and Back", async () => {
    const { page } = s
    await page.goto("/app/b2b-import")
    await page.getByPlaceholder("File name or order number").fill(`${stamp}`)
    await page.waitForURL((url) => url.searchParams.get("q") === `${stamp}`)
    await page.getByRole("link", { name: names[0] }).waitFor()
    await page.locator("thead").getByRole("button", { name: "File" }).click()
    await page.waitForURL((url) => url.searchParams.get("sort") === "file_name")
    await page.getByRole("combobox", { name: "Rows per page" }).click()
    await page.getByRole("option", { name: "50", exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get("size") === "50")
    const sorted = [...names].sort()
    await page.waitForFunction(
      (first) =>
        document.querySelector("table tbody tr td")?.textContent?.trim() ===
        first,
      sorted[0]
    )
    await expect(fileCells()).resolves.toEqual(sorted)

    await page.reload()
    await page.getByRole("link", { name: sorted[0] }).waitFor({ timeout: SLOW })
    await expect(fileCells()).resolves.toEqual(sorted)
    await expect(
      page.getByPlaceholder("File name or order number").inputValue()
    ).resolves.toBe(`${stamp}`)
    await expect(
      page.getByRole("combobox", { name: "Rows per page" }).innerText()
    ).resolves.toBe("50")

    const list = page.url()
    await page.getByRole("link", { name: sorted[1] }).click()
    await page.getByRole("heading", { name: sorted[1], level: 1 }).waitFor()
    await page.goBack()
    await page.getByRole("link", { name: sorted[0] }).waitFor()
    expect(page.url()).toBe(list)
    await expect(fileCells()).resolves.toEqual(sorted)
  })

  it("leads back through the breadcrumbs from a record and from a profile", async () => {
    const { page } = s
    await page.getByRole("link", { name: names[0] }).click()
    await page.getByRole("heading", { name: names[0], level: 1 }).waitFor()
    await breadcrumbs(page).getByRole("link", { name: "B2B import" }).click()
    await page.getByRole("heading", { name: "B2B import", level: 1 }).waitFor()

    await page.getByRole("link", { name: "Import profiles" }).click()
    await page.getByRole("link", { name: EDI }).click()
    await page.getByRole("heading", { name: EDI, level: 1 }).waitFor()
    await expect(breadcrumbs(page).innerText()).resolves.toBe(
      `B2B import\nImport profiles\n${EDI}`
    )
    await breadcrumbs(page)
      .getByRole("link", { name: "Import profiles" })
      .click()
    await page
      .getByRole("heading", { name: "Import profiles", level: 1 })
      .waitFor()
    await breadcrumbs(page).getByRole("link", { name: "B2B import" }).click()
    await page.getByRole("heading", { name: "B2B import", level: 1 }).waitFor()
  })

  it("filters by the days received with a preset, and clears the filters of an empty result", async () => {
    const { page } = s
    await page.goto(`/app/b2b-import?q=${stamp}`)
    await page.getByRole("link", { name: names[0] }).waitFor()
    await page.getByRole("button", { name: "Add filter" }).click()
    await page.getByRole("menuitem", { name: "Received" }).click()
    await page.getByRole("listitem").filter({ hasText: "Today" }).click()
    await page.waitForURL((url) => url.searchParams.has("received"))
    const today = new Date().toISOString().slice(0, 10)
    expect(JSON.parse(query(page).get("received")!)).toEqual({
      $gte: today,
      $lte: today,
    })
    await page.keyboard.press("Escape")
    await page.getByRole("link", { name: names[0] }).waitFor()

    // Received before 2020: nothing, and a way out.
    await page.goto(
      `/app/b2b-import?q=${stamp}&received=${encodeURIComponent('{"$lte":"2019-12-31"}')}`
    )
    await seeText(page, "Nothing matches these filters")
    await page.getByRole("button", { name: "Clear filters" }).last().click()
    await page.waitForURL((url) => !url.searchParams.has("received"))
    await page.getByRole("link", { name: names[0] }).waitFor()
  })

  it("says what could not be loaded and loads it on Retry", async () => {
    const { page } = s
    let failing = true
    // Every try fails (the dashboard's queries retry once by themselves) until Retry.
    await page.route(/\/admin\/b2b\/records\?/, (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ message: "The database is not reachable." }),
          })
        : route.continue()
    )
    await page.goto(`/app/b2b-import?q=${stamp}`)
    const alert = page
      .getByRole("alert")
      .filter({ hasText: "could not be loaded" })
    await alert.waitFor({ timeout: SLOW })
    await alert.getByText("Order files could not be loaded.").waitFor()
    await alert.getByText("The database is not reachable.").waitFor()
    await screenshot(page, "b2b-records-error")
    failing = false
    await alert.getByRole("button", { name: "Retry" }).click()
    await page.getByRole("link", { name: names[0] }).waitFor()
    await page.unroute(/\/admin\/b2b\/records\?/)

    // A record's page: a skeleton while it loads, then the same with Retry.
    failing = true
    const one = new RegExp(`/admin/b2b/records/${ids[0]}$`)
    await page.route(one, (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ message: "The database is not reachable." }),
          })
        : route.continue()
    )
    await page.goto(`/app/b2b-import/${ids[0]}`)
    const recordAlert = page.getByRole("alert")
    await recordAlert
      .getByText("The order file could not be loaded.")
      .waitFor({ timeout: SLOW })
    failing = false
    await recordAlert.getByRole("button", { name: "Retry" }).click()
    await page.getByRole("heading", { name: names[0], level: 1 }).waitFor()
    await page.unroute(one)
  })

  it("processes several chosen records at once and names each outcome", async () => {
    const { page } = s
    const erp = await profileIdOf(api, ERP)
    const good = `bulk-good-${stamp}.csv`
    const bad = `bulk-bad-${stamp}.csv`
    await uploadRecord(api, erp, good, erpCsv(`BULK-G-${stamp}`, "SW01006"))
    await uploadRecord(
      api,
      erp,
      bad,
      erpCsv(`BULK-B-${stamp}`, `NOPE-${stamp}`)
    )
    await page.goto(`/app/b2b-import?q=bulk-`)
    await page.getByRole("link", { name: good }).waitFor()
    // Without choosing, a row is one tab stop; "Select to process" adds the boxes.
    await expect(page.getByRole("checkbox").count()).resolves.toBe(0)
    await page.getByRole("button", { name: "Select to process" }).click()
    await page.getByRole("checkbox", { name: `Select ${good}` }).click()
    await page.getByRole("checkbox", { name: `Select ${bad}` }).click()
    await page.getByText("2 selected").waitFor()
    await screenshot(page, "b2b-bulk-selected")
    // The command bar's button: "Process", with its shortcut key P.
    await page.getByRole("button", { name: /^Process/ }).click()
    const results = page.getByTestId("bulk-results")
    await results
      .getByText("2 order files processed: 1 ready, 1 with problems.")
      .waitFor({ timeout: SLOW })
    await results.getByText(good).waitFor()
    await results.getByText("Processed: the order was created.").waitFor()
    await results.getByText(bad).waitFor()
    await results.getByText(/is unknown in the catalogue/).waitFor()
    await screenshot(page, "b2b-bulk-results")
  })

  it("speaks German: list, record, upload dialog and profile in the shop owner's words", async () => {
    const { page } = s
    await page.goto(`/app/b2b-import?q=${stamp}`)
    await page.getByRole("link", { name: names[0] }).waitFor()
    await screenshot(page, "b2b-records")
    await switchLanguage(page, "de")
    await page.getByRole("heading", { name: "B2B-Import", level: 1 }).waitFor()
    await seeText(page, "Zeiten in UTC, der Zeitzone des Shops.")
    await page
      .getByRole("button", { name: /^Zu bearbeiten \(\d+\)$/ })
      .waitFor()
    await page.getByRole("columnheader", { name: "Eingegangen" }).waitFor()
    await page
      .getByRole("row")
      .filter({ hasText: names[0] })
      .getByText("Noch nicht verarbeitet")
      .waitFor()
    await page.getByPlaceholder("Dateiname oder Bestellnummer").waitFor()
    await expectAccessibleAtWidths(page)
    await screenshot(page, "b2b-records-de")

    await page.getByRole("button", { name: "Datei hochladen" }).click()
    const dialog = page.getByRole("dialog", { name: "Bestelldatei hochladen" })
    await dialog.getByRole("button", { name: "Hochladen" }).click()
    await dialog.getByText("Wählen Sie eine Bestelldatei.").waitFor()
    await page.keyboard.press("Escape")

    await page.getByRole("link", { name: names[0] }).click()
    await page.getByRole("heading", { name: "Datei und Verlauf" }).waitFor()
    await seeText(page, "Noch nicht verarbeitet.")
    await page
      .getByRole("button", { name: "Verarbeiten", exact: true })
      .waitFor()
    await page
      .getByRole("button", { name: "Aktionen für diese Bestelldatei" })
      .click()
    await page
      .getByRole("menuitem", { name: "Originaldatei herunterladen" })
      .waitFor()
    await page.keyboard.press("Escape")

    await page.goto("/app/b2b-import/profiles")
    await page
      .getByRole("heading", { name: "Importprofile", level: 1 })
      .waitFor()
    await page
      .getByRole("row")
      .filter({ hasText: EDI })
      .getByText("Manuelle Freigabe", { exact: true })
      .waitFor()
  })
})
