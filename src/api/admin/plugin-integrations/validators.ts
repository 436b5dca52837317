import { z } from "@medusajs/framework/zod"
import {
  adminFindParams,
  booleanQueryParam,
  idListParam,
  searchParam,
} from "../../utils/find-params"
import { hexIdSchema } from "../../../modules/api-access/schemas"
import { nameText } from "../../../utils/text-rule"

const roleIds = z.array(hexIdSchema)

export const AdminCreateIntegration = z
  .object({
    label: nameText("label"),
    admin: z.boolean().optional(),
    role_ids: roleIds.optional(),
  })
  .strict()
export type AdminCreateIntegrationType = z.infer<typeof AdminCreateIntegration>

export const AdminUpdateIntegration = z
  .object({
    label: nameText("label").optional(),
    admin: z.boolean().optional(),
    role_ids: roleIds.optional(),
  })
  .strict()
export type AdminUpdateIntegrationType = z.infer<typeof AdminUpdateIntegration>

export const AdminIntegrationListParams = adminFindParams({
  order: "-created_at",
}).extend({
  /** Part of the label or the access key. */
  q: searchParam,
  /** true: administrator integrations only; false: those restricted to roles. */
  admin: booleanQueryParam.optional(),
  /** true: integrations that signed in at least once; false: never used. */
  used: booleanQueryParam.optional(),
  /** Integrations holding one of these roles. */
  role_id: idListParam.optional(),
})
export type AdminIntegrationListParamsType = z.infer<
  typeof AdminIntegrationListParams
>
