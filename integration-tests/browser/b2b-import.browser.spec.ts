import {
  close,
  launch,
  login,
  noToasts,
  screenshot,
  seeText,
  SLOW,
  toasts,
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
})
