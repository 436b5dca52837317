import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import seedDemo from "../../dev/seed-demo"
import { DEMO_B2B_PROFILES } from "../../dev/seed-b2b-profiles"
import { bearer, clientToken, createIntegration } from "./api-client"

/** The demo shop of `npm start` (regions, warehouse, 20 products with stock, a B2B customer K-10001) with its import profiles (one per format; CSV twice). */
export async function seedShop(container: MedusaContainer) {
  await seedDemo({ container, args: [] } as never)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "import_profile",
    fields: ["id", "name"],
  })
  const byName = (name: string) =>
    data.find((p: any) => p.name === name)!.id as string
  return {
    erp: byName(DEMO_B2B_PROFILES[0].profile.name as string),
    edi: byName(DEMO_B2B_PROFILES[1].profile.name as string),
    opentrans: byName(DEMO_B2B_PROFILES[2].profile.name as string),
    xlsx: byName(DEMO_B2B_PROFILES[3].profile.name as string),
    edifact: byName(DEMO_B2B_PROFILES[4].profile.name as string),
    ubl: byName(DEMO_B2B_PROFILES[5].profile.name as string),
    cxml: byName(DEMO_B2B_PROFILES[6].profile.name as string),
  }
}

/** Headers of an integration holding `plugin_b2b_order_import.editor` (or the given privileges). */
export async function editorHeaders(
  api: any,
  container: MedusaContainer,
  privileges = ["plugin_b2b_order_import.editor"]
) {
  const token = await clientToken(
    api,
    await createIntegration(container, { privileges, label: "ERP" })
  )
  return { headers: { ...bearer(token).headers, accept: "application/json" } }
}

/** A multipart body with the given parts; `file` may be text or bytes. */
export function uploadForm(parts: {
  profileId?: string
  file?: string | Buffer
  fileName?: string
  contentType?: string
}) {
  const form = new FormData()
  if (parts.profileId !== undefined) form.append("profileId", parts.profileId)
  if (parts.file !== undefined) {
    const bytes =
      typeof parts.file === "string"
        ? Buffer.from(parts.file, "utf8")
        : parts.file
    form.append(
      "file",
      new Blob([new Uint8Array(bytes)], {
        type: parts.contentType ?? "text/csv",
      }),
      parts.fileName ?? "order.csv"
    )
  }
  return form
}

/** An ERP file (semicolon CSV, decimal comma) for customer K-10001. */
export function erpCsv(
  orderNumber: string,
  lines: [sku: string, qty: string][] = [
    ["SW01000", "10"],
    ["SW01006", "2"],
  ]
) {
  return [
    "Bestellnummer;Kundennummer;Artikelnummer;Menge;Bemerkung",
    ...lines.map(([sku, qty]) => `${orderNumber};K-10001;${sku};${qty};`),
  ].join("\n")
}

/** An EDI file (comma CSV, prices from the file) for the demo customer's e-mail. */
export function ediCsv(
  orderNumber: string,
  lines: [sku: string, qty: string, price: string][] = [
    ["SW01001", "5", "0.50"],
  ]
) {
  return [
    "order_number,email,sku,qty,unit_price",
    ...lines.map(
      (l) => `${orderNumber},purchasing@acme-industrial.example,${l.join(",")}`
    ),
  ].join("\n")
}

/** Uploads a file through `/api`; returns its record's id. */
export async function uploadRecord(
  api: any,
  headers: any,
  profileId: string,
  file: string
): Promise<string> {
  const { data } = await api.post(
    "/api/_action/plugin-b2b/upload",
    uploadForm({ profileId, file }),
    headers
  )
  return data.id
}

/** Uploads a file through `/api` and processes it; returns both answers. */
export async function uploadAndProcess(
  api: any,
  headers: any,
  profileId: string,
  file: string | Buffer,
  fileName = "order.csv"
) {
  const upload = await api.post(
    "/api/_action/plugin-b2b/upload",
    uploadForm({ profileId, file, fileName }),
    headers
  )
  const processed = await api
    .post(`/api/_action/plugin-b2b/process/${upload.data.id}`, {}, headers)
    .catch((e: any) => e.response)
  return { upload, processed }
}
