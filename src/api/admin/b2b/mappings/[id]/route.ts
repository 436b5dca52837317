import type { AdminRequest, AdminResponse } from "../../../../utils/http"
import {
  deleteFieldMappingsWorkflow,
  updateFieldMappingWorkflow,
} from "../../../../../workflows/b2b-import"
import { assertB2bExists, deleteRoute, findB2b } from "../../helpers"
import type { AdminUpdateMappingType } from "../../validators"

/** Changes a field mapping. */
export async function POST(
  req: AdminRequest<AdminUpdateMappingType>,
  res: AdminResponse
) {
  await assertB2bExists(req, "mapping")
  await updateFieldMappingWorkflow(req.scope).run({
    input: { id: req.params.id, ...req.validatedBody },
  })
  res.json({ mapping: await findB2b(req, "mapping") })
}

/** Deletes a field mapping. */
export const DELETE = deleteRoute("mapping", deleteFieldMappingsWorkflow)
