import { z } from "@medusajs/framework/zod"
import {
  adminFindParams,
  idListParam,
  searchParam,
} from "../../utils/find-params"
import {
  aclRoleSchema,
  aclUserRoleSchema,
  userAccessSchema,
} from "../../../modules/api-access/resource-schemas"
import { adminWriteSchemas } from "../../../utils/patch-schema"

/** A role's fields are the module's one schema (resource-schemas.ts); the update without the create's default: a rename keeps the role's privileges. */
const roleWrites = adminWriteSchemas(aclRoleSchema)
export const AdminCreateAclRole = roleWrites.create
export type AdminCreateAclRoleType = z.infer<typeof AdminCreateAclRole>
export const AdminUpdateAclRole = roleWrites.update
export type AdminUpdateAclRoleType = z.infer<typeof AdminUpdateAclRole>

/** A user's roles, each as a user's role is declared (resource-schemas.ts). */
export const AdminSetUserRoles = z
  .object({ role_ids: z.array(aclUserRoleSchema.shape.acl_role_id) })
  .strict()
export type AdminSetUserRolesType = z.infer<typeof AdminSetUserRoles>

/** A user's administrator flag as declared (resource-schemas.ts), under the /admin dialect's name. */
export const AdminSetUserAccess = z
  .object({ administrator: userAccessSchema.shape.admin })
  .strict()
export type AdminSetUserAccessType = z.infer<typeof AdminSetUserAccess>

export const AdminAclRoleListParams = adminFindParams({
  order: "name",
}).extend({
  /** Part of the name or the description. */
  q: searchParam,
})
export type AdminAclRoleListParamsType = z.infer<typeof AdminAclRoleListParams>

/** A user's standing in the plugin, as the users list filters it. */
export const USER_ACCESS_KINDS = ["administrator", "roles", "none"] as const

export const AdminPluginUserListParams = adminFindParams({
  order: "created_at",
}).extend({
  /** Part of the e-mail address, first or last name. */
  q: searchParam,
  /** administrator; roles (restricted to roles, at least one); none (neither). */
  access: z.enum(USER_ACCESS_KINDS).optional(),
  /** Users holding one of these roles. */
  role_id: idListParam.optional(),
})
export type AdminPluginUserListParamsType = z.infer<
  typeof AdminPluginUserListParams
>
