import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import {
  deleteFieldMappingsWorkflow,
  updateFieldMappingWorkflow,
} from "../../../../../workflows/b2b-import"
import { findOne } from "../../helpers"
import { MAPPING_FIELDS } from "../../query-config"
import type { AdminUpdateMappingType } from "../../validators"

/** Changes a field mapping. */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminUpdateMappingType>,
  res: MedusaResponse
) {
  await findOne(
    req,
    "plugin_b2b_field_mapping",
    ["id"],
    req.params.id,
    "field mapping"
  )
  await updateFieldMappingWorkflow(req.scope).run({
    input: { id: req.params.id, ...req.validatedBody },
  })
  res.json({
    mapping: await findOne(
      req,
      "plugin_b2b_field_mapping",
      MAPPING_FIELDS,
      req.params.id,
      "field mapping"
    ),
  })
}

/** Deletes a field mapping. */
export async function DELETE(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  await findOne(
    req,
    "plugin_b2b_field_mapping",
    ["id"],
    req.params.id,
    "field mapping"
  )
  await deleteFieldMappingsWorkflow(req.scope).run({
    input: { ids: [req.params.id] },
  })
  res.json({
    id: req.params.id,
    object: "plugin_b2b_field_mapping",
    deleted: true,
  })
}
