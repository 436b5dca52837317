import { close, launch, login, screenshot, seeText, SLOW, type Session } from "./helpers"

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
    await screenshot(page, "10-b2b-import-list")

    await page.getByRole("button", { name: "Upload file" }).click()
    const dialog = page.getByRole("dialog", { name: "Upload an order file" })
    await dialog.waitFor()
    await dialog.getByRole("combobox", { name: "Profile" }).click()
    await page.getByRole("option", { name: /Demo EDI \(CSV, manual approval\)/ }).click()
    await dialog.getByLabel("File", { exact: true }).setInputFiles({ name: fileName, mimeType: "text/csv", buffer: Buffer.from(ediCsv(orderNumber)) })
    await screenshot(page, "11-b2b-upload-dialog-filled")
    await dialog.getByRole("button", { name: "Upload", exact: true }).click()

    await dialog.getByRole("button", { name: "Process now" }).waitFor({ timeout: SLOW })
    await expect(dialog.getByText("Pending").first().isVisible()).resolves.toBe(true)
    await screenshot(page, "12-b2b-uploaded")

    await dialog.getByRole("button", { name: "Process now" }).click()
    await dialog.getByText("Awaiting approval").first().waitFor({ timeout: SLOW })
    await screenshot(page, "13-b2b-processed-awaiting-approval")
  })

  it("approves the record on its page and finds the order", async () => {
    const { page } = s
    await page.getByRole("dialog", { name: "Upload an order file" }).getByRole("button", { name: "Open record" }).click()
    await page.getByRole("heading", { name: fileName, level: 1 }).waitFor()
    await page.getByRole("button", { name: "Approve" }).click()
    await seeText(page, "Approved: the record is now Approved.")
    const orderLink = page.getByRole("link", { name: /^Order #\d+$/ }).first()
    await orderLink.waitFor({ timeout: SLOW })
    await seeText(page, orderNumber)
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
    await expect(page.getByRole("row").count()).resolves.toBe(2) // header + the one record
    await expect(row.getByText("Approved").isVisible()).resolves.toBe(true)
    await expect(row.getByText("Demo EDI (CSV, manual approval)").isVisible()).resolves.toBe(true)
    await screenshot(page, "16-b2b-list-search")
  })
})
