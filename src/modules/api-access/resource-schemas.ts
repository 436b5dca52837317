// zod itself (which @medusajs/framework/zod re-exports): the admin UI bundles this file too, and the
// framework's CommonJS re-export would put a second zod into its bundle.
import { z } from "zod"
import { freeText, nameText } from "../../utils/text-rule"
import { privilegeListSchema, roleIdSchema } from "./schemas"

/*
 * The fields a client writes of each API access resource, declared once in
 * snake_case: the `/admin` validators take them as they are, the `/api`
 * entities (integration, acl_role, acl_user_role, user) rename the keys to camelCase, OpenAPI
 * follows, and the admin's settings forms check a draft with them (through
 * src/types). Updates take `patchSchema` of them (src/utils/patch-schema.ts).
 */

/** An integration (an API account of a machine): its label, administrator flag and roles. */
export const integrationSchema = z.object({
  label: nameText("label"),
  admin: z.boolean().optional(),
  role_ids: z.array(roleIdSchema).optional(),
})

/** A role: a named set of privileges. */
export const aclRoleSchema = z.object({
  name: nameText("name"),
  description: freeText("description", 2000).nullable().optional(),
  privileges: privilegeListSchema.default([]),
})

/**
 * A user holding a role (Shopware's acl_user_role; the role's key keeps
 * Shopware's name, stored as `role_id`).
 */
export const aclUserRoleSchema = z.object({
  user_id: z.string().min(1),
  acl_role_id: roleIdSchema,
})

/** What the plugin writes of an admin user (Medusa owns the rest): the administrator flag. */
export const userAccessSchema = z.object({
  admin: z
    .boolean()
    .describe("Administrator: holds every privilege of the plugin"),
})
