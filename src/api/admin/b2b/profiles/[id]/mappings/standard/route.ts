import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AdminRequest, AdminResponse } from "../../../../../../utils/http"
import { copyStandardMappingsWorkflow } from "../../../../../../../workflows/b2b-import"
import { MAPPING_FIELDS } from "../../../../query-config"

/** Writes the format's standard field mappings as the profile's own, to be edited; answers them. */
export async function POST(req: AdminRequest, res: AdminResponse) {
  const { result: ids } = await copyStandardMappingsWorkflow(req.scope).run({
    input: { profile_id: req.params.id },
  })
  const { data } = await req.scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "field_mapping",
      fields: MAPPING_FIELDS,
      filters: { id: ids },
      pagination: { order: { position: "ASC" } },
    })
  res.status(201).json({ mappings: data })
}
