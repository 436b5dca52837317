import { z } from "@medusajs/framework/zod"
import { adminFindParams } from "../../utils/find-params"
import {
  hexIdSchema,
  privilegeSchema as privilege,
} from "../../../modules/api-access/schemas"

export const AdminCreateAclRole = z
  .object({
    name: z.string().trim().min(1).max(255),
    description: z.string().max(2000).nullable().optional(),
    privileges: z.array(privilege).default([]),
  })
  .strict()
export type AdminCreateAclRoleType = z.infer<typeof AdminCreateAclRole>

export const AdminUpdateAclRole = AdminCreateAclRole.partial().strict()
export type AdminUpdateAclRoleType = z.infer<typeof AdminUpdateAclRole>

export const AdminSetUserRoles = z
  .object({ role_ids: z.array(hexIdSchema) })
  .strict()
export type AdminSetUserRolesType = z.infer<typeof AdminSetUserRoles>

export const AdminSetUserAccess = z
  .object({ administrator: z.boolean() })
  .strict()
export type AdminSetUserAccessType = z.infer<typeof AdminSetUserAccess>

export const AdminAclRoleListParams = adminFindParams({ order: "name" })
export const AdminPluginUserListParams = adminFindParams({
  order: "created_at",
})
