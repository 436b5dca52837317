import { z } from "@medusajs/framework/zod"
import { aclUserRoleSchema } from "../../modules/api-access/resource-schemas"
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
import { storedEntityFields, storedRead, wireShape } from "./from-schema"

/** A user's role on the wire: the module's one schema in camelCase. */
const aclUserRoleWire = wireShape(aclUserRoleSchema.shape)
const aclUserRoleCreate = z.object(aclUserRoleWire).strict()

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
  fields: storedEntityFields(aclUserRoleSchema.shape, {
    aclRoleId: { column: "role_id", type: "id" },
  }),
  readSchema: storedRead(hexIdSchema, aclUserRoleWire),
  createSchema: aclUserRoleCreate,
  defaultSort: { created_at: "ASC" },
  ...byWrites(aclUserRoleWrites),
}
