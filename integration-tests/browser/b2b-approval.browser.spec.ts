import { expectFocusOn, uploadRecord } from "./b2b-fixtures"
import {
  adminApi,
  close,
  demoProducts,
  launch,
  login,
  noToasts,
  screenshot,
  seeText,
  SLOW,
  switchLanguage,
  toasts,
  type AdminApi,
  type Session,
} from "./helpers"

/**
 * A profile for one client, edited in the profile editor, and a file whose
 * catalogue price changes between import and approval: the record page lists
 * the change, shows the order once and counts the runs.
 */
describe("admin: B2B profile editor and approval with a changed price", () => {
  let s: Session
  let api: AdminApi
  const stamp = Date.now()
  const profileName = `Browser catalogue ${stamp}`
  const orderNumber = `CAT-${stamp}`
  const fileName = `priced-${stamp}.csv`
  let profileId: string
  let product: Awaited<ReturnType<typeof demoProducts>>[number]

  beforeAll(async () => {
    api = await adminApi()
    // Safety goggles: one variant, untouched by the other browser tests.
    product = (await demoProducts(api)).find(
      (p) => p.handle === "safety-goggles"
    )!
    const { profile } = await api.post("/admin/b2b/profiles", {
      name: profileName,
      approval_mode: "manual",
      file_format: "csv",
      customer_lookup: "email",
      price_source: "catalogue",
    })
    profileId = profile.id
    const mappings = [
      {
        source: "order_number",
        target: "order.externalNumber",
        required: true,
      },
      { source: "email", target: "customer.email", required: true },
      { source: "sku", target: "line.sku" },
    ]
    for (const [position, mapping] of mappings.entries())
      await api.post(`/admin/b2b/profiles/${profileId}/mappings`, {
        ...mapping,
        position,
      })
    s = await launch()
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
  })

  /** A file of one line of `variant` for the profile, processed: the record as answered. */
  const processedFile = (
    variant: { sku: string },
    orderNumber: string,
    name: string,
    qty: number
  ) =>
    uploadRecord(
      api,
      profileId,
      name,
      [
        "order_number,email,sku,qty",
        `${orderNumber},purchasing@acme-industrial.example,${variant.sku},${qty}`,
      ].join("\n"),
      { process: true }
    )

  /** The catalogue's euro price of `variant` goes up by one euro (its other prices stay). */
  const raiseEuroPrice = (variant: (typeof product.variants)[number]) =>
    api.post(`/admin/products/${product.id}/variants/${variant.id}`, {
      prices: variant.prices.map((p) => ({
        currency_code: p.currency_code,
        amount: p.currency_code === "eur" ? p.amount + 1 : p.amount,
      })),
    })

  it("adds a field mapping in the profile editor", async () => {
    const { page } = s
    await page.goto(`/app/b2b-import/profiles/${profileId}`)
    await page.getByRole("heading", { name: profileName, level: 1 }).waitFor()
    const add = page.getByRole("button", { name: "Add mapping" })
    await add.click()
    const modal = page.getByRole("dialog", { name: "Add a field mapping" })
    await modal.waitFor()
    await modal.getByLabel("Source column").fill("qty")
    await modal.getByRole("combobox", { name: "Order field" }).click()
    await page
      .getByRole("option", { name: "Line: quantity", exact: true })
      .click()
    await modal.getByRole("button", { name: "Add mapping" }).click()
    await modal.waitFor({ state: "hidden" })
    await expectFocusOn(add)
    await seeText(page, "Mapping added.")
    // The order field in words, its key beneath.
    const row = page.getByRole("row").filter({ hasText: "line.quantity" })
    await row.getByText("Line: quantity").waitFor()
    await row.getByText("qty", { exact: true }).waitFor()
    await noToasts(page)
    await screenshot(page, "b2b-profile-editor")
  })

  it("lists the price that changed since the import when the order is approved", async () => {
    const { page } = s
    const variant = product.variants[0]
    const record = await processedFile(variant, orderNumber, fileName, 2)
    expect(record.status).toBe("awaiting_approval")
    // The catalogue price goes up by one euro before the clerk approves.
    await raiseEuroPrice(variant)

    await page.goto(`/app/b2b-import/${record.id}`)
    await page.getByRole("heading", { name: fileName, level: 1 }).waitFor()
    // The check shows the line with both prices highlighted, the totals and the change in words.
    await page
      .getByRole("heading", { name: "Check before approval" })
      .waitFor({ timeout: SLOW })
    const line = page
      .locator("tr[data-differs]")
      .filter({ hasText: variant.sku })
    await line.waitFor({ timeout: SLOW })
    await seeText(page, "Needs your acceptance:")
    await page.locator("dd[data-total='Total']").waitFor()
    await screenshot(page, "b2b-approval-check")
    // The profile lets no price move pass: approving means accepting the change, one button, said in words.
    await expect(
      page.getByRole("button", { name: "Approve", exact: true }).count()
    ).resolves.toBe(0)
    await seeText(
      page,
      "1 change since the import is beyond what the profile allows (listed below). To order anyway, accept it: the order is created at the shop’s current values. Otherwise reject the file."
    )
    const accept = page.getByRole("button", {
      name: "Accept changes and approve",
    })
    // Asked first; Cancel creates nothing and gives the focus back.
    await accept.click()
    const confirm = page.getByRole("alertdialog", { name: "Create the order?" })
    await expect(confirm.innerText()).resolves.toMatch(
      /accepts the changes listed and creates the order for purchasing@acme-industrial\.example at the shop’s current values: 1 line, €[\d.,]+ in total/
    )
    await confirm.getByRole("button", { name: "Cancel" }).click()
    await confirm.waitFor({ state: "hidden" })
    await expectFocusOn(accept)
    expect(
      (await api.get(`/admin/b2b/records/${record.id}`)).record.status
    ).toBe("awaiting_approval")
    await accept.click()
    await confirm
      .getByRole("button", { name: "Accept changes and approve" })
      .click()
    await seeText(page, "Approved: the order was created.")
    await seeText(page, "1 change since import, see below.")
    // The changed field in words ("Price"), with the reason.
    const change = page.locator("tr[data-change='unitPrice']")
    await change.waitFor({ timeout: SLOW })
    await change.getByText("Price", { exact: true }).waitFor()
    await change.getByText(/the price changed from/).waitFor()
    // The order is linked once, and both runs (Process, Approve) are counted.
    await page.getByRole("link", { name: /^Order #\d+$/ }).waitFor()
    await expect(
      page.getByRole("link", { name: /^Order #\d+$/ }).count()
    ).resolves.toBe(1)
    const runs = page
      .locator("dt", { hasText: "Import runs" })
      .locator("xpath=following-sibling::dd[1]")
    await expect(runs.innerText()).resolves.toBe(
      "2 (each Process and each Approve is one run)"
    )
    await noToasts(page)
    await expect(toasts(page).count()).resolves.toBe(0)
    await screenshot(page, "b2b-approval-changes")
  })

  it("rejects a waiting order with a reason, shows who rejected it, when and why, and keeps the focus on the page", async () => {
    const { page } = s
    const variant = product.variants[0]
    const record = await processedFile(
      variant,
      `REJ-${stamp}`,
      `reject-${stamp}.csv`,
      1
    )

    await page.goto(`/app/b2b-import/${record.id}`)
    await page.getByRole("heading", { name: "Check before approval" }).waitFor()
    const reject = page.getByRole("button", { name: "Reject", exact: true })
    // Cancelled: the focus is back on Reject.
    await reject.click()
    const dialog = page.getByRole("alertdialog", { name: "Reject this order?" })
    await dialog.waitFor()
    // The dialog asks for a reason: the focus starts in its field, not on Cancel.
    await expectFocusOn(dialog.getByLabel("Reason"))
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "hidden" })
    await expectFocusOn(reject)
    await reject.click()
    await dialog.waitFor()
    await dialog.getByRole("button", { name: "Reject order" }).click()
    await seeText(page, "Say why the order is rejected.")
    await dialog.getByLabel("Reason").fill("The customer cancelled by phone")
    await dialog.getByRole("button", { name: "Reject order" }).click()
    await dialog.waitFor({ state: "hidden" })
    // Reject left with the check section: the focus waits on the page's heading, not on the page's body.
    await expectFocusOn(page.getByRole("heading", { level: 1 }))
    await seeText(page, "Rejected: no order will be created.")
    await seeText(page, "The customer cancelled by phone")
    await seeText(page, "Rejected by")
    await expect(
      page.getByRole("heading", { name: "Check before approval" }).count()
    ).resolves.toBe(0)
    await noToasts(page)
    await screenshot(page, "b2b-rejected")
  })
  it("says in words when a price changed while the check was open, and then offers only to accept it", async () => {
    const { page } = s
    const variant = (await demoProducts(api)).find(
      (p) => p.handle === "safety-goggles"
    )!.variants[0]
    const record = await processedFile(
      variant,
      `MEANWHILE-${stamp}`,
      `meanwhile-${stamp}.csv`,
      1
    )

    await page.goto(`/app/b2b-import/${record.id}`)
    await seeText(page, "Nothing changed since the import.")
    const approve = page.getByRole("button", { name: "Approve", exact: true })
    await approve.waitFor()
    // The price moves after the check was loaded.
    await raiseEuroPrice(variant)
    await approve.click()
    await page
      .getByRole("alertdialog", { name: "Create the order?" })
      .getByRole("button", { name: "Approve", exact: true })
      .click()
    await seeText(
      page,
      "Not approved: something changed since this check was shown. The check now lists it; accept the changes and approve, or reject the file."
    )
    await page
      .getByRole("button", { name: "Accept changes and approve" })
      .waitFor({ timeout: SLOW })
    await expect(approve.count()).resolves.toBe(0)
    expect(
      (await api.get(`/admin/b2b/records/${record.id}`)).record.status
    ).toBe("awaiting_approval")

    // In German: the one button and why, in words.
    await switchLanguage(page, "de")
    await seeText(
      page,
      "1 Änderung seit dem Import geht über das hinaus, was das Profil erlaubt (unten aufgeführt). Um trotzdem zu bestellen, übernehmen Sie sie: Die Bestellung wird zu den aktuellen Werten des Shops angelegt. Andernfalls lehnen Sie die Datei ab."
    )
    await page
      .getByRole("button", { name: "Änderungen übernehmen und freigeben" })
      .click()
    await page
      .getByRole("alertdialog", { name: "Bestellung anlegen?" })
      .getByRole("button", { name: "Abbrechen" })
      .click()
    await switchLanguage(page, "en")
  })
})
