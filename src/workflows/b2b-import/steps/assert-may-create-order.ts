import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2bImport } from "../../../modules/b2b-import"

/**
 * Processing a record of an `auto` profile creates an order, so a caller
 * without the privilege order:create (`mayCreateOrders: false`) is refused
 * (403) before anything runs, exactly as approve would refuse it.
 */
export const assertMayCreateOrderStep = createStep(
  "plugin-b2b-assert-may-create-order",
  async (input: { profileId: string }, { container }) => {
    const [profile] = await b2bImport(container).listImportProfiles(
      { id: input.profileId },
      { select: ["name", "approval_mode"] }
    )
    if (profile?.approval_mode === "auto") {
      const error = new MedusaError(
        MedusaError.Types.FORBIDDEN,
        `Processing this record creates an order at once (profile "${profile.name}" approves automatically), which needs the privilege order:create. Ask for it, or have the profile switched to manual approval.`
      )
      throw Object.assign(error, {
        meta: { missingPrivileges: ["order:create"] },
      })
    }
    return new StepResponse(undefined)
  }
)
