import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { createFindParams } from "@medusajs/medusa/api/utils/validators"

/** The most rows one page of a plugin list answers. */
const ADMIN_MAX_LIMIT = 500

/** `offset`: where a page starts. */
export const offsetParam = z.coerce.number().int().min(0).default(0)

/** `limit`: rows per page, at most `max`, in words a clerk can read. */
export const limitParam = (defaultLimit: number, max = ADMIN_MAX_LIMIT) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .refine((n) => n <= max, `limit: must be at most ${max}`)
    .default(defaultLimit)

/** `true` or `false` in a query string. */
export const booleanQueryParam = z
  .enum(["true", "false"])
  .transform((v) => v === "true")

/** `q`: free text a list searches for. */
export const searchParam = z.string().trim().max(200).optional()

/** One id or several (`role_id[]=a&role_id[]=b`, or `role_id=a,b`). */
export const idListParam = z
  .union([z.string(), z.array(z.string())])
  .transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(","))
      .map((s) => s.trim())
      .filter(Boolean)
  )

/**
 * Medusa's list parameters (`fields`, `offset`, `limit`, `order`) for the
 * plugin's `/admin` lists, with bounds a clerk can read. `with_deleted` is not
 * offered: deleted integrations and roles stay out of sight.
 */
export function adminFindParams(defaults: { limit?: number; order: string }) {
  return createFindParams(defaults)
    .omit({ with_deleted: true })
    .extend({
      offset: offsetParam,
      limit: limitParam(defaults.limit ?? 50),
    })
}

/** The query config of a plugin list: these fields by default, and no others (a secret's hash never leaves). */
export const listQueryConfig = (fields: string[]) => ({
  defaults: fields,
  allowed: fields,
  isList: true,
})

/**
 * One page of `entity` as the route's query config asks (fields, paging,
 * order), with `filters`: `{ data, count, offset, limit }`.
 */
export async function graphPage(
  req: MedusaRequest,
  entity: string,
  filters: Record<string, unknown> = {},
  fields?: string[]
) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({
    entity,
    ...req.queryConfig,
    ...(fields && { fields }),
    filters,
  })
  return {
    data,
    count: metadata?.count ?? data.length,
    offset: metadata?.skip ?? 0,
    limit: metadata?.take ?? data.length,
  }
}

/** A GET route answering one page of `entity` under `key`: `{ [key]: rows, count, offset, limit }`. */
export const listRoute =
  (entity: string, key: string) =>
  async (req: MedusaRequest, res: MedusaResponse) => {
    const { data, ...page } = await graphPage(req, entity)
    res.json({ [key]: data, ...page })
  }
