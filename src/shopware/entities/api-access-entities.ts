import { z } from "@medusajs/framework/zod"
import { aclRoleSchema } from "../../modules/api-access/resource-schemas"
import { hexIdSchema as hexId } from "../../modules/api-access/schemas"
import { patchSchema } from "../../utils/patch-schema"
import {
  createAclRoleWorkflow,
  deleteAclRolesWorkflow,
  updateAclRoleWorkflow,
} from "../../workflows/api-access"
import {
  byWrites,
  type EntityDefinition,
  typedWrites,
  workflowCall,
} from "./definition"
import { storedEntityFields, storedRead, wireShape } from "./from-schema"

// The integration has its own file; it is named here with the other access entities.
export { integrationEntity } from "./integration-entity"

/** A role's wire fields: the module's one schema (its keys are single words). */
const aclRoleWire = wireShape(aclRoleSchema.shape)
const aclRoleCreate = z.object(aclRoleWire).strict()
const aclRoleUpdate = patchSchema(aclRoleCreate)

const aclRoleWrites = typedWrites(
  { create: aclRoleCreate, update: aclRoleUpdate },
  {
    create: (input, caller) =>
      workflowCall(createAclRoleWorkflow, { ...input, caller }),
    update: (id, input, caller) =>
      workflowCall(updateAclRoleWorkflow, { id, ...input, caller }),
    delete: (ids, caller) =>
      workflowCall(deleteAclRolesWorkflow, { ids, caller }),
  }
)

/** `/api/acl-role`: named privilege sets (Shopware's acl_role entity). */
export const aclRoleEntity: EntityDefinition = {
  name: "acl_role",
  path: "acl-role",
  privilege: "acl_role",
  graphEntity: "acl_role",
  associations: {
    integrations: {
      entity: "integration",
      link: { kind: "manyToMany", relation: "integrations", inverse: "roles" },
    },
    users: {
      entity: "acl_user_role",
      link: { kind: "many", column: "role_id" },
    },
  },
  fields: storedEntityFields(aclRoleSchema.shape, {
    name: { searchable: true },
    description: { searchable: true },
    privileges: { sortable: false },
  }),
  readSchema: storedRead(hexId, aclRoleWire),
  createSchema: aclRoleCreate,
  updateSchema: aclRoleUpdate,
  defaultSort: { name: "ASC" },
  ...byWrites(aclRoleWrites),
}
