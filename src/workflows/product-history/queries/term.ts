import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { containsPattern } from "../../../utils/like-pattern"

const MAX_MATCHES = 1000

/** Ids of products whose title, handle or a variant's SKU contains the term (case-insensitive). */
export async function productIdsMatching(container: MedusaContainer, term: string): Promise<string[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const like = containsPattern(term)
  const [{ data: products }, { data: variants }] = await Promise.all([
    query.graph({
      entity: "product",
      fields: ["id"],
      filters: { $or: [{ title: { $ilike: like } }, { handle: { $ilike: like } }] },
      pagination: { take: MAX_MATCHES },
    }),
    query.graph({
      entity: "product_variant",
      fields: ["product_id"],
      filters: { sku: { $ilike: like } },
      pagination: { take: MAX_MATCHES },
    }),
  ])
  const ids = new Set<string>()
  for (const p of products as { id: string }[]) ids.add(p.id)
  for (const v of variants as { product_id: string | null }[]) if (v.product_id) ids.add(v.product_id)
  return [...ids]
}
