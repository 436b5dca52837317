import { z } from "@medusajs/framework/zod"
import { hexIdSchema } from "../../modules/api-access/schemas"
import { ownWebhooksFilter } from "../../modules/webhooks/ownership"
import {
  webhookSchema,
  webhookSecretSchema,
  webhookStateSchema,
} from "../../modules/webhooks/webhook-schema"
import { patchSchema } from "../../utils/patch-schema"
import { ApiError, ApiErrorCode } from "../errors"
import {
  createWebhookWorkflow,
  deleteWebhooksWorkflow,
  updateWebhookWorkflow,
} from "../../workflows/webhooks"
import {
  type EntityDefinition,
  typedWrites,
  wireToColumns,
  workflowCall,
} from "./definition"
import { storedEntityFields, storedRead, wireShape } from "./from-schema"

const webhookWire = wireShape(webhookSchema.shape)
// Times go out as ISO 8601 strings (wireRow), and OpenAPI has no type for a Date.
const isoTime = (field: z.ZodType) =>
  z
    .string()
    .nullable()
    .describe(field.description ?? "An ISO 8601 time")
const stateWire = wireShape(
  webhookStateSchema.extend({
    failing_since: isoTime(webhookStateSchema.shape.failing_since),
    deactivated_at: isoTime(webhookStateSchema.shape.deactivated_at),
    last_success_at: isoTime(webhookStateSchema.shape.last_success_at),
  }).shape
)
const webhookCreate = z
  .object({
    ...webhookWire,
    secret: webhookSecretSchema
      .optional()
      .describe(
        "A signing secret of your own; without one the shop makes one and answers it once, as `secret`"
      ),
  })
  .strict()
const webhookUpdate = patchSchema(z.object(webhookWire)).strict()
const fields = storedEntityFields(
  { ...webhookSchema.shape, ...webhookStateSchema.shape },
  {
    name: { searchable: true },
    url: { searchable: true },
    errorCount: { readOnly: true },
    failingSince: { readOnly: true },
    deactivatedAt: { readOnly: true },
    deactivationReason: { readOnly: true },
    lastSuccessAt: { readOnly: true },
    integrationId: { readOnly: true, type: "id" },
    userId: { readOnly: true },
  }
)

const webhookWrites = typedWrites(
  { create: webhookCreate, update: webhookUpdate },
  {
    create: (input, caller) => {
      if (!input.secret)
        throw new ApiError({
          status: 400,
          code: ApiErrorCode.WRITE_CONSTRAINT_VIOLATION,
          detail:
            "A webhook written through the sync API needs its secret (at least 32 random characters): the sync answer lists ids only, so a generated secret could never be shown. Send one, or create the webhook with POST /api/webhook.",
          pointer: "/secret",
        })
      return workflowCall(createWebhookWorkflow, {
        ...(wireToColumns(fields, input) as z.output<typeof webhookSchema>),
        secret: input.secret,
        caller,
      })
    },
    update: (id, input, caller) =>
      workflowCall(updateWebhookWorkflow, {
        id,
        ...wireToColumns(fields, input),
        caller,
      }),
    delete: (ids, caller) =>
      workflowCall(deleteWebhooksWorkflow, { ids, caller }),
  }
)

/**
 * `/api/webhook`: Shopware's webhook entity (name, eventName, url, active,
 * errorCount). The shop signs each delivery with the webhook's secret
 * (header `shopware-shop-signature`); the secret is answered once on create.
 * Administrators see every webhook, anyone else only their own.
 */
export const webhookEntity: EntityDefinition = {
  name: "webhook",
  path: "webhook",
  privilege: "webhook",
  graphEntity: "webhook",
  fields,
  readSchema: storedRead(hexIdSchema, { ...webhookWire, ...stateWire }),
  createSchema: webhookCreate,
  updateSchema: webhookUpdate,
  defaultSort: { created_at: "ASC" },
  rowScope: ownWebhooksFilter,
  writes: webhookWrites,
  // POST answers a generated secret once, so it runs the workflow itself (the sync API cannot show it).
  create: async (container, body, caller) => {
    const input = body as z.output<typeof webhookCreate> & { id?: string }
    const { result } = await createWebhookWorkflow(container).run({
      input: {
        ...(wireToColumns(fields, input) as z.output<typeof webhookSchema>),
        id: input.id,
        secret: input.secret,
        caller,
      },
    })
    return {
      id: result.webhook.id,
      once: input.secret ? undefined : { secret: result.secret },
    }
  },
  update: async (container, id, body, caller) => {
    await updateWebhookWorkflow(container).run({
      input: { id, ...wireToColumns(fields, body), caller },
    })
  },
  delete: async (container, ids, caller) => {
    await deleteWebhooksWorkflow(container).run({ input: { ids, caller } })
  },
}
