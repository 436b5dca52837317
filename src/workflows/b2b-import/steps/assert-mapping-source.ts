import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2bImport } from "../../../modules/b2b-import"
import { sourcePathProblem } from "../../../modules/b2b-import/pipeline/source-path"

/**
 * Refuses (400) a mapping source its profile's files cannot be read with (a
 * JSON/XML path in a syntax the import does not know, such as PARTY[2]),
 * naming the field; nothing is written. On update, `id` names the mapping.
 */
export const assertMappingSourceStep = createStep(
  "plugin-b2b-assert-mapping-source",
  async (
    input: { id?: unknown; profile_id?: unknown; source?: unknown },
    { container }
  ) => {
    if (typeof input.source !== "string") return new StepResponse(null)
    const service = b2bImport(container)
    let profileId = input.profile_id
    if (!profileId && typeof input.id === "string") {
      const [mapping] = await service.listFieldMappings(
        { id: input.id },
        { select: ["profile_id"] }
      )
      profileId = mapping?.profile_id
    }
    const [profile] = await service.listImportProfiles(
      { id: String(profileId ?? "") },
      { select: ["file_format"] }
    )
    if (!profile) return new StepResponse(null)
    const problem = sourcePathProblem(profile.file_format, input.source)
    if (problem)
      throw Object.assign(
        new MedusaError(
          MedusaError.Types.INVALID_DATA,
          `Value for field 'source' is not a path the import can read: ${problem}`
        ),
        { meta: { field: "source" } }
      )
    return new StepResponse(null)
  }
)
