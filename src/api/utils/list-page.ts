import type { MedusaRequest } from "@medusajs/framework/http"
import {
  ContainerRegistrationKeys,
  MedusaError,
} from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"

export const AdminListParams = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(50),
})

/** One page of a plugin entity for an `/admin` list answer: `{ data, count, offset, limit }`. */
export async function listPage(
  req: MedusaRequest,
  entity: string,
  fields: string[],
  order: Record<string, "ASC" | "DESC">
) {
  const params = AdminListParams.safeParse(req.query)
  if (!params.success) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `Invalid paging: ${params.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`
    )
  }
  const { offset, limit } = params.data
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({
    entity,
    fields,
    pagination: { skip: offset, take: limit, order },
  })
  return { data, count: metadata?.count ?? data.length, offset, limit }
}
