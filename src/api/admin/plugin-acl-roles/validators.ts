import { z } from "@medusajs/framework/zod"
import { ALL_PRIVILEGES, PRIVILEGE_BUNDLES } from "../../../modules/api-access/privileges"

const privilege = z.enum([...ALL_PRIVILEGES, ...Object.keys(PRIVILEGE_BUNDLES)] as [string, ...string[]])

export const AdminCreateAclRole = z
  .object({ name: z.string().trim().min(1).max(255), description: z.string().max(2000).nullable().optional(), privileges: z.array(privilege).default([]) })
  .strict()
export type AdminCreateAclRoleType = z.infer<typeof AdminCreateAclRole>

export const AdminUpdateAclRole = AdminCreateAclRole.partial().strict()
export type AdminUpdateAclRoleType = z.infer<typeof AdminUpdateAclRole>

export const AdminSetUserRoles = z
  .object({ role_ids: z.array(z.string().regex(/^[0-9a-f]{32}$/, "must be a role id of 32 hexadecimal characters")) })
  .strict()
export type AdminSetUserRolesType = z.infer<typeof AdminSetUserRoles>
