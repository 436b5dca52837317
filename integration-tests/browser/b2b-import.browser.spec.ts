import {
  breadcrumbs,
  EDI,
  ediCsv,
  expectFocusOn,
  profileIdOf,
  uploadRecord,
} from "./b2b-fixtures"
import {
  adminApi,
  close,
  expectAccessibleAtWidths,
  launch,
  login,
  noToasts,
  overflowsPage,
  screenshot,
  seeText,
  SLOW,
  toasts,
  type AdminApi,
  type Session,
} from "./helpers"

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

  it("uploads an order file in the upload dialog and processes it there", async () => {
    const { page } = s
    await page.getByRole("link", { name: "B2B import" }).first().click()
    await page.getByRole("heading", { name: "B2B import", level: 1 }).waitFor()
    const open = page.getByRole("button", { name: "Upload file" })
    await open.click()
    const dialog = page.getByRole("dialog", { name: "Upload an order file" })
    await dialog.waitFor()
    // Upload without a choice: the dialog says what is missing, beside each field.
    await dialog.getByRole("button", { name: "Upload", exact: true }).click()
    await dialog.getByText("Choose the profile the file belongs to.").waitFor()
    await dialog.getByText("Choose an order file.").waitFor()
    await dialog.getByRole("combobox", { name: "Profile" }).click()
    await page
      .getByRole("option", { name: new RegExp(EDI.replace(/[()]/g, "\\$&")) })
      .click()
    await dialog.getByLabel("File", { exact: true }).setInputFiles({
      name: fileName,
      mimeType: "text/csv",
      buffer: Buffer.from(ediCsv(orderNumber)),
    })
    await screenshot(page, "b2b-upload-dialog")
    await dialog.getByRole("button", { name: "Upload", exact: true }).click()

    await dialog
      .getByRole("button", { name: "Process now" })
      .waitFor({ timeout: SLOW })
    await dialog.getByText("Not processed yet").first().waitFor()
    // The dialog says what happened itself; no toast lies over it.
    await dialog
      .getByText("Uploaded: a new record, ready to be processed.")
      .waitFor()
    await expect(toasts(page).count()).resolves.toBe(0)

    await dialog.getByRole("button", { name: "Process now" }).click()
    await dialog
      .getByText("Processed: the order awaits approval.")
      .waitFor({ timeout: SLOW })
    await dialog.getByText("Waiting for your approval").first().waitFor()
    await expect(toasts(page).count()).resolves.toBe(0)
    await screenshot(page, "b2b-uploaded-processed")
  })

  it("approves the record on its page, under breadcrumbs, and finds the order", async () => {
    const { page } = s
    await page
      .getByRole("dialog", { name: "Upload an order file" })
      .getByRole("button", { name: "Open record" })
      .click()
    const heading = page.getByRole("heading", { name: fileName, level: 1 })
    await heading.waitFor()
    // The keyboard starts at the record, not on the page's body.
    await expectFocusOn(heading)
    await page.keyboard.press("Tab")
    await expectFocusOn(
      page.getByRole("button", { name: "Actions for this order file" })
    )
    await expect(breadcrumbs(page).innerText()).resolves.toBe(
      `B2B import\n${fileName}`
    )
    await page.getByRole("button", { name: "Approve", exact: true }).click()
    // One click would create an order: asked first, saying for whom and what.
    const confirm = page.getByRole("alertdialog", { name: "Create the order?" })
    await expect(confirm.innerText()).resolves.toMatch(
      /Approving creates the order for purchasing@acme-industrial\.example: 2 lines, €[\d.,]+ in total\. It cannot be undone/
    )
    await confirm.getByRole("button", { name: "Approve", exact: true }).click()
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
    await noToasts(page)
    await screenshot(page, "b2b-record")

    const displayId = (await orderLink.textContent())!.replace("Order #", "")
    await orderLink.click()
    await page.waitForURL(/\/app\/orders\/order_/)
    await seeText(page, `#${displayId}`)
    await seeText(page, "purchasing@acme-industrial.example")
  })

  it("finds the record by its order number in the list, approved", async () => {
    const { page } = s
    await page.goto("/app/b2b-import")
    await page.getByPlaceholder("File name or order number").fill(orderNumber)
    await page.waitForURL((url) => url.searchParams.get("q") === orderNumber)
    const row = page.getByRole("row").filter({ hasText: fileName })
    await row.waitFor()
    // Other tests' records are listed until the debounced search answers: wait for the one record.
    await page.waitForFunction(
      () =>
        document.querySelectorAll("table tbody tr").length === 1 &&
        !document.querySelector("[aria-busy=true]")
    )
    await row.getByText("Order created").waitFor()
    await row.getByText(EDI).waitFor()
  })

  it("deletes the record from its action menu, saying first that its order stays", async () => {
    const { page } = s
    await page.getByRole("link", { name: fileName }).click()
    await page.getByRole("heading", { name: fileName, level: 1 }).waitFor()
    await page
      .getByRole("button", { name: "Actions for this order file" })
      .click()
    await page.getByRole("menuitem", { name: "Delete" }).click()
    const prompt = page.getByRole("alertdialog")
    await prompt.waitFor()
    await expect(prompt.innerText()).resolves.toMatch(
      new RegExp(
        `order #\\d+ stays and keeps order number '${orderNumber}': a file with that number is not imported again`
      )
    )
    await prompt.getByRole("button", { name: "Delete", exact: true }).click()
    await page.waitForURL(/\/app\/b2b-import$/)
    await seeText(page, `The record of “${fileName}” was deleted.`)
  })
})

