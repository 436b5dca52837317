import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createFieldMappingWorkflow } from "../../../../../../workflows/b2b-import"
import { findOne } from "../../../helpers"
import { MAPPING_FIELDS } from "../../../query-config"
import type { AdminCreateMappingType } from "../../../validators"

/** The profile's field mappings in position order. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  await findOne(
    req,
    "plugin_b2b_profile",
    ["id"],
    req.params.id,
    "import profile"
  )
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "plugin_b2b_field_mapping",
    fields: MAPPING_FIELDS,
    filters: { profile_id: req.params.id },
    pagination: { order: { position: "ASC" } },
  })
  res.json({ mappings: data })
}

/** Adds a field mapping to the profile. */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminCreateMappingType>,
  res: MedusaResponse
) {
  const { result } = await createFieldMappingWorkflow(req.scope).run({
    input: { ...req.validatedBody, profile_id: req.params.id },
  })
  res.status(201).json({
    mapping: await findOne(
      req,
      "plugin_b2b_field_mapping",
      MAPPING_FIELDS,
      result.id,
      "field mapping"
    ),
  })
}
