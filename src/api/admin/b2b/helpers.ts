import {
  ContainerRegistrationKeys,
  MedusaError,
} from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { AdminRequest, AdminResponse } from "../../utils/http"
import { runsInOrder } from "../../../modules/b2b-import/runs"
import { adminCallerName } from "../../utils/require-admin-privileges"
import {
  MAPPING_FIELDS,
  PROFILE_FIELDS,
  RECORD_FIELDS,
  RUN_FIELDS,
} from "./query-config"

/** Who acts, as a clerk would read it: the admin user's name (else e-mail), or the kind of key. */
export async function adminActorName(
  req: AdminRequest
): Promise<string | null> {
  const { actor_type, actor_id } = req.auth_context ?? {}
  // Resolved with the caller by the route's privilege check: no second lookup.
  if (actor_type === "user" && actor_id)
    return (await adminCallerName(req)) ?? null
  return actor_type ? `${actor_type} ${actor_id ?? ""}`.trim() : null
}

/** What the B2B routes read by id: the query.graph entity, its answer's fields, its name in a 404 and in a delete answer. */
const ENTITIES = {
  profile: {
    entity: "import_profile",
    object: "plugin_b2b_profile",
    label: "import profile",
    fields: [...PROFILE_FIELDS, ...MAPPING_FIELDS.map((f) => `mappings.${f}`)],
  },
  mapping: {
    entity: "field_mapping",
    object: "plugin_b2b_field_mapping",
    label: "field mapping",
    fields: MAPPING_FIELDS,
  },
  record: {
    entity: "inbound_record",
    object: "plugin_b2b_inbound_record",
    label: "inbound record",
    fields: [
      ...RECORD_FIELDS,
      "order.id",
      "order.display_id",
      "order.status",
      ...RUN_FIELDS.map((f) => `runs.${f}`),
    ],
  },
} as const
type Kind = keyof typeof ENTITIES

/**
 * One profile (with its mappings), mapping or record by id (default: the
 * route's `:id`), with its answer's fields or only `fields`; a 404 naming
 * what is missing otherwise.
 */
export async function findB2b(
  req: AdminRequest,
  kind: Kind,
  { id = req.params.id, fields }: { id?: string; fields?: string[] } = {}
) {
  const { entity, label } = ENTITIES[kind]
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity,
    fields: fields ?? [...ENTITIES[kind].fields],
    filters: { id },
  })
  if (!data[0])
    throw new MedusaError(
      MedusaError.Types.NOT_FOUND,
      `No ${label} with id "${id}" exists.`
    )
  return data[0]
}

/** A record as its GET answers it: with the order and its history of runs, oldest first (default: the route's `:id`). */
export async function recordAnswer(req: AdminRequest, id = req.params.id) {
  const record = await findB2b(req, "record", { id })
  const runs = (record as { runs?: Parameters<typeof runsInOrder>[0] }).runs
  return { ...record, runs: runsInOrder(runs) }
}

/** Refuses (404) unless the route's `:id` names an existing row of this kind. */
export const assertB2bExists = (req: AdminRequest, kind: Kind) =>
  findB2b(req, kind, { fields: ["id"] })

/** The answer of a delete, as Medusa's own routes give it. */
export const deletedAnswer = (req: AdminRequest, kind: Kind) => ({
  id: req.params.id,
  object: ENTITIES[kind].object,
  deleted: true,
})

/** A workflow that deletes rows by id. */
type DeleteWorkflow = (container: MedusaContainer) => {
  run: (args: { input: { ids: string[] } }) => Promise<unknown>
}

/** The DELETE route of one kind: a 404 unless the row exists, the workflow, then Medusa's delete answer. */
export const deleteRoute =
  (kind: Kind, workflow: DeleteWorkflow) =>
  async (req: AdminRequest, res: AdminResponse) => {
    await assertB2bExists(req, kind)
    await workflow(req.scope).run({ input: { ids: [req.params.id] } })
    res.json(deletedAnswer(req, kind))
  }
