import { z } from "@medusajs/framework/zod"
import {
  hexIdSchema as hexId,
  privilegeListSchema,
} from "../../modules/api-access/schemas"
import { ACCESS_KEY_PATTERN } from "../../modules/api-access/secrets"
import { freeText, nameText } from "../../utils/text-rule"
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
  type EntityWrites,
  workflowCall,
} from "./definition"

const timestamps = {
  createdAt: { column: "created_at", type: "date", readOnly: true },
  updatedAt: { column: "updated_at", type: "date", readOnly: true },
} as const

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
    id: { column: "id", type: "id", readOnly: true },
    label: { column: "label", type: "string", searchable: true },
    accessKey: {
      column: "access_key",
      type: "string",
      searchable: true,
      readOnly: true,
    },
    admin: { column: "admin", type: "boolean" },
    lastUsageAt: { column: "last_used_at", type: "date", readOnly: true },
    roleIds: {
      column: "roles.id",
      type: "string[]",
      filterable: false,
      sortable: false,
      select: ["roles.id"],
      get: (row) => (row.roles ?? []).map((r: { id: string }) => r.id),
    },
    ...timestamps,
  },
  readSchema: z.object({
    id: hexId,
    label: z.string(),
    accessKey: z.string(),
    admin: z.boolean(),
    lastUsageAt: z.string().nullable(),
    roleIds: z.array(hexId),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  createSchema: z
    .object({
      label: nameText("label"),
      admin: z.boolean().optional(),
      roleIds: z.array(hexId).optional(),
      accessKey: z
        .string()
        // Shopware's keys are 26 characters; a 409 names the key it refuses.
        .max(255)
        .regex(
          ACCESS_KEY_PATTERN,
          "must start with SWIA followed by at least 16 capital letters, digits, - or _ (as Shopware makes them)"
        )
        .optional(),
      secretAccessKey: z
        .string()
        .min(32, "must be at least 32 characters")
        .max(512)
        .optional(),
    })
    .strict(),
  updateSchema: z
    .object({
      label: nameText("label").optional(),
      admin: z.boolean().optional(),
      roleIds: z.array(hexId).optional(),
      secretAccessKey: z
        .string()
        .min(32, "must be at least 32 characters")
        .max(512)
        .optional()
        .describe("A new secret: tokens of the old one stop working"),
    })
    .strict(),
  defaultSort: { created_at: "ASC" },
  create: async (container, input, caller) => {
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
  update: async (container, id, { secretAccessKey, ...input }, caller) => {
    await updateIntegrationWorkflow(container).run({
      input: { id, ...input, secret: secretAccessKey, caller },
    })
  },
  delete: async (container, ids, caller) => {
    await deleteIntegrationsWorkflow(container).run({ input: { ids, caller } })
  },
}

const aclRoleWrites: EntityWrites = {
  create: (input, caller) =>
    workflowCall(createAclRoleWorkflow, { ...input, caller }),
  update: (id, input, caller) =>
    workflowCall(updateAclRoleWorkflow, { id, ...input, caller }),
  delete: (ids, caller) =>
    workflowCall(deleteAclRolesWorkflow, { ids, caller }),
}

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
  fields: {
    id: { column: "id", type: "id", readOnly: true },
    name: { column: "name", type: "string", searchable: true },
    description: { column: "description", type: "string", searchable: true },
    privileges: { column: "privileges", type: "string[]", sortable: false },
    ...timestamps,
  },
  readSchema: z.object({
    id: hexId,
    name: z.string(),
    description: z.string().nullable(),
    privileges: z.array(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  createSchema: z
    .object({
      name: nameText("name"),
      description: freeText("description", 2000).nullable().optional(),
      privileges: privilegeListSchema.default([]),
    })
    .strict(),
  updateSchema: z
    .object({
      name: nameText("name").optional(),
      description: freeText("description", 2000).nullable().optional(),
      privileges: privilegeListSchema.optional(),
    })
    .strict(),
  defaultSort: { name: "ASC" },
  ...byWrites(aclRoleWrites),
}