describe("admin: B2B records list and record by keyboard, for screen readers and at 1024 px", () => {
  let s: Session
  let api: AdminApi
  const stamp = Date.now()
  const files = [`kbd-a-${stamp}.csv`, `kbd-b-${stamp}.csv`]

  beforeAll(async () => {
    api = await adminApi()
    const edi = await profileIdOf(api, EDI)
    for (const [i, name] of files.entries())
      await uploadRecord(api, edi, name, ediCsv(`KBD-${i}-${stamp}`), {
        process: i === 0,
      })
    s = await launch()
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
  })

  it("reaches each row with one tab stop, opens a record with Enter, and Back keeps the search", async () => {
    const { page } = s
    await page.goto(`/app/b2b-import?q=${stamp}&sort=file_name`)
    const first = page.getByRole("link", { name: files[0] })
    await first.waitFor()
    const stops = await page.$$eval("table tbody tr", (rows) =>
      rows.map(
        (row) =>
          [
            ...row.querySelectorAll<HTMLElement>(
              "a, button, input, [tabindex]"
            ),
          ].filter((e) => e.tabIndex >= 0).length
      )
    )
    expect(new Set(stops)).toEqual(new Set([1]))
    await first.focus()
    await page.keyboard.press("Tab")
    await expectFocusOn(page.getByRole("link", { name: files[1] }))
    await page.keyboard.press("Enter")
    await page.getByRole("heading", { name: files[1], level: 1 }).waitFor()
    await page.goBack()
    await page.getByRole("link", { name: files[0] }).waitFor()
    await expect(
      page.getByPlaceholder("File name or order number").inputValue()
    ).resolves.toBe(String(stamp))
  })

  it("gives the focus back to “Upload file” when the upload dialog closes", async () => {
    const { page } = s
    const open = page.getByRole("button", { name: "Upload file" })
    await open.click()
    await page.getByRole("dialog", { name: "Upload an order file" }).waitFor()
    await page.keyboard.press("Escape")
    await expectFocusOn(open)
  })

  it("has no axe violations on the list, the upload dialog and a record at 1440 and 1024 px; the table scrolls in its box", async () => {
    const { page } = s
    await page.goto(`/app/b2b-import?q=${stamp}`)
    await page.getByRole("link", { name: files[0] }).waitFor()
    await expectAccessibleAtWidths(page)

    await page.setViewportSize({ width: 1024, height: 900 })
    await expect(overflowsPage(page)).resolves.toBe(false)
    // The key columns stay in view; the rest scrolls inside the table's box.
    const box = await page.locator("table").locator("xpath=..").boundingBox()
    for (const name of ["File", "Status", "Received"]) {
      const cell = await page
        .getByRole("columnheader", { name, exact: true })
        .boundingBox()
      expect(cell!.x + cell!.width).toBeLessThanOrEqual(box!.x + box!.width + 1)
    }
    await screenshot(page, "b2b-records-1024")
    await page.setViewportSize({ width: 1440, height: 900 })

    await page.getByRole("button", { name: "Upload file" }).click()
    await page.getByRole("dialog", { name: "Upload an order file" }).waitFor()
    await expectAccessibleAtWidths(page)
    await page.keyboard.press("Escape")

    await page.getByRole("link", { name: files[0] }).click()
    await page.getByRole("heading", { name: "Check before approval" }).waitFor()
    await page.locator("dd[data-total='Total']").waitFor({ timeout: SLOW })
    await expectAccessibleAtWidths(page)
  })
})
