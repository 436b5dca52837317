import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2bImport } from "../../../modules/b2b-import"
import {
  FILE_FORMAT_TRAITS,
  isFileFormat,
} from "../../../modules/b2b-import/file-formats"
import { sourcePathProblem } from "../../../modules/b2b-import/pipeline/source-path"

const refused = (message: string, field: string) =>
  Object.assign(new MedusaError(MedusaError.Types.INVALID_DATA, message), {
    meta: { field },
  })

/**
 * Refuses (400) a mapping source its profile's files cannot be read with (a
 * JSON/XML path in a syntax the import does not know, such as PARTY[2], or a
 * line field read from no list of lines), naming the field; nothing is
 * written. On update, `id` names the mapping and what the input leaves out is
 * the mapping's as stored.
 */
export const assertMappingSourceStep = createStep(
  "plugin-b2b-assert-mapping-source",
  async (
    input: {
      id?: unknown
      profile_id?: unknown
      source?: unknown
      target?: unknown
    },
    { container }
  ) => {
    const text = (v: unknown) => (typeof v === "string" ? v : undefined)
    if (text(input.source) === undefined && text(input.target) === undefined)
      return new StepResponse(null)
    const service = b2bImport(container)
    let { profile_id, source, target } = {
      profile_id: text(input.profile_id),
      source: text(input.source),
      target: text(input.target),
    }
    if (typeof input.id === "string" && (!profile_id || !source || !target)) {
      const [stored] = await service.listFieldMappings(
        { id: input.id },
        { select: ["profile_id", "source", "target"] }
      )
      profile_id ||= stored?.profile_id
      source ??= stored?.source
      target ??= stored?.target
    }
    if (!profile_id || source === undefined) return new StepResponse(null)
    const [profile] = await service.listImportProfiles(
      { id: profile_id },
      { select: ["file_format"] }
    )
    if (!profile) return new StepResponse(null)
    const problem = sourcePathProblem(profile.file_format, source, target)
    if (problem)
      throw refused(
        `Value for field 'source' is not a path the import can read: ${problem}`,
        "source"
      )
    return new StepResponse(null)
  }
)

/**
 * Refuses (400) a profile's new file format its mappings cannot be read with
 * (e.g. CSV headers with brackets, switched to openTRANS), naming them; the
 * clerk changes or deletes those mappings first.
 */
export const assertProfileMappingsReadableStep = createStep(
  "plugin-b2b-assert-profile-mappings-readable",
  async (input: { id: string; file_format?: unknown }, { container }) => {
    const format = input.file_format
    if (!isFileFormat(format) || FILE_FORMAT_TRAITS[format].shape !== "tree")
      return new StepResponse(null)
    const mappings = await b2bImport(container).listFieldMappings(
      { profile_id: input.id },
      { select: ["source", "target"] }
    )
    const unreadable = mappings
      .map((m) => ({
        m,
        problem: sourcePathProblem(format, m.source, m.target),
      }))
      .filter((u) => u.problem)
    if (!unreadable.length) return new StepResponse(null)
    const named = unreadable
      .slice(0, 5)
      .map(({ m, problem }) => `${m.target} ← ${problem}`)
      .join(" ")
    const formatName = FILE_FORMAT_TRAITS[format].name
    throw refused(
      `The file format cannot be changed to ${formatName}: ${unreadable.length} of the profile's mappings cannot be read from such files. ${named}${unreadable.length > 5 ? ` (and ${unreadable.length - 5} more)` : ""} Change or delete these mappings first, then change the format.`,
      "file_format"
    )
  }
)
