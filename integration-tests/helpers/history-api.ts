import crypto from "crypto"
import Papa from "papaparse"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ProductStatus } from "@medusajs/framework/utils"
import { createProductsWorkflow } from "@medusajs/medusa/core-flows"
import { bearer, clientToken, createIntegration } from "./api-client"
import { forgetSetupHistory, historyService } from "./history"

/** Base path of the history's `/api` action routes. */
export const HISTORY = "/api/_action/plugin-product-history"

/** The CSV export's header row, in order (written here independently of src/; docs/product-history.md lists it). */
export const CSV_HEADER = [
  "Changed at",
  "Product number",
  "Product name",
  "Field",
  "Old value",
  "New value",
  "Currency",
  "Old value (formatted)",
  "New value (formatted)",
  "Price list",
  "Region",
  "Min quantity",
  "Max quantity",
  "Location",
  "Changed by",
  "Source",
  "Written by hand",
  "Comment",
  "Entry ID",
  "Product ID",
  "Variant ID",
  "Rolled back entry ID",
  "Context data",
]

/** The CSV export's file name: product-history_ and the period (dates, one day, one open side, or all). */
export const CSV_FILE_NAME =
  /^attachment; filename="product-history_(all|\d{4}-\d{2}-\d{2}(_to_\d{4}-\d{2}-\d{2})?|from_\d{4}-\d{2}-\d{2}|until_\d{4}-\d{2}-\d{2})\.csv"$/

/** `changedAt` on the wire: ISO 8601 in UTC with an explicit offset. */
export const ISO_WITH_OFFSET =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+00:00$/

export const hexId = () => crypto.randomUUID().replace(/-/g, "")

/** An integration holding exactly these privileges, its bearer headers, and its id and label. */
export async function historyCaller(
  api: any,
  container: MedusaContainer,
  privileges: string[],
  label = "History integration"
) {
  const integration = await createIntegration(container, { privileges, label })
  return {
    ...bearer(await clientToken(api, integration)),
    id: integration.id,
    label,
  }
}

export type EntrySeed = {
  product_id: string
  field_name: string
  changed_at: Date | string
  variant_id?: string | null
  product_name?: string | null
  product_number?: string | null
  old_value?: unknown
  new_value?: unknown
  source?: string
  changed_by?: string | null
  context_data?: Record<string, unknown> | null
  comment?: string | null
  manual?: boolean
  change_set_id?: string | null
}

/** Writes entries with a controlled `changed_at` through the module service (as the console command does); returns them with their ids. */
export async function insertEntries(
  container: MedusaContainer,
  seeds: EntrySeed[]
) {
  const rows = seeds.map((s) => ({
    id: hexId(),
    variant_id: null,
    product_name: null,
    product_number: null,
    old_value: null,
    new_value: null,
    source: "subscriber",
    changed_by: null,
    context_data: null,
    comment: null,
    ...s,
    changed_at: new Date(s.changed_at),
  }))
  await historyService(container).createProductHistoryEntries(rows)
  return rows
}

/** A second product, "Garden Hose" (handle garden-hose, variant GH-10 at 30 EUR), created by a workflow (no history entries). */
export async function createGardenHose(container: MedusaContainer) {
  const { result } = await createProductsWorkflow(container).run({
    input: {
      products: [
        {
          title: "Garden Hose",
          handle: "garden-hose",
          status: ProductStatus.PUBLISHED,
          options: [{ title: "Length", values: ["10 m"] }],
          variants: [
            {
              title: "10 m",
              sku: "GH-10",
              manage_inventory: false,
              options: { Length: "10 m" },
              prices: [{ currency_code: "eur", amount: 30 }],
            },
          ],
        },
      ],
    },
  })
  await forgetSetupHistory(container)
  return {
    productId: result[0].id as string,
    variantId: result[0].variants[0].id as string,
  }
}

/**
 * A CSV export's bytes as text, BOM kept. Ask for it with `responseType: "arraybuffer"`:
 * axios removes a BOM from text responses.
 */
export function csvText(data: ArrayBuffer | Buffer): string {
  const bytes = Buffer.from(data as ArrayBuffer)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  return bytes.toString("utf8")
}

/** Rows of a CSV export (bytes, or text with its BOM) as arrays of cells; records must be separated by CRLF, cells by `delimiter`. */
export function parseCsv(
  input: string | ArrayBuffer | Buffer,
  delimiter = ","
): string[][] {
  const text = typeof input === "string" ? input : csvText(input)
  expect(text.charCodeAt(0)).toBe(0xfeff)
  const body = text.slice(1)
  // Every record ends in CRLF, the last one too (RFC 4180).
  expect(body.endsWith("\r\n")).toBe(true)
  // Records end in CRLF: parsed with CRLF as the only record separator, a bare LF would show up as a wrong cell count.
  const parsed = Papa.parse<string[]>(body, {
    newline: "\r\n",
    delimiter,
    skipEmptyLines: true,
  })
  expect(parsed.errors).toEqual([])
  return parsed.data
}

/** Rows of a CSV export as objects keyed by header, the header checked against CSV_HEADER. */
export function csvRecords(
  input: string | ArrayBuffer | Buffer,
  delimiter = ","
): Record<string, string>[] {
  const [header, ...rows] = parseCsv(input, delimiter)
  expect(header).toEqual(CSV_HEADER)
  for (const row of rows) expect(row).toHaveLength(CSV_HEADER.length)
  return rows.map((cells) =>
    Object.fromEntries(CSV_HEADER.map((h, i) => [h, cells[i]]))
  )
}

/** Every page of a list request, following `page` until `total` is reached. */
export async function allPages(
  api: any,
  headers: any,
  path: string,
  params: URLSearchParams,
  limit = 25
) {
  const ids: string[] = []
  let total = Infinity
  for (let page = 1; ids.length < total; page++) {
    const q = new URLSearchParams(params)
    q.set("page", String(page))
    q.set("limit", String(limit))
    const { data } = await api.get(`${path}?${q}`, headers)
    total = data.total
    if (!data.data.length) break
    ids.push(...data.data.map((e: any) => e.id))
  }
  return { ids, total }
}
