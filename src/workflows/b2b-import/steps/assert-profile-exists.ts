import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { B2B_IMPORT_MODULE } from "../../../modules/b2b-import"
import type B2bImportModuleService from "../../../modules/b2b-import/service"

/** Refuses a reference to a profile that does not exist, as bad input (400), naming the id. */
export const assertProfileExistsStep = createStep(
  "plugin-assert-b2b-profile-exists",
  async (input: { profile_id?: unknown }, { container }) => {
    const id = String(input.profile_id ?? "")
    const found = await container
      .resolve<B2bImportModuleService>(B2B_IMPORT_MODULE)
      .listImportProfiles({ id }, { select: ["id"] })
    if (!found.length) {
      // meta.field: the answer points at the reference (e.g. /profileId).
      throw Object.assign(
        new MedusaError(
          MedusaError.Types.INVALID_DATA,
          `There is no import profile with id "${id}".`
        ),
        { meta: { field: "profile_id" } }
      )
    }
    return new StepResponse(id)
  }
)
