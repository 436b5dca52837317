import {
  adminApi,
  close,
  download,
  launch,
  login,
  screenshot,
  SLOW,
  type AdminApi,
  type Session,
} from "./helpers"

/** An ERP file (the demo profile "Demo ERP (CSV, automatic)") whose second line names an unknown SKU. */
const erpCsv = (orderNumber: string, sku: string) =>
  [
    "Bestellnummer;Kundennummer;Artikelnummer;Menge;Bemerkung",
    `${orderNumber};K-10001;SW01000;1;`,
    `${orderNumber};K-10001;${sku};2;`,
  ].join("\n")

/**
 * The fix loop: the list counts and filters the records that need attention
 * (the filter kept in the URL), the record page downloads the original file
 * and the failed lines, takes a corrected file and processes it into an order.
 */
describe("admin: B2B fix loop, needs attention → download → replace file → process", () => {
  let s: Session
  let api: AdminApi
  const stamp = Date.now()
  const orderNumber = `FIX-${stamp}`
  const fileName = `fix-${stamp}.csv`
  const failing = erpCsv(orderNumber, `NOPE-${stamp}`)
  let recordId: string

  beforeAll(async () => {
    api = await adminApi()
    const { profiles } = await api.get("/admin/b2b/profiles?limit=100")
    const erp = profiles.find(
      (p: any) => p.name === "Demo ERP (CSV, automatic)"
    )
    const form = new FormData()
    form.append("profile_id", erp.id)
    form.append("file", new Blob([failing], { type: "text/csv" }), fileName)
    recordId = (await api.post("/admin/b2b/records", form)).record.id
    const { record } = await api.post(
      `/admin/b2b/records/${recordId}/process`,
      {}
    )
    expect(record.status).toBe("mapped")
    s = await launch()
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
  })

  it("counts the records that need attention and keeps several status filters in the URL", async () => {
    const { page } = s
    const { needs_attention_count } = await api.get(
      "/admin/b2b/records?limit=1"
    )
    await page.goto("/app/b2b-import")
    const chip = page.getByRole("button", {
      name: `Needs attention (${needs_attention_count})`,
    })
    await chip.waitFor({ timeout: SLOW })
    await chip.click()
    await page.waitForURL(/attention=1/)
    await page.getByRole("link", { name: fileName }).waitFor({ timeout: SLOW })
    await chip.click()
    await page.getByRole("button", { name: "Failed", exact: true }).click()
    await page.getByRole("button", { name: "Mapped", exact: true }).click()
    await page.waitForURL(/status=failed%2Cmapped|status=failed,mapped/)
    await page.reload()
    await expect(
      page
        .getByRole("button", { name: "Mapped", exact: true })
        .getAttribute("aria-pressed", { timeout: SLOW })
    ).resolves.toBe("true")
    await page.getByRole("link", { name: fileName }).waitFor({ timeout: SLOW })
    await screenshot(page, "60-b2b-needs-attention")
  })

  it("downloads the original file and the failed lines, replaces the file and processes it into an order", async () => {
    const { page } = s
    await page.goto(`/app/b2b-import/${recordId}`)
    await page
      .getByRole("heading", { name: fileName })
      .waitFor({ timeout: SLOW })

    const original = await download(page, () =>
      page.getByRole("link", { name: "Download original file" }).click()
    )
    expect(original.content().toString("utf8")).toBe(failing)
    const failed = await download(page, () =>
      page.getByRole("link", { name: "Download failed lines (CSV)" }).click()
    )
    expect(failed.name).toBe(`fix-${stamp}-failed-lines.csv`)
    const text = failed.content().toString("utf8")
    expect(text.charCodeAt(0)).toBe(0xfeff)
    expect(text).toContain("Import error")
    expect(text).toContain(`NOPE-${stamp}`)
    expect(text).not.toContain("SW01000")

    await page.getByRole("button", { name: "Replace file" }).click()
    const dialog = page.getByRole("dialog", { name: "Replace the order file" })
    await dialog.waitFor()
    await dialog.getByLabel("Corrected file").setInputFiles({
      name: `fix-${stamp}-corrected.csv`,
      mimeType: "text/csv",
      buffer: Buffer.from(erpCsv(orderNumber, "SW01006")),
    })
    await dialog.getByRole("button", { name: "Replace file" }).click()
    await dialog.waitFor({ state: "hidden", timeout: SLOW })
    await page
      .getByRole("heading", { name: `fix-${stamp}-corrected.csv` })
      .waitFor({ timeout: SLOW })
    await screenshot(page, "61-b2b-replaced-pending")

    await page.getByRole("button", { name: "Process", exact: true }).click()
    await page
      .getByRole("link", { name: /Order #\d+/ })
      .waitFor({ timeout: SLOW })
    await page.getByText("File replaced").waitFor()
    await screenshot(page, "62-b2b-replaced-approved")
    const { record } = await api.get(`/admin/b2b/records/${recordId}`)
    expect(record.status).toBe("approved")
    expect(record.runs.map((r: any) => r.action)).toEqual([
      "process",
      "replace_file",
      "process",
    ])
  })
})
