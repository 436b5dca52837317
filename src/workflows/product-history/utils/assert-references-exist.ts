import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import {
  HISTORY_ERROR_CODES as CODES,
  HistoryError,
} from "../../../modules/product-history/errors"

type Ref = { id: string; title?: string; value?: string; name?: string }

/** The product relations a rollback writes, with how the product module lists them and a clerk names them. */
const RELATIONS: Record<
  string,
  {
    module?: string
    list: string
    noun: string
    label: (r: Ref) => string | undefined
  }
> = {
  sales_channels: {
    module: Modules.SALES_CHANNEL,
    list: "listSalesChannels",
    noun: "sales channel",
    label: (r) => r.name,
  },
  collection: {
    list: "listProductCollections",
    noun: "collection",
    label: (r) => r.title,
  },
  type: { list: "listProductTypes", noun: "type", label: (r) => r.value },
  tags: { list: "listProductTags", noun: "tag", label: (r) => r.value },
  categories: {
    list: "listProductCategories",
    noun: "category",
    label: (r) => r.name,
  },
}

/**
 * Refuses (400) a rollback that would point a product at a collection, type,
 * tag, category or sales channel deleted since the entry was written: Medusa would link
 * the deleted row. Says which one, by the name the entry recorded.
 */
export async function assertReferencesExist(
  container: MedusaContainer,
  entryId: string,
  field: string,
  value: unknown
): Promise<void> {
  const relation = RELATIONS[field]
  if (!relation || value == null) return
  const refs = (Array.isArray(value) ? value : [value]) as Ref[]
  if (!refs.length) return
  const service = container.resolve(
    relation.module ?? Modules.PRODUCT
  ) as unknown as Record<
    string,
    (filters: object, config: object) => Promise<{ id: string }[]>
  >
  const found = await service[relation.list](
    { id: refs.map((r) => r.id) },
    { select: ["id"] }
  )
  const present = new Set(found.map((r) => r.id))
  const missing = refs.filter((r) => !present.has(r.id))
  if (!missing.length) return
  const names = missing
    .map((r) => `the ${relation.noun} "${relation.label(r) ?? r.id}"`)
    .join(", ")
  throw new HistoryError(
    "INVALID_DATA",
    CODES.NOT_ROLLBACKABLE,
    `Entry "${entryId}" cannot be rolled back: ${names} ${missing.length === 1 ? "was" : "were"} deleted since. Create ${missing.length === 1 ? "it" : "them"} again or choose another ${relation.noun}.`
  )
}
