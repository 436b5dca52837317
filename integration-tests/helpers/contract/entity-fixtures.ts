import { Modules } from "@medusajs/framework/utils"
import { CONSOLE_CALLER } from "../../../src/modules/api-access/access-rules"
import { B2B_IMPORT_MODULE } from "../../../src/modules/b2b-import"
import {
  assignUserRoleWorkflow,
  createAclRoleWorkflow,
} from "../../../src/workflows/api-access"
import {
  createFieldMappingWorkflow,
  createProfileWorkflow,
} from "../../../src/workflows/b2b-import"
import { createIntegration } from "../api-client"
import { type RecipeContext, unknownHexId } from "./types"
import { CONTRACT_WEBHOOK_URL, contractWebhook } from "./webhook-recipes"

const unique = () => Math.random().toString(36).slice(2, 10)

/** How the contract test makes and writes one entity of the entity API. */
export type EntityFixture = {
  /** Makes one entity and answers its id. */
  make: (ctx: RecipeContext) => Promise<string>
  /** A body the entity's POST takes (each call a new entity), answered with 204. */
  createBody?: (ctx: RecipeContext) => Promise<Record<string, unknown>>
  /** A create answered with 200 although not asked to: it shows something once. */
  /** A create whose answer shows a generated secret once (a new body per call). */
  createShowingOnce?: () => Record<string, unknown>
  updateBody?: Record<string, unknown>
  /** A create refused with 409, where the entity's create can conflict. */
  conflictingCreate?: (ctx: RecipeContext) => Promise<Record<string, unknown>>
  /** An update of the entity `id` refused with 409, where its update can conflict. */
  conflictingUpdate?: (ctx: RecipeContext) => Promise<Record<string, unknown>>
  /** A well-formed id no entity has. */
  unknownId: () => string
}

const role = async (ctx: RecipeContext, name = `Contract ${unique()}`) => {
  const { result } = await createAclRoleWorkflow(ctx.container).run({
    input: { name, privileges: [], caller: CONSOLE_CALLER },
  })
  return result.id as string
}

const user = async (ctx: RecipeContext) => {
  const [made] = await ctx.container
    .resolve(Modules.USER)
    .createUsers([{ email: `contract-${unique()}@test.example` }])
  return made.id
}

const assignment = async (ctx: RecipeContext) => {
  const [userId, aclRoleId] = [await user(ctx), await role(ctx)]
  const { result } = await assignUserRoleWorkflow(ctx.container).run({
    input: { userId, roleId: aclRoleId, caller: CONSOLE_CALLER },
  })
  return { id: result.id as string, userId, aclRoleId }
}

const profile = async (ctx: RecipeContext) => {
  const { result } = await createProfileWorkflow(ctx.container).run({
    input: {
      name: `Contract ${unique()}`,
      approval_mode: "manual",
      file_format: "csv",
    },
  })
  return result.id as string
}

/** Fixtures by entity name; an entity added to the registry needs one here. */
export const ENTITY_FIXTURES: Record<string, EntityFixture> = {
  integration: {
    make: async (ctx) => (await createIntegration(ctx.container)).id,
    // With its own secret the create answers 204; without, 200 with the generated secret.
    createBody: async () => ({
      label: `Contract ${unique()}`,
      secretAccessKey: `contract-secret-${unique()}-${"s".repeat(24)}`,
    }),
    createShowingOnce: () => ({ label: "Contract, secret generated" }),
    updateBody: { label: "Contract, renamed" },
    // An access key in use is a conflict.
    conflictingCreate: async (ctx) => ({
      label: "Contract twin",
      accessKey: (await createIntegration(ctx.container)).accessKey,
    }),
    unknownId: unknownHexId,
  },
  acl_role: {
    make: (ctx) => role(ctx),
    createBody: async () => ({ name: `Contract ${unique()}`, privileges: [] }),
    updateBody: { description: "changed by the contract test" },
    // Role names are unique.
    conflictingCreate: async (ctx) => {
      const name = `Contract ${unique()}`
      await role(ctx, name)
      return { name, privileges: [] }
    },
    conflictingUpdate: async (ctx) => {
      const name = `Contract ${unique()}`
      await role(ctx, name)
      return { name }
    },
    unknownId: unknownHexId,
  },
  acl_user_role: {
    make: async (ctx) => (await assignment(ctx)).id,
    createBody: async (ctx) => ({
      userId: await user(ctx),
      aclRoleId: await role(ctx),
    }),
    // A user holds a role once.
    conflictingCreate: async (ctx) => {
      const { userId, aclRoleId } = await assignment(ctx)
      return { userId, aclRoleId }
    },
    unknownId: unknownHexId,
  },
  user: {
    make: (ctx) => user(ctx),
    updateBody: { admin: false },
    unknownId: () => `user_${"Z".repeat(26)}`,
  },
  plugin_b2b_profile: {
    make: (ctx) => profile(ctx),
    createBody: async () => ({
      name: `Contract ${unique()}`,
      approvalMode: "manual",
      fileFormat: "csv",
    }),
    updateBody: { approvalMode: "auto" },
    unknownId: unknownHexId,
  },
  plugin_b2b_field_mapping: {
    make: async (ctx) => {
      const { result } = await createFieldMappingWorkflow(ctx.container).run({
        input: {
          profile_id: await profile(ctx),
          source: "SKU",
          target: "line.sku",
        },
      })
      return result.id as string
    },
    createBody: async (ctx) => ({
      profileId: await profile(ctx),
      source: "Qty",
      target: "line.quantity",
    }),
    updateBody: { transform: [{ type: "number", decimalSeparator: "," }] },
    unknownId: unknownHexId,
  },
  plugin_b2b_inbound_record: {
    make: async (ctx) => {
      const id = unknownHexId()
      await ctx.container.resolve<any>(B2B_IMPORT_MODULE).createInboundRecords([
        {
          id,
          profile_id: ctx.profiles.edi,
          file_name: "contract.csv",
          file_size: 10,
          file_sha256: id.repeat(2),
          file_key: `contract/${id}.csv`,
        },
      ])
      return id
    },
    unknownId: unknownHexId,
  },
  webhook: {
    make: (ctx) => contractWebhook(ctx),
    // With its own secret the create answers 204; without, 200 with the generated secret.
    createBody: async () => ({
      name: `Contract ${unique()}`,
      eventName: "plugin_b2b_inbound_record.rejected",
      // An owner's webhooks differ in event or address (a repeat is refused).
      url: `${CONTRACT_WEBHOOK_URL}/${unique()}`,
      secret: `contract-secret-${unique()}-${"s".repeat(24)}`,
    }),
    createShowingOnce: () => ({
      name: "Contract, secret generated",
      eventName: "plugin_b2b_inbound_record.failed",
      url: `${CONTRACT_WEBHOOK_URL}/${unique()}`,
    }),
    updateBody: { name: "Contract webhook, renamed", active: false },
    unknownId: unknownHexId,
  },
}
