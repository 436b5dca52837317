import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { DEFAULT_OPENTRANS_MAPPINGS } from "../../../modules/b2b-import/pipeline/parse"
import { readOrderFileOffThread } from "../../../modules/b2b-import/pipeline/read-off-thread"
import { FileProblem, MappingRule, MapResult, ParseOptions, RowError } from "../../../modules/b2b-import/pipeline/types"
import type { MappingTarget } from "../../../modules/b2b-import/types"
import type { SourceNames } from "./build"
import type { ProfileRow } from "./types"

type Mapping = { source: string; target: string; transform: unknown; required: boolean; position: number }

/** The profile's mappings as rules (in position order); an openTRANS profile without mappings uses the standard paths. */
export function mappingRules(profile: ProfileRow, mappings: Mapping[]): MappingRule[] {
  const rules = [...mappings]
    .sort((a, b) => a.position - b.position)
    .map((m) => ({ source: m.source, target: m.target as MappingTarget, transform: (m.transform as MappingRule["transform"]) ?? null, required: m.required }))
  return rules.length || profile.file_format !== "opentrans" ? rules : DEFAULT_OPENTRANS_MAPPINGS
}

export function sourceNames(rules: MappingRule[]): SourceNames {
  return Object.fromEntries(rules.map((r) => [r.target, r.source]))
}

export function parseOptions(profile: ProfileRow, maxLines: number): ParseOptions {
  return {
    fileFormat: profile.file_format,
    csvDelimiter: profile.csv_delimiter ?? null,
    csvEncoding: profile.csv_encoding,
    csvHeaderRow: profile.csv_header_row,
    decimalSeparator: profile.decimal_separator === "," ? "," : ".",
    maxLines,
  }
}

const fileError = (code: RowError["code"], message: string): RowError => ({ row: null, column: null, value: null, code, message })

/** The "parse" and "map" stages: the stored file read with the profile's settings and mapped onto an order. */
export async function readAndMap(
  container: MedusaContainer,
  fileKey: string,
  profile: ProfileRow,
  rules: MappingRule[],
  maxLines: number
): Promise<{ result?: MapResult; fileErrors: RowError[] }> {
  if (!rules.some((r) => r.target === "line.sku") || !rules.some((r) => r.target === "line.quantity")) {
    return { fileErrors: [fileError("SETUP_INCOMPLETE", `The profile "${profile.name}" maps no column to line.sku or line.quantity. Add field mappings for both.`)] }
  }
  let buffer: Buffer
  try {
    buffer = await container.resolve(Modules.FILE).getAsBuffer(fileKey)
  } catch {
    return { fileErrors: [fileError("FILE_MISSING", "The uploaded file can no longer be read from the file storage. Upload it again.")] }
  }
  try {
    return { result: await readOrderFileOffThread(buffer, parseOptions(profile, maxLines), rules), fileErrors: [] }
  } catch (error) {
    if (error instanceof FileProblem) return { fileErrors: [fileError(error.code, error.message)] }
    throw error
  }
}
