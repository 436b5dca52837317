import { softDeleteStep } from "../../utils/soft-delete-step"
import { apiAccess } from "../../../modules/api-access"

/** Soft-deletes integrations; their tokens stop working at once. */
export const deleteIntegrationsStep = softDeleteStep(
  "plugin-delete-integrations",
  apiAccess,
  "Integrations"
)
