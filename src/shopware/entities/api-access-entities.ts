import { z } from "@medusajs/framework/zod"
import {
  aclRoleSchema,
  integrationSchema,
} from "../../modules/api-access/resource-schemas"
import { hexIdSchema as hexId } from "../../modules/api-access/schemas"
import { ACCESS_KEY_PATTERN } from "../../modules/api-access/secrets"
import { patchSchema } from "../../utils/patch-schema"
import {
  createAclRoleWorkflow,
  createIntegrationWorkflow,
  deleteAclRolesWorkflow,
  deleteIntegrationsWorkflow,
  updateAclRoleWorkflow,
  updateIntegrationWorkflow,
} from "../../workflows/api-access"
import {
  byWrites,
  type EntityDefinition,
  typedWrites,
  workflowCall,
} from "./definition"
import { storedEntityFields, storedRead, wireShape } from "./from-schema"

/** An integration's wire fields: the module's one schema in camelCase. */
const integrationWire = wireShape(integrationSchema.shape)
/** What Shopware's integration also takes: a client-chosen key pair (an ERP keeps its own). */
const secretAccessKey = z
  .string()
  .min(32, "must be at least 32 characters")
  .max(512)
  .optional()
const integrationCreate = z
  .object({
    ...integrationWire,
    accessKey: z
      .string()
      // Shopware's keys are 26 characters; a 409 names the key it refuses.
      .max(255)
      .regex(
        ACCESS_KEY_PATTERN,
        "must start with SWIA followed by at least 16 capital letters, digits, - or _ (as Shopware makes them)"
      )
      .optional(),
    secretAccessKey,
  })
  .strict()
const integrationUpdate = patchSchema(z.object(integrationWire))
  .extend({
    secretAccessKey: secretAccessKey.describe(
      "A new secret: tokens of the old one stop working"
    ),
  })
  .strict()

/** `/api/integration`: API accounts of machines (Shopware's integration entity). */
export const integrationEntity: EntityDefinition = {
  name: "integration",
  path: "integration",
  privilege: "integration",
  graphEntity: "integration",
  associations: {
    aclRoles: {
      entity: "acl_role",
      link: { kind: "manyToMany", relation: "roles", inverse: "integrations" },
    },
  },
  fields: {
    ...storedEntityFields(
      { ...integrationSchema.shape, access_key: z.string() },
      {
        label: { searchable: true },
        roleIds: {
          column: "roles.id",
          filterable: false,
          sortable: false,
          select: ["roles.id"],
          get: (row) =>
            ((row.roles ?? []) as { id: string }[]).map((r) => r.id),
        },
        accessKey: { searchable: true, readOnly: true },
      }
    ),
    // Shopware's name for when the integration last signed in.
    lastUsageAt: { column: "last_used_at", type: "date", readOnly: true },
  },
  readSchema: storedRead(hexId, {
    ...integrationWire,
    accessKey: z.string(),
    lastUsageAt: z.string().nullable(),
  }),
  createSchema: integrationCreate,
  updateSchema: integrationUpdate,
  defaultSort: { created_at: "ASC" },
  create: async (container, body, caller) => {
    const input = body as z.output<typeof integrationCreate> & { id?: string }
    const { result } = await createIntegrationWorkflow(container).run({
      input: {
        id: input.id,
        label: input.label,
        admin: input.admin,
        roleIds: input.roleIds,
        accessKey: input.accessKey,
        secret: input.secretAccessKey,
        caller,
      },
    })
    const once = input.secretAccessKey
      ? undefined
      : { secretAccessKey: result.secret }
    return { id: result.integration.id, once }
  },
  update: async (container, id, body, caller) => {
    const { secretAccessKey, ...input } = body as z.output<
      typeof integrationUpdate
    >
    await updateIntegrationWorkflow(container).run({
      input: { id, ...input, secret: secretAccessKey, caller },
    })
  },
  delete: async (container, ids, caller) => {
    await deleteIntegrationsWorkflow(container).run({ input: { ids, caller } })
  },
}

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
