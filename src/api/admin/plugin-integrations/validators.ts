import { z } from "@medusajs/framework/zod"
import {
  adminFindParams,
  booleanQueryParam,
  idListParam,
  searchParam,
} from "../../utils/find-params"
import { integrationSchema } from "../../../modules/api-access/resource-schemas"
import { adminWriteSchemas } from "../../../utils/patch-schema"

/** An integration's fields are the module's one schema (resource-schemas.ts). */
const integrationWrites = adminWriteSchemas(integrationSchema)
export const AdminCreateIntegration = integrationWrites.create
export type AdminCreateIntegrationType = z.infer<typeof AdminCreateIntegration>
export const AdminUpdateIntegration = integrationWrites.update
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
