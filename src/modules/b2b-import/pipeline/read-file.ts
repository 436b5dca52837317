import { DEFAULT_OPENTRANS_MAPPINGS } from "./parse"
import { readOrderFileOffThread } from "./read-off-thread"
import {
  FileProblem,
  MappingRule,
  MapResult,
  ParseOptions,
  RowError,
} from "./types"
import type { MappingTarget } from "../types"
import type { ProfileRow, SourceNames } from "./order/types"

type Mapping = {
  source: string
  target: string
  transform: unknown
  required: boolean
  position: number
}

/** The profile's mappings as rules (in position order); an openTRANS profile without mappings uses the standard paths. */
export function mappingRules(
  profile: Pick<ProfileRow, "file_format">,
  mappings: Mapping[]
): MappingRule[] {
  const rules = [...mappings]
    .sort((a, b) => a.position - b.position)
    .map((m) => ({
      source: m.source,
      target: m.target as MappingTarget,
      transform: (m.transform as MappingRule["transform"]) ?? null,
      required: m.required,
    }))
  return rules.length || profile.file_format !== "opentrans"
    ? rules
    : DEFAULT_OPENTRANS_MAPPINGS
}

export function sourceNames(rules: MappingRule[]): SourceNames {
  return Object.fromEntries(rules.map((r) => [r.target, r.source]))
}

function parseOptions(profile: ProfileRow, maxLines: number): ParseOptions {
  return {
    fileFormat: profile.file_format,
    csvDelimiter: profile.csv_delimiter ?? null,
    csvEncoding: profile.csv_encoding,
    csvHeaderRow: profile.csv_header_row,
    decimalSeparator: profile.decimal_separator === "," ? "," : ".",
    maxLines,
  }
}

export const fileError = (
  code: RowError["code"],
  message: string
): RowError => ({ row: null, column: null, value: null, code, message })

/** What the profile lacks before a file can be read at all: mappings for SKU and quantity. */
export function missingRequiredMappings(
  profile: Pick<ProfileRow, "name">,
  rules: MappingRule[]
): RowError | null {
  if (
    rules.some((r) => r.target === "line.sku") &&
    rules.some((r) => r.target === "line.quantity")
  )
    return null
  return fileError(
    "SETUP_INCOMPLETE",
    `The profile "${profile.name}" maps no column to line.sku or line.quantity. Add field mappings for both.`
  )
}

/** The "parse" and "map" stages: a file's bytes read with the profile's settings (in a worker thread) and mapped onto an order. */
export async function readAndMap(
  buffer: Buffer,
  profile: ProfileRow,
  rules: MappingRule[],
  maxLines: number
): Promise<{ result?: MapResult; fileErrors: RowError[] }> {
  try {
    return {
      result: await readOrderFileOffThread(
        buffer,
        parseOptions(profile, maxLines),
        rules
      ),
      fileErrors: [],
    }
  } catch (error) {
    if (error instanceof FileProblem)
      return { fileErrors: [fileError(error.code, error.message)] }
    throw error
  }
}
