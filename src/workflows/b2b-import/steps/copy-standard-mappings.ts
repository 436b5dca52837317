import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { newHexId } from "../../../modules/api-access/secrets"
import { B2B_IMPORT_MODULE } from "../../../modules/b2b-import"
import { FILE_FORMAT_TRAITS } from "../../../modules/b2b-import/file-formats"
import { effectiveMappings } from "../../../modules/b2b-import/pipeline/parse"
import type B2bImportModuleService from "../../../modules/b2b-import/service"

/**
 * Writes a standard format's field mappings (openTRANS, EDIFACT, UBL, cXML)
 * as the profile's own, so that a clerk can change one of them: a profile
 * reads the standard fields only while it has no mappings, and its first own
 * mapping replaces them all. Refused when the profile has mappings already or
 * its format has no standard fields. Compensation deletes the rows written.
 */
export const copyStandardMappingsStep = createStep(
  "plugin-b2b-copy-standard-mappings",
  async (input: { profile_id: string }, { container }) => {
    const service = container.resolve<B2bImportModuleService>(B2B_IMPORT_MODULE)
    const [profile] = await service.listImportProfiles(
      { id: input.profile_id },
      { select: ["id", "name", "file_format"] }
    )
    if (!profile)
      throw new MedusaError(
        MedusaError.Types.NOT_FOUND,
        `There is no import profile with id "${input.profile_id}".`
      )
    const traits = FILE_FORMAT_TRAITS[profile.file_format]
    if (!traits.standardMappings)
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `The profile "${profile.name}" reads ${traits.name} files, which have no standard fields; add its mappings one by one.`
      )
    const [, count] = await service.listAndCountFieldMappings(
      { profile_id: profile.id },
      { take: 1, select: ["id"] }
    )
    if (count)
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `The profile "${profile.name}" has ${count} field mapping(s) of its own already, which replace the standard fields. Delete them first to start again from the standard fields.`
      )
    const rows = await service.createFieldMappings(
      effectiveMappings(profile.file_format, []).map((rule, position) => ({
        id: newHexId(),
        profile_id: profile.id,
        source: rule.source,
        target: rule.target,
        transform: rule.transform,
        required: rule.required,
        position,
      }))
    )
    const ids = rows.map((row) => row.id)
    return new StepResponse(ids, ids)
  },
  async (ids, { container }) => {
    if (ids?.length)
      await container
        .resolve<B2bImportModuleService>(B2B_IMPORT_MODULE)
        .deleteFieldMappings(ids)
  }
)
