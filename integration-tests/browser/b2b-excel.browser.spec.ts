import fs from "node:fs"
import path from "node:path"
import { breadcrumbs } from "./b2b-fixtures"
import {
  close,
  launch,
  login,
  screenshot,
  seeText,
  SLOW,
  type Session,
} from "./helpers"

const EXCEL = "Demo Excel order form (manual approval)"
const EXAMPLE = path.join(
  __dirname,
  "../../docs/examples/orders/order-excel.xlsx"
)
const XLSX_TYPE =
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

describe("admin: an Excel order form, uploaded in the dialog, checked and approved", () => {
  let s: Session
  const fileName = `excel-${Date.now()}.xlsx`

  beforeAll(async () => {
    s = await launch()
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
  })

  it("uploads the example workbook to the Excel profile and processes it: the order awaits approval", async () => {
    const { page } = s
    await page.goto("/app/b2b-import")
    await page.getByRole("heading", { name: "B2B import", level: 1 }).waitFor()
    await page.getByRole("button", { name: "Upload file" }).click()
    const dialog = page.getByRole("dialog", { name: "Upload an order file" })
    await dialog.waitFor()
    await dialog.getByRole("combobox", { name: "Profile" }).click()
    await page
      .getByRole("option", { name: new RegExp(EXCEL.replace(/[()]/g, "\\$&")) })
      .click()
    // The file picker offers workbooks (its accept list comes from the formats' traits).
    const picker = dialog.getByLabel("File", { exact: true })
    await expect(picker.getAttribute("accept")).resolves.toContain(".xlsx")
    await picker.setInputFiles({
      name: fileName,
      mimeType: XLSX_TYPE,
      buffer: fs.readFileSync(EXAMPLE),
    })
    await dialog.getByRole("button", { name: "Upload", exact: true }).click()
    await dialog
      .getByRole("button", { name: "Process now" })
      .waitFor({ timeout: SLOW })
    await dialog.getByRole("button", { name: "Process now" }).click()
    await dialog
      .getByText("Processed: the order awaits approval.")
      .waitFor({ timeout: SLOW })
    await screenshot(page, "b2b-excel-processed")
  })

  it("shows the workbook's lines in the check, and approving creates the order", async () => {
    const { page } = s
    await page
      .getByRole("dialog", { name: "Upload an order file" })
      .getByRole("button", { name: "Open record" })
      .click()
    await page.getByRole("heading", { name: fileName, level: 1 }).waitFor()
    await expect(breadcrumbs(page).innerText()).resolves.toBe(
      `B2B import\n${fileName}`
    )
    await page
      .getByRole("heading", { name: "Check before approval" })
      .waitFor({ timeout: SLOW })
    for (const sku of ["SW01000", "SW01001.100", "SW01005"])
      await page.getByRole("row").filter({ hasText: sku }).first().waitFor()
    await seeText(page, "XLSX-2026-0001")
    await screenshot(page, "b2b-excel-check")
    await page.getByRole("button", { name: "Approve", exact: true }).click()
    await page
      .getByRole("alertdialog", { name: "Create the order?" })
      .getByRole("button", { name: "Approve", exact: true })
      .click()
    await seeText(page, "Approved: the order was created.")
    await page
      .getByRole("link", { name: /^Order #\d+$/ })
      .waitFor({ timeout: SLOW })
  })

  it("offers the sheet and header row when a profile reads Excel", async () => {
    const { page } = s
    await page.goto("/app/b2b-import/profiles")
    await page
      .getByRole("link", { name: EXCEL })
      .or(page.getByRole("row").filter({ hasText: EXCEL }))
      .first()
      .click()
    await seeText(page, "Header row number")
    await seeText(page, "3")
  })
})
