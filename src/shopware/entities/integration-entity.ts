import { z } from "@medusajs/framework/zod"
import { integrationSchema } from "../../modules/api-access/resource-schemas"
import { hexIdSchema as hexId } from "../../modules/api-access/schemas"
import { ACCESS_KEY_PATTERN } from "../../modules/api-access/secrets"
import { patchSchema } from "../../utils/patch-schema"
import {
  createIntegrationWorkflow,
  deleteIntegrationsWorkflow,
  updateIntegrationWorkflow,
} from "../../workflows/api-access"
import type { AccessCaller } from "../../modules/api-access/access-rules"
import { ApiError, ApiErrorCode } from "../errors"
import { type EntityDefinition, typedWrites, workflowCall } from "./definition"
import { storedEntityFields, storedRead, wireShape } from "./from-schema"

/** An integration's wire fields: the module's one schema in camelCase. */
const integrationWire = wireShape(integrationSchema.shape)
/** What Shopware's integration also takes: a client-chosen key pair (an ERP keeps its own). */
const secretAccessKey = z
  .string()
  .min(32, "must be at least 32 characters")
  .max(512)
  .optional()
/**
 * Shopware's way of linking roles (its ManyToMany `aclRoles`): `[{ id }]`,
 * ids as `roleIds` takes them. Only links: Shopware would also create or
 * change a role given with more fields, which here is the acl_role entity's job.
 */
const aclRoles = z
  .array(
    z.object({ id: integrationSchema.shape.role_ids.unwrap().element }).strict()
  )
  .optional()
const aclRolesOnCreate = aclRoles.describe(
  "Shopware's form of roleIds: the roles to link, as [{id}] (together with roleIds, both are linked)"
)
const aclRolesOnUpdate = aclRoles.describe(
  "Roles to add, as [{id}]: as in Shopware, existing links are kept (roleIds replaces the whole set; given together, the integration holds both)"
)

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
    aclRoles: aclRolesOnCreate,
  })
  .strict()
const integrationUpdate = patchSchema(z.object(integrationWire))
  .extend({
    secretAccessKey: secretAccessKey.describe(
      "A new secret: tokens of the old one stop working"
    ),
    aclRoles: aclRolesOnUpdate,
  })
  .strict()
type IntegrationCreate = z.output<typeof integrationCreate> & { id?: string }
type IntegrationUpdate = z.output<typeof integrationUpdate>

const idsOf = (links: { id: string }[] | undefined) =>
  links?.map((link) => link.id) ?? []

/** The create workflow's input: `roleIds` and Shopware's `aclRoles` are linked alike. */
function createInput(input: IntegrationCreate, caller: AccessCaller) {
  const linked = [...(input.roleIds ?? []), ...idsOf(input.aclRoles)]
  return {
    id: input.id,
    label: input.label,
    admin: input.admin,
    roleIds: linked.length ? [...new Set(linked)] : input.roleIds,
    accessKey: input.accessKey,
    secret: input.secretAccessKey,
    caller,
  }
}

/** The update workflow's input: `roleIds` replaces the roles, `aclRoles` adds to them (Shopware's writes never unlink). */
function updateInput(
  id: string,
  input: IntegrationUpdate,
  caller: AccessCaller
) {
  const { secretAccessKey, aclRoles, ...rest } = input
  const added = idsOf(aclRoles)
  return {
    id,
    ...rest,
    ...(added.length ? { addRoleIds: added } : {}),
    secret: secretAccessKey,
    caller,
  }
}

/**
 * The sync API's writes. Its answer lists ids only, so a secret generated
 * there could never be shown: a new integration brings its own.
 */
const integrationWrites = typedWrites(
  { create: integrationCreate, update: integrationUpdate },
  {
    create: (input, caller) => {
      if (!input.secretAccessKey)
        throw new ApiError({
          status: 400,
          code: ApiErrorCode.WRITE_CONSTRAINT_VIOLATION,
          detail:
            "A new integration written through the sync API needs its secretAccessKey (at least 32 characters): the sync answer lists ids only, so a generated secret could never be shown. Send one, or create the integration with POST /api/integration.",
          pointer: "/secretAccessKey",
        })
      return workflowCall(createIntegrationWorkflow, createInput(input, caller))
    },
    update: (id, input, caller) =>
      workflowCall(updateIntegrationWorkflow, updateInput(id, input, caller)),
    delete: (ids, caller) =>
      workflowCall(deleteIntegrationsWorkflow, { ids, caller }),
  }
)

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
  writes: integrationWrites,
  // POST answers a generated secret once, so it runs the workflow itself (the sync API cannot).
  create: async (container, body, caller) => {
    const input = body as IntegrationCreate
    const { result } = await createIntegrationWorkflow(container).run({
      input: createInput(input, caller),
    })
    const once = input.secretAccessKey
      ? undefined
      : { secretAccessKey: result.secret }
    return { id: result.integration.id, once }
  },
  update: async (container, id, body, caller) => {
    await updateIntegrationWorkflow(container).run({
      input: updateInput(id, body as IntegrationUpdate, caller),
    })
  },
  delete: async (container, ids, caller) => {
    await deleteIntegrationsWorkflow(container).run({ input: { ids, caller } })
  },
}
