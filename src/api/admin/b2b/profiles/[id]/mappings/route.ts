import type { AdminRequest, AdminResponse } from "../../../../../utils/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createFieldMappingWorkflow } from "../../../../../../workflows/b2b-import"
import { assertB2bExists, findB2b } from "../../../helpers"
import { MAPPING_FIELDS } from "../../../query-config"
import type { AdminCreateMappingType } from "../../../validators"

/** The profile's field mappings in position order. */
export async function GET(req: AdminRequest, res: AdminResponse) {
  await assertB2bExists(req, "profile")
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "field_mapping",
    fields: MAPPING_FIELDS,
    filters: { profile_id: req.params.id },
    pagination: { order: { position: "ASC" } },
  })
  res.json({ mappings: data })
}

/** Adds a field mapping to the profile. */
export async function POST(
  req: AdminRequest<AdminCreateMappingType>,
  res: AdminResponse
) {
  const { result } = await createFieldMappingWorkflow(req.scope).run({
    input: { ...req.validatedBody, profile_id: req.params.id },
  })
  res.status(201).json({
    mapping: await findB2b(req, "mapping", { id: result.id }),
  })
}
