import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { apiAccess } from "./resolve-service"

/** Soft-deletes integrations; their tokens stop working at once. */
export const deleteIntegrationsStep = createStep(
  "plugin-delete-integrations",
  async (ids: string[], { container }) => {
    await apiAccess(container).softDeletePluginIntegrations(ids)
    return new StepResponse(ids, ids)
  },
  async (ids, { container }) => {
    if (ids?.length) await apiAccess(container).restorePluginIntegrations(ids)
  }
)
