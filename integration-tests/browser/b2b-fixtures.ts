import type { Locator, Page } from "playwright-core"
import type { AdminApi } from "./helpers"

/** An EDI order file for the demo profile "Demo EDI (CSV, manual approval)" and the demo B2B customer. */
export function ediCsv(orderNumber: string, sku = "SW01000") {
  return [
    "order_number,email,sku,qty,unit_price",
    `${orderNumber},purchasing@acme-industrial.example,${sku},3,12.50`,
    `${orderNumber},purchasing@acme-industrial.example,SW01001,5,0.50`,
  ].join("\n")
}

/** An ERP file (the demo profile "Demo ERP (CSV, automatic)"); its second line names `sku`. */
export const erpCsv = (orderNumber: string, sku: string) =>
  [
    "Bestellnummer;Kundennummer;Artikelnummer;Menge;Bemerkung",
    `${orderNumber};K-10001;SW01000;1;`,
    `${orderNumber};K-10001;${sku};2;`,
  ].join("\n")

export const EDI = "Demo EDI (CSV, manual approval)"
export const ERP = "Demo ERP (CSV, automatic)"

/** The id of the profile of this name. */
export async function profileIdOf(api: AdminApi, name: string) {
  const { profiles } = await api.get("/admin/b2b/profiles?limit=100")
  return profiles.find((p: { name: string }) => p.name === name).id as string
}

/** Uploads a file for a profile through the API, processing it when asked; the record as answered. */
export async function uploadRecord(
  api: AdminApi,
  profileId: string,
  fileName: string,
  content: string,
  { process = false } = {}
) {
  const form = new FormData()
  form.append("profile_id", profileId)
  form.append("file", new Blob([content], { type: "text/csv" }), fileName)
  const { record } = await api.post("/admin/b2b/records", form)
  if (!process) return record
  return (await api.post(`/admin/b2b/records/${record.id}/process`, {})).record
}

/** What has the keyboard focus, for a failure message. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const e = document.activeElement as HTMLElement | null
    return e
      ? `<${e.tagName.toLowerCase()}> ${e.getAttribute("aria-label") ?? e.innerText?.slice(0, 60)}`
      : "nothing"
  })

/** Waits until `target` has the keyboard focus (after a dialog closed); fails naming what has it instead. */
export async function expectFocusOn(target: Locator) {
  const page = target.page()
  const handle = await target.elementHandle()
  try {
    await page.waitForFunction((el) => el === document.activeElement, handle, {
      timeout: 5_000,
    })
  } catch {
    throw new Error(
      `Expected the focus on ${target.toString()}, but it is on ${await focused(page)}`
    )
  }
}

/** The URL's query parameters, decoded, of the page's current address. */
export const query = (page: Page) => new URL(page.url()).searchParams

/** The breadcrumb trail the dashboard shows above the page. */
export const breadcrumbs = (page: Page) => page.locator("ol").first()
