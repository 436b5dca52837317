import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { apiAccess } from "../../../modules/api-access"

/** Records when an integration last logged in; the compensation restores the previous time. */
export const markIntegrationUsedStep = createStep(
  "plugin-mark-integration-used",
  async (id: string, { container }) => {
    const service = apiAccess(container)
    const before = await service.retrieveIntegration(id, {
      select: ["id", "last_used_at"],
    })
    await service.updateIntegrations({ id, last_used_at: new Date() })
    return new StepResponse(id, { id, last_used_at: before.last_used_at })
  },
  async (previous, { container }) => {
    if (previous) await apiAccess(container).updateIntegrations(previous)
  }
)
