import { z } from "@medusajs/framework/zod"
import { hexIdSchema } from "../../modules/api-access/schemas"
import {
  assignUserRoleWorkflow,
  removeUserRolesWorkflow,
} from "../../workflows/api-access"
import {
  byWrites,
  type EntityDefinition,
  typedWrites,
  workflowCall,
} from "./definition"

const aclUserRoleCreate = z
  .object({ userId: z.string().min(1), aclRoleId: hexIdSchema })
  .strict()

const aclUserRoleWrites = typedWrites(
  { create: aclUserRoleCreate },
  {
    create: (input, caller) =>
      workflowCall(assignUserRoleWorkflow, {
        id: input.id,
        userId: input.userId,
        roleId: input.aclRoleId,
        caller,
      }),
    delete: (ids, caller) =>
      workflowCall(removeUserRolesWorkflow, { ids, caller }),
  }
)

/** `/api/acl-user-role`: which admin user holds which role (Shopware's acl_user_role). */
export const aclUserRoleEntity: EntityDefinition = {
  name: "acl_user_role",
  path: "acl-user-role",
  privilege: "acl_user_role",
  graphEntity: "user_acl_role",
  associations: {
    aclRole: { entity: "acl_role", link: { kind: "one", column: "role_id" } },
    user: { entity: "user", link: { kind: "one", column: "user_id" } },
  },
  fields: {
    id: { column: "id", type: "id", readOnly: true },
    userId: { column: "user_id", type: "string" },
    aclRoleId: { column: "role_id", type: "id" },
    createdAt: { column: "created_at", type: "date", readOnly: true },
    updatedAt: { column: "updated_at", type: "date", readOnly: true },
  },
  readSchema: z.object({
    id: hexIdSchema,
    userId: z.string(),
    aclRoleId: hexIdSchema,
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  createSchema: aclUserRoleCreate,
  defaultSort: { created_at: "ASC" },
  ...byWrites(aclUserRoleWrites),
}
