import { z } from "@medusajs/framework/zod"
import { adminFindParams } from "../../utils/find-params"
import { hexIdSchema } from "../../../modules/api-access/schemas"

const roleIds = z.array(hexIdSchema)

export const AdminCreateIntegration = z
  .object({
    label: z.string().trim().min(1).max(255),
    admin: z.boolean().optional(),
    role_ids: roleIds.optional(),
  })
  .strict()
export type AdminCreateIntegrationType = z.infer<typeof AdminCreateIntegration>

export const AdminUpdateIntegration = z
  .object({
    label: z.string().trim().min(1).max(255).optional(),
    admin: z.boolean().optional(),
    role_ids: roleIds.optional(),
  })
  .strict()
export type AdminUpdateIntegrationType = z.infer<typeof AdminUpdateIntegration>

export const AdminIntegrationListParams = adminFindParams({
  order: "-created_at",
})
