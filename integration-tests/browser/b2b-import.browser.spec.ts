import {
  adminApi,
  close,
  launch,
  login,
  noToasts,
  screenshot,
  seeText,
  SLOW,
  toasts,
  type AdminApi,
  type Session,
} from "./helpers"

/** An EDI order file for the demo profile "Demo EDI (CSV, manual approval)" and the demo B2B customer. */
function ediCsv(orderNumber: string) {
  return [
    "order_number,email,sku,qty,unit_price",
    `${orderNumber},purchasing@acme-industrial.example,SW01000,3,12.50`,
    `${orderNumber},purchasing@acme-industrial.example,SW01001,5,0.50`,
  ].join("\n")
}

describe("admin: B2B import, upload → process → approve → order", () => {
  let s: Session
  const orderNumber = `BROWSER-${Date.now()}`
  const fileName = `${orderNumber.toLowerCase()}.csv`

  beforeAll(async () => {
    s = await launch()
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
  })

  it("uploads an order file through the dialog and processes it", async () => {
    const { page } = s
    await page.getByRole("link", { name: "B2B import" }).first().click()
    await page.getByRole("heading", { name: "B2B import", level: 1 }).waitFor()
    await page.getByText("Loading order files…").waitFor({ state: "hidden" })
    await screenshot(page, "10-b2b-import-list")

    await page.getByRole("button", { name: "Upload file" }).click()
    const dialog = page.getByRole("dialog", { name: "Upload an order file" })
    await dialog.waitFor()
    await dialog.getByRole("combobox", { name: "Profile" }).click()
    await page
      .getByRole("option", { name: /Demo EDI \(CSV, manual approval\)/ })
      .click()
    await dialog.getByLabel("File", { exact: true }).setInputFiles({
      name: fileName,
      mimeType: "text/csv",
      buffer: Buffer.from(ediCsv(orderNumber)),
    })
    await screenshot(page, "11-b2b-upload-dialog-filled")
    await dialog.getByRole("button", { name: "Upload", exact: true }).click()

    await dialog
      .getByRole("button", { name: "Process now" })
      .waitFor({ timeout: SLOW })
    await expect(dialog.getByText("Pending").first().isVisible()).resolves.toBe(
      true
    )
    // The panel says what happened itself; no toast lies over it.
    await dialog
      .getByText("Uploaded: a new record, ready to be processed.")
      .waitFor()
    await expect(toasts(page).count()).resolves.toBe(0)
    await screenshot(page, "12-b2b-uploaded")

    await dialog.getByRole("button", { name: "Process now" }).click()
    await dialog
      .getByText("Processed: the order awaits approval.")
      .waitFor({ timeout: SLOW })
    await expect(
      dialog.getByText("Awaiting approval").first().isVisible()
    ).resolves.toBe(true)
    await expect(toasts(page).count()).resolves.toBe(0)
    await screenshot(page, "13-b2b-processed-awaiting-approval")
  })

  it("approves the record on its page and finds the order", async () => {
    const { page } = s
    await page
      .getByRole("dialog", { name: "Upload an order file" })
      .getByRole("button", { name: "Open record" })
      .click()
    await page.getByRole("heading", { name: fileName, level: 1 }).waitFor()
    await expect(toasts(page).count()).resolves.toBe(0)
    await page.getByRole("button", { name: "Approve" }).click()
    await seeText(page, "Approved: the order was created.")
    const orderLink = page.getByRole("link", { name: /^Order #\d+$/ })
    await orderLink.waitFor({ timeout: SLOW })
    // One link to the order (in the header), not a second one in the file details.
    await expect(orderLink.count()).resolves.toBe(1)
    await seeText(page, orderNumber)
    const runs = page
      .locator("dt", { hasText: "Import runs" })
      .locator("xpath=following-sibling::dd[1]")
    await expect(runs.innerText()).resolves.toBe(
      "2 (each Process and each Approve is one run)"
    )
    // The toast goes by itself: the screen is left clean.
    await noToasts(page)
    await screenshot(page, "14-b2b-record-approved")

    const orderText = (await orderLink.textContent())!.trim()
    const displayId = orderText.replace("Order #", "")
    await orderLink.click()
    await page.waitForURL(/\/app\/orders\/order_/)
    await seeText(page, `#${displayId}`)
    await seeText(page, "purchasing@acme-industrial.example")
    await screenshot(page, "15-b2b-order")
  })

  it("lists the record as approved and finds it by its order number", async () => {
    const { page } = s
    await page.goto("/app/b2b-import")
    await page.getByLabel("Search records").fill(orderNumber)
    const row = page.getByRole("row").filter({ hasText: fileName })
    await row.waitFor()
    // Other tests' records are listed until the debounced search answers: wait for the one record.
    await page.waitForFunction(
      () =>
        document.querySelectorAll("table tbody tr").length === 1 &&
        !document.querySelector("[aria-busy=true]")
    )
    await expect(page.getByRole("row").count()).resolves.toBe(2) // header + the one record
    await expect(row.getByText("Approved").isVisible()).resolves.toBe(true)
    await expect(
      row.getByText("Demo EDI (CSV, manual approval)").isVisible()
    ).resolves.toBe(true)
    await screenshot(page, "16-b2b-list-search")
  })

  it("deletes the imported record, saying first that its order stays and keeps the order number", async () => {
    const { page } = s
    await page.getByRole("link", { name: fileName }).first().click()
    await page.getByRole("heading", { name: fileName, level: 1 }).waitFor()
    await page.getByRole("button", { name: "Delete", exact: true }).click()
    const prompt = page.getByRole("alertdialog")
    await prompt.waitFor()
    await expect(prompt.innerText()).resolves.toMatch(
      new RegExp(
        `order #\\d+ stays and keeps order number '${orderNumber}': a file with that number is not imported again`
      )
    )
    await screenshot(page, "17-b2b-delete-keeps-order")
    await prompt.getByRole("button", { name: "Delete", exact: true }).click()
    await page.waitForURL(/\/app\/b2b-import$/)
    await seeText(page, `The record of "${fileName}" was deleted.`)
  })
})

describe("admin: B2B profile editor, file prices and a refused mapping path", () => {
  let s: Session
  let api: AdminApi
  let profileId: string

  beforeAll(async () => {
    api = await adminApi()
    const { profile } = await api.post("/admin/b2b/profiles", {
      name: `Browser openTRANS ${Date.now()}`,
      approval_mode: "manual",
      file_format: "opentrans",
      customer_lookup: "number",
      price_source: "file",
    })
    profileId = profile.id
    s = await launch()
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
  })

  it("explains the format's default and saves gross file prices", async () => {
    const { page } = s
    await page.goto(`/app/b2b-import/profiles/${profileId}`)
    const select = page.getByRole("combobox", { name: "File prices" })
    await select.waitFor({ timeout: SLOW })
    await expect(select.innerText()).resolves.toContain(
      "Default for openTRANS (XML): net"
    )
    await select.click()
    await page
      .getByRole("option", { name: "Gross (tax included)", exact: true })
      .click()
    await page.getByRole("button", { name: "Save profile" }).click()
    await seeText(page, "saved.")
    const { profile } = await api.get(`/admin/b2b/profiles/${profileId}`)
    expect(profile.file_prices).toBe("gross")
  })

  it("shows the refusal of a path it cannot read beside the source field", async () => {
    const { page } = s
    await page.goto(`/app/b2b-import/profiles/${profileId}`)
    await page.getByRole("button", { name: "Add mapping" }).click()
    const drawer = page.getByRole("dialog", { name: "Add a field mapping" })
    await drawer.waitFor()
    await drawer
      .getByLabel("Source column")
      .fill("ORDER.ORDER_HEADER.ORDER_INFO.PARTIES.PARTY[2].ADDRESS.CITY")
    await drawer.getByRole("combobox", { name: "Target" }).click()
    await page
      .getByRole("option", { name: "shipping.city", exact: true })
      .click()
    await drawer.getByRole("button", { name: "Add mapping" }).click()
    await seeText(page, "cannot be read at 'PARTY[2]'")
    const source = drawer.getByLabel("Source column")
    await expect(source.getAttribute("aria-invalid")).resolves.toBe("true")
    await screenshot(page, "b2b-mapping-path-refused")
    const { profile } = await api.get(`/admin/b2b/profiles/${profileId}`)
    expect(profile.mappings).toEqual([])
  })
})
