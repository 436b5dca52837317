import { EDI, expectFocusOn } from "./b2b-fixtures"
import {
  adminApi,
  close,
  expectAccessibleAtWidths,
  launch,
  login,
  screenshot,
  seeText,
  SLOW,
  type AdminApi,
  type Session,
} from "./helpers"

/**
 * Import profiles as a shop owner keeps them: the list, a profile created in a
 * focus modal and edited in a drawer, fields checked before they are sent and
 * a refusal named in words, mappings edited and deleted from their row menus.
 */
describe("admin: B2B import profiles and their field mappings", () => {
  let s: Session
  let api: AdminApi
  const stamp = Date.now()
  const name = `Browser client ${stamp}`
  let openTransId: string

  beforeAll(async () => {
    api = await adminApi()
    const { profile } = await api.post("/admin/b2b/profiles", {
      name: `Browser openTRANS ${stamp}`,
      approval_mode: "manual",
      file_format: "opentrans",
      customer_lookup: "number",
      price_source: "file",
    })
    openTransId = profile.id
    s = await launch()
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
  })

  it("lists the profiles with their settings in words, searchable, the search in the URL", async () => {
    const { page } = s
    await page.goto("/app/b2b-import/profiles")
    const row = page.getByRole("row").filter({ hasText: EDI })
    await row
      .getByText("Manual approval", { exact: true })
      .waitFor({ timeout: SLOW })
    await row.getByText("By e-mail address", { exact: true }).waitFor()
    await page.getByPlaceholder("Profile name").fill("openTRANS")
    await page.waitForURL((url) => url.searchParams.get("q") === "openTRANS")
    await page
      .getByRole("link", { name: `Browser openTRANS ${stamp}` })
      .waitFor()
    await page.getByRole("link", { name: EDI }).waitFor({ state: "detached" })
    await page.reload()
    await page
      .getByRole("link", { name: `Browser openTRANS ${stamp}` })
      .waitFor()
    await expectAccessibleAtWidths(page)
  })

  it("creates a profile in a focus modal, checking the fields before they are sent", async () => {
    const { page } = s
    await page.goto("/app/b2b-import/profiles")
    await page.getByRole("button", { name: "Create profile" }).click()
    const modal = page.getByRole("dialog", { name: "Create an import profile" })
    await modal.waitFor()
    await expectAccessibleAtWidths(page)
    await modal.getByLabel("Currency").fill("EU")
    await modal.getByRole("button", { name: "Create profile" }).click()
    await modal.getByText("Give the profile a name.").waitFor()
    await modal.getByText(/A currency is three letters/).waitFor()
    const field = modal.getByLabel("Name", { exact: true })
    await expect(field.getAttribute("aria-invalid")).resolves.toBe("true")
    await expectFocusOn(field)
    await field.fill(name)
    await modal.getByLabel("Currency").fill("EUR")
    await modal.getByRole("button", { name: "Create profile" }).click()
    await page
      .getByRole("heading", { name, level: 1 })
      .waitFor({ timeout: SLOW })
    await seeText(page, `Profile “${name}” created.`)
  })

  it("names a field the server refused in words, never in the framework's raw message", async () => {
    const { page } = s
    const menu = page.getByRole("button", { name: "Actions for this profile" })
    await menu.click()
    await page.getByRole("menuitem", { name: "Edit" }).click()
    const drawer = page.getByRole("dialog", { name: "Edit the import profile" })
    await drawer.waitFor()
    // The server's schema refusal as it reads raw (a value the form cannot know is refused).
    await page.route(/\/admin\/b2b\/profiles\/[^/]+$/, (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 400,
            contentType: "application/json",
            body: JSON.stringify({
              type: "invalid_data",
              message:
                "Invalid request: Value for field 'currency_code' too small, expected at least: '3'",
            }),
          })
        : route.continue()
    )
    await drawer.getByRole("button", { name: "Save profile" }).click()
    await drawer
      .getByText(
        "Currency: this value was not accepted. Check it and save again."
      )
      .first()
      .waitFor()
    await expect(
      drawer.getByText(/too small|expected at least/).count()
    ).resolves.toBe(0)
    await expect(
      drawer.getByLabel("Currency").getAttribute("aria-invalid")
    ).resolves.toBe("true")
    await page.unroute(/\/admin\/b2b\/profiles\/[^/]+$/)
    await expectAccessibleAtWidths(page)
    await page.keyboard.press("Escape")
    await expectFocusOn(menu)
  })

  it("edits a mapping in a drawer and deletes one from its row menu, asking first; the focus returns", async () => {
    const { page } = s
    await page.getByRole("button", { name: "Add mapping" }).click()
    const modal = page.getByRole("dialog", { name: "Add a field mapping" })
    await modal.getByLabel("Source column").fill("Menge")
    await modal.getByRole("combobox", { name: "Order field" }).click()
    await page
      .getByRole("option", { name: "Line: quantity", exact: true })
      .click()
    await modal
      .getByLabel("Transform steps (JSON)")
      .fill('[{"type":"number","decimalSeparator":","}]')
    await modal.getByRole("button", { name: "Add mapping" }).click()
    await modal.waitFor({ state: "hidden" })
    const row = page.getByRole("row").filter({ hasText: "Menge" })
    await row.getByText("Number (decimal comma)").waitFor()
    const rowMenu = page.getByRole("button", {
      name: "Actions for mapping Menge",
    })

    await rowMenu.click()
    await page.getByRole("menuitem", { name: "Edit" }).click()
    const drawer = page.getByRole("dialog", { name: "Edit the field mapping" })
    await drawer.waitFor()
    await expectAccessibleAtWidths(page)
    await page.keyboard.press("Escape")
    await expectFocusOn(rowMenu)

    await rowMenu.click()
    await page.getByRole("menuitem", { name: "Delete" }).click()
    const prompt = page.getByRole("alertdialog")
    await prompt
      .getByText("The column “Menge” will no longer fill “Line: quantity”.")
      .waitFor()
    await prompt.getByRole("button", { name: "Cancel" }).click()
    await expectFocusOn(rowMenu)
    await rowMenu.click()
    await page.getByRole("menuitem", { name: "Delete" }).click()
    await prompt.getByRole("button", { name: "Delete" }).click()
    await seeText(page, "Mapping deleted.")
    await row.waitFor({ state: "detached" })
    await expectFocusOn(page.getByRole("button", { name: "Add mapping" }))
    await expectAccessibleAtWidths(page)
  })

  it("explains the format's default and saves gross file prices in the edit drawer", async () => {
    const { page } = s
    await page.goto(`/app/b2b-import/profiles/${openTransId}`)
    await page
      .getByText("Default for openTRANS (XML): net")
      .waitFor({ timeout: SLOW })
    await page.getByRole("button", { name: "Actions for this profile" }).click()
    await page.getByRole("menuitem", { name: "Edit" }).click()
    const drawer = page.getByRole("dialog", { name: "Edit the import profile" })
    const select = drawer.getByRole("combobox", { name: "Prices in the file" })
    await expect(select.innerText()).resolves.toContain(
      "Default for openTRANS (XML): net"
    )
    await select.click()
    await page
      .getByRole("option", { name: "Gross (tax included)", exact: true })
      .click()
    await drawer.getByRole("button", { name: "Save profile" }).click()
    await drawer.waitFor({ state: "hidden" })
    await seeText(page, "saved.")
    await page.getByText("Gross (tax included)").waitFor()
    const { profile } = await api.get(`/admin/b2b/profiles/${openTransId}`)
    expect(profile.file_prices).toBe("gross")
  })

  it("shows the refusal of a path it cannot read beside the source field", async () => {
    const { page } = s
    await page.getByRole("button", { name: "Add mapping" }).click()
    const modal = page.getByRole("dialog", { name: "Add a field mapping" })
    await modal
      .getByLabel("Source column")
      .fill("ORDER.ORDER_HEADER.ORDER_INFO.PARTIES.PARTY[2].ADDRESS.CITY")
    await modal.getByRole("combobox", { name: "Order field" }).click()
    await page
      .getByRole("option", { name: "Shipping address: City", exact: true })
      .click()
    await modal.getByRole("button", { name: "Add mapping" }).click()
    await modal
      .getByText(/cannot be read at 'PARTY\[2\]'/)
      .first()
      .waitFor()
    const source = modal.getByLabel("Source column")
    await expect(source.getAttribute("aria-invalid")).resolves.toBe("true")
    await screenshot(page, "b2b-mapping-path-refused")
    const { profile } = await api.get(`/admin/b2b/profiles/${openTransId}`)
    expect(profile.mappings).toEqual([])
  })

  it("deletes a profile from its menu after asking, back to the list", async () => {
    const { page } = s
    await page.keyboard.press("Escape")
    await page.getByRole("button", { name: "Actions for this profile" }).click()
    await page.getByRole("menuitem", { name: "Delete" }).click()
    const prompt = page.getByRole("alertdialog")
    await prompt.getByText(/records uploaded for it stay/).waitFor()
    await prompt.getByRole("button", { name: "Delete" }).click()
    await page
      .getByRole("heading", { name: "Import profiles", level: 1 })
      .waitFor()
    await seeText(page, `Profile “Browser openTRANS ${stamp}” deleted.`)
  })
})
