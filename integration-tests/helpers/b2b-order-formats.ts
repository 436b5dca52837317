import { readFileSync } from "fs"
import path from "path"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { rezipped } from "../../src/modules/b2b-import/pipeline/__tests__/xlsx-fixtures"
import { settle } from "./api-client"
import { uploadForm } from "./b2b"

/** The example order files of docs/examples/orders/ (the files a user is told to try). */
export const EXAMPLES = {
  ubl: {
    file: "order-ubl.xml",
    orderId: "UBL-2026-0001",
    type: "application/xml",
  },
  cxml: {
    file: "order-cxml.xml",
    orderId: "CXML-2026-0001",
    type: "application/xml",
  },
  xlsx: {
    file: "order-excel.xlsx",
    orderId: "XLSX-2026-0001",
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  },
  edifact: {
    file: "order-edifact.edi",
    orderId: "EDI-2026-0001",
    type: "application/edifact",
  },
} as const
export type ExampleFormat = keyof typeof EXAMPLES

const EXAMPLE_DIR = path.resolve(
  __dirname,
  "..",
  "..",
  "docs",
  "examples",
  "orders"
)

/** An example file's bytes. */
export function exampleBytes(format: ExampleFormat): Buffer {
  return readFileSync(path.join(EXAMPLE_DIR, EXAMPLES[format].file))
}

/** A text example with every `from` replaced by `to` (another order number, a broken value). */
export function exampleText(
  format: "ubl" | "cxml" | "edifact",
  ...swaps: [string, string][]
): string {
  let text = exampleBytes(format).toString("utf8")
  for (const [from, to] of swaps) {
    if (!text.includes(from))
      throw new Error(`${EXAMPLES[format].file} holds no "${from}"`)
    text = text.split(from).join(to)
  }
  return text
}

/** The Excel example with every `from` replaced by `to` in its XML parts (its strings live in xl/sharedStrings.xml). */
export function exampleXlsx(...swaps: [string, string][]): Buffer {
  const seen = new Set<string>()
  const changed = rezipped(exampleBytes("xlsx"), (name, text) => {
    if (!name.endsWith(".xml")) return text
    let out = text
    for (const [from, to] of swaps)
      if (out.includes(from)) {
        seen.add(from)
        out = out.split(from).join(to)
      }
    return out
  })
  for (const [from] of swaps)
    if (!seen.has(from)) throw new Error(`order-excel.xlsx holds no "${from}"`)
  return changed
}

type Api = {
  post: (url: string, body?: unknown, config?: unknown) => Promise<any>
  get: (url: string, config?: unknown) => Promise<any>
}
type Auth = { headers: Record<string, string> }

/** Uploads through `/api` and processes; answers the process answer (the record: id, status, errors, …). */
export async function processViaApi(
  api: Api,
  editor: Auth,
  profileId: string,
  file: string | Buffer,
  fileName: string,
  contentType = "application/xml"
) {
  const upload = await api.post(
    "/api/_action/plugin-b2b/upload",
    uploadForm({ profileId, file, fileName, contentType }),
    editor
  )
  expect(upload.data).toMatchObject({ status: "pending", duplicate: false })
  const processed = await settle(
    api.post(`/api/_action/plugin-b2b/process/${upload.data.id}`, {}, editor)
  )
  expect(processed.status).toBe(200)
  return processed.data
}

/** Uploads through `/admin` (multipart `profile_id`, `file`) and processes; answers the record as the admin shows it. */
export async function processViaAdmin(
  api: Api,
  admin: Auth,
  profileId: string,
  file: string | Buffer,
  fileName: string,
  contentType = "application/xml"
) {
  const form = new FormData()
  form.append("profile_id", profileId)
  const bytes = typeof file === "string" ? Buffer.from(file, "utf8") : file
  form.append(
    "file",
    new Blob([new Uint8Array(bytes)], { type: contentType }),
    fileName
  )
  const upload = await api.post("/admin/b2b/records", form, admin)
  expect(upload.status).toBe(201)
  const processed = await api.post(
    `/admin/b2b/records/${upload.data.record.id}/process`,
    {},
    admin
  )
  return processed.data.record
}

/** The order Medusa's admin API shows: its items (SKU, quantity, unit price) and addresses. */
export async function adminOrder(api: Api, admin: Auth, orderId: string) {
  const fields =
    "id,email,customer_id,total,*items,items.variant_sku,items.quantity,items.unit_price,*shipping_address,*billing_address"
  const { data } = await api.get(
    `/admin/orders/${orderId}?fields=${fields}`,
    admin
  )
  return data.order
}

/** Items of an order as [sku, quantity, unit price], by SKU. */
export const itemsOf = (order: any): [string, number, number][] =>
  order.items
    .map((i: any): [string, number, number] => [
      i.variant_sku,
      Number(i.quantity),
      Number(i.unit_price),
    ])
    .sort((a: [string], b: [string]) => a[0].localeCompare(b[0]))

/** The EUR catalogue price of each demo SKU (what a catalogue-priced profile orders at). */
export async function eurPrices(container: MedusaContainer, skus: string[]) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product_variant",
    fields: ["sku", "prices.amount", "prices.currency_code"],
    filters: { sku: skus },
  })
  return Object.fromEntries(
    data.map((v: any) => [
      v.sku,
      Number(v.prices.find((p: any) => p.currency_code === "eur").amount),
    ])
  ) as Record<string, number>
}

/** How many orders the shop holds (to prove a broken file created none). */
export async function orderCount(container: MedusaContainer) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  return (await query.graph({ entity: "order", fields: ["id"] })).data.length
}

/** Each SKU's inventory levels (one per location it is stocked at). */
async function levelsOf(container: MedusaContainer, sku: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product_variant",
    fields: ["inventory_items.inventory_item_id"],
    filters: { sku },
  })
  const itemId = (data[0] as any).inventory_items[0].inventory_item_id as string
  const levels = await container
    .resolve(Modules.INVENTORY)
    .listInventoryLevels({ inventory_item_id: itemId })
  return { itemId, levels }
}

/** How many of each SKU can still be ordered (stocked less reserved, all locations). */
export async function availableStock(
  container: MedusaContainer,
  skus: string[]
) {
  const available: Record<string, number> = {}
  for (const sku of skus) {
    const { levels } = await levelsOf(container, sku)
    available[sku] = levels.reduce(
      (sum, l) =>
        sum + Number(l.stocked_quantity) - Number(l.reserved_quantity),
      0
    )
  }
  return available
}

/** Stocks each SKU with `quantity` at every location (a suite that approves many orders of the same lines). */
export async function stockUp(
  container: MedusaContainer,
  skus: string[],
  quantity: number
) {
  const inventory = container.resolve(Modules.INVENTORY)
  for (const sku of skus) {
    const { itemId, levels } = await levelsOf(container, sku)
    await inventory.updateInventoryLevels(
      levels.map((l) => ({
        inventory_item_id: itemId,
        location_id: l.location_id,
        stocked_quantity: quantity,
      }))
    )
  }
}
