import {
  ERP,
  erpCsv,
  expectFocusOn,
  profileIdOf,
  query,
  uploadRecord,
} from "./b2b-fixtures"
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

/**
 * The fix loop: the list counts and filters the records that need attention
 * (the filters kept in the URL, through reload and Back), the record's menu
 * downloads the original file and the failed lines and takes a corrected
 * file, which is processed into an order.
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
    const record = await uploadRecord(
      api,
      await profileIdOf(api, ERP),
      fileName,
      failing,
      { process: true }
    )
    expect(record.status).toBe("mapped")
    recordId = record.id
    s = await launch()
    await login(s.page)
  })
  afterAll(async () => {
    await close(s)
  })

  it("counts the records that need attention and keeps the filters in the URL through reload and Back", async () => {
    const { page } = s
    const { needs_attention_count } = await api.get(
      "/admin/b2b/records?limit=1"
    )
    await page.goto("/app/b2b-import")
    const attention = page.getByRole("button", {
      name: `Needs attention (${needs_attention_count})`,
    })
    await attention.waitFor({ timeout: SLOW })
    await attention.click()
    await page.waitForURL((url) => url.searchParams.get("attention") === "true")
    await page
      .getByRole("button", { name: /^Needs attention/, pressed: true })
      .waitFor()
    await page.getByRole("link", { name: fileName }).waitFor({ timeout: SLOW })
    await attention.click()
    await page.waitForURL((url) => !url.searchParams.has("attention"))

    // Two statuses from the filter menu, in words.
    await page.getByRole("button", { name: "Add filter" }).click()
    await page.getByRole("menuitem", { name: "Status" }).click()
    await page
      .getByRole("button", { name: "Could not be imported", exact: true })
      .click()
    await page.waitForURL((url) => url.searchParams.has("status"))
    // The picker stays open for a second choice.
    await page
      .getByRole("dialog")
      .getByRole("button", { name: "Needs a corrected file", exact: true })
      .click()
    await page.waitForURL((url) =>
      (url.searchParams.get("status") ?? "").includes("mapped")
    )
    await page.keyboard.press("Escape")
    expect(JSON.parse(query(page).get("status")!).sort()).toEqual([
      "failed",
      "mapped",
    ])
    await page.reload()
    await page.getByRole("link", { name: fileName }).waitFor({ timeout: SLOW })
    await page
      .getByText("Could not be imported, Needs a corrected file")
      .waitFor()
    await screenshot(page, "b2b-needs-attention")

    // Back from the record shows the same filtered list.
    const filtered = page.url()
    await page.getByRole("link", { name: fileName }).click()
    await page.getByRole("heading", { name: fileName, level: 1 }).waitFor()
    await page.goBack()
    await page.getByRole("link", { name: fileName }).waitFor()
    expect(page.url()).toBe(filtered)
    await page
      .getByText("Could not be imported, Needs a corrected file")
      .waitFor()
  })

  it("downloads the original file and the failed lines, replaces the file from the menu and processes it into an order", async () => {
    const { page } = s
    await page.goto(`/app/b2b-import/${recordId}`)
    await page
      .getByRole("heading", { name: fileName, level: 1 })
      .waitFor({ timeout: SLOW })
    const menu = page.getByRole("button", {
      name: "Actions for this order file",
    })
    const fromMenu = async (item: string) => {
      await menu.click()
      await page.getByRole("menuitem", { name: item }).click()
    }

    const original = await download(page, () =>
      fromMenu("Download original file")
    )
    expect(original.content().toString("utf8")).toBe(failing)
    const failed = await download(page, () =>
      fromMenu("Download failed lines (CSV)")
    )
    expect(failed.name).toBe(`fix-${stamp}-failed-lines.csv`)
    const text = failed.content().toString("utf8")
    expect(text.charCodeAt(0)).toBe(0xfeff)
    expect(text).toContain("Import error")
    expect(text).toContain(`NOPE-${stamp}`)
    expect(text).not.toContain("SW01000")

    await fromMenu("Replace file")
    const drawer = page.getByRole("dialog", { name: "Replace the order file" })
    await drawer.waitFor()
    await drawer.getByLabel("Corrected file").setInputFiles({
      name: `fix-${stamp}-corrected.csv`,
      mimeType: "text/csv",
      buffer: Buffer.from(erpCsv(orderNumber, "SW01006")),
    })
    await drawer.getByRole("button", { name: "Replace file" }).click()
    await drawer.waitFor({ state: "hidden", timeout: SLOW })
    // The drawer came from the menu: the focus goes back to it.
    await expectFocusOn(menu)
    await page
      .getByRole("heading", { name: `fix-${stamp}-corrected.csv`, level: 1 })
      .waitFor({ timeout: SLOW })
    await screenshot(page, "b2b-replaced-pending")

    await page.getByRole("button", { name: "Process", exact: true }).click()
    await page
      .getByRole("link", { name: /Order #\d+/ })
      .waitFor({ timeout: SLOW })
    await page.getByText("File replaced").waitFor()
    const { record } = await api.get(`/admin/b2b/records/${recordId}`)
    expect(record.status).toBe("approved")
    expect(record.runs.map((r: any) => r.action)).toEqual([
      "process",
      "replace_file",
      "process",
    ])
  })
})
