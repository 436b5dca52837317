import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2bImport } from "../../../modules/b2b-import"

/** Refuses an upload for a profile that does not exist or is inactive, naming it (400). */
export const assertActiveProfileStep = createStep(
  "plugin-b2b-assert-active-profile",
  async (input: { profileId: string }, { container }) => {
    const profile = await b2bImport(container).retrieveActiveProfile(
      input.profileId
    )
    return new StepResponse({ id: profile.id })
  }
)
