import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { b2bImport } from "../../modules/b2b-import"
import { B2B_ERROR_CODES, b2bError } from "../../modules/b2b-import/errors"
import { isFileFormat } from "../../modules/b2b-import/file-formats"
import {
  buildOrderResponse,
  isDecided,
  type ResponseOrder,
} from "../../modules/b2b-import/order-response/build-response"
import {
  notAcceptableMessage,
  RESPONSE_MEDIA_TYPES,
  responseChoices,
  type ResponseDocument,
  writeOrderResponse,
} from "../../modules/b2b-import/order-response/documents"
import { interchangeOf } from "../../modules/b2b-import/order-response/read-interchange"
import { filePriceBasis } from "../../modules/b2b-import/pipeline/order/line-price"
import { ORDER_METADATA } from "../../modules/b2b-import/pipeline/order/order-input"
import type { AcceptMatcher } from "./accept"

/** A BigNumber (or number) of Medusa's as a plain number. */
function numberOf(value: unknown): number {
  if (typeof value === "number") return value
  const numeric = (value as { numeric?: unknown } | null)?.numeric
  return Number(numeric ?? value ?? 0)
}

type OrderRow = {
  id: string
  email?: string | null
  currency_code: string
  total?: unknown
  tax_total?: unknown
  items?: ({
    quantity: unknown
    unit_price: unknown
    title?: string | null
    variant_sku?: string | null
    is_tax_inclusive?: boolean | null
    metadata?: Record<string, unknown> | null
    tax_lines?: ({ rate?: unknown } | null)[] | null
  } | null)[]
}

async function readOrder(
  container: MedusaContainer,
  orderId: string
): Promise<ResponseOrder | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "email",
      "currency_code",
      "total",
      "tax_total",
      "items.quantity",
      "items.unit_price",
      "items.title",
      "items.variant_sku",
      "items.is_tax_inclusive",
      "items.metadata",
      "items.tax_lines.rate",
    ],
    filters: { id: orderId },
  })
  const order = data[0] as unknown as OrderRow | undefined
  if (!order) return null
  return {
    id: order.id,
    email: order.email ?? null,
    currencyCode: order.currency_code,
    total: order.total === undefined ? null : numberOf(order.total),
    taxTotal: order.tax_total === undefined ? null : numberOf(order.tax_total),
    items: (order.items ?? []).flatMap((item) => {
      if (!item) return []
      const row = Number(item.metadata?.[ORDER_METADATA.row])
      return [
        {
          row: Number.isInteger(row) ? row : null,
          sku: item.variant_sku ?? null,
          title: item.title ?? null,
          quantity: numberOf(item.quantity),
          unitPrice: numberOf(item.unit_price),
          taxInclusive: Boolean(item.is_tax_inclusive),
          // The item's rates together (percent); none yet: unknown, not 0.
          taxRate: item.tax_lines?.length
            ? item.tax_lines.reduce((sum, t) => sum + numberOf(t?.rate), 0)
            : null,
        },
      ]
    }),
  }
}

/** The shop as seller: the store's id and name. */
async function readSeller(container: MedusaContainer) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "store",
    fields: ["id", "name"],
  })
  const store = data[0] as { id?: string; name?: string } | undefined
  return { id: store?.id ?? "shop", name: store?.name || "Shop" }
}

/** The interchange of the ORDERS file the record holds; null when it is gone or unreadable (defaults apply). */
async function readInterchange(container: MedusaContainer, fileKey: string) {
  try {
    return interchangeOf(
      await container.resolve(Modules.FILE).getAsBuffer(fileKey)
    )
  } catch {
    return null
  }
}

/**
 * The order response of a record in the document the Accept header asks
 * for: the format family's standard (the default) or JSON. 404 for no
 * record, 409 for a pending one, 406 when Accept names neither.
 */
export async function recordOrderResponse(
  container: MedusaContainer,
  id: string,
  accept: AcceptMatcher
): Promise<ResponseDocument> {
  const service = b2bImport(container)
  const record = await service.getInboundRecord(id)
  if (!isDecided(record.status))
    throw b2bError(
      "CONFLICT",
      B2B_ERROR_CODES.RESPONSE_NOT_DECIDED,
      `The inbound record is ${record.status}: nothing is decided about the order yet, so it has no order response. Process the record first.`
    )
  const [profile] = await service.listImportProfiles(
    { id: record.profile_id },
    { take: 1, select: ["id", "file_format", "file_prices"] }
  )
  // A record whose profile was deleted answers in JSON, the one document every record has.
  const choices = isFileFormat(profile?.file_format)
    ? responseChoices(profile.file_format)
    : responseChoices("json")
  const chosen = accept.best(choices.map((f) => RESPONSE_MEDIA_TYPES[f]))
  const format = choices.find((f) => RESPONSE_MEDIA_TYPES[f] === chosen)
  if (!format)
    throw b2bError(
      "NOT_ALLOWED",
      B2B_ERROR_CODES.NOT_ACCEPTABLE,
      notAcceptableMessage(accept.header ?? "", choices)
    )
  const order =
    record.status === "approved" && record.order_id
      ? await readOrder(container, record.order_id)
      : null
  const response = buildOrderResponse({
    record: { ...record, status: record.status },
    order,
    issuedAt: new Date(),
    // A record whose profile was deleted: its prices read as JSON's (gross).
    filePrices: filePriceBasis(
      isFileFormat(profile?.file_format)
        ? profile
        : { file_format: "json", file_prices: null }
    ),
  })
  return writeOrderResponse(response, format, {
    seller: await readSeller(container),
    interchange:
      format === "edifact"
        ? await readInterchange(container, record.file_key)
        : null,
  })
}

/**
 * Answers a record's order response: its media type, never sniffed. Every
 * answer varies by Accept, a refusal (406) too, so the headers are set
 * before the document is made.
 */
export async function sendOrderResponse(
  res: {
    setHeader: (name: string, value: string) => unknown
    send: (body: Buffer) => unknown
  },
  document: () => Promise<ResponseDocument>
) {
  res.setHeader("Vary", "Accept")
  res.setHeader("X-Content-Type-Options", "nosniff")
  const made = await document()
  res.setHeader("Content-Type", made.contentType)
  res.send(made.content)
}
