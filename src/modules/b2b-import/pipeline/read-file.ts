import { effectiveMappings } from "./parse"
import { readOrderFileOffThread } from "./read-off-thread"
import { readOrderFile } from "./read-order"
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

/** The profile's mappings as rules (in position order); a profile without mappings reads its format's standard fields (openTRANS'). */
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
  return effectiveMappings(profile.file_format, rules)
}

/**
 * The source an error names for each target: its first rule's, the one read
 * first (openTRANS: the PARTY with the role before the one found by id).
 */
export function sourceNames(rules: MappingRule[]): SourceNames {
  const names: SourceNames = {}
  for (const r of rules) names[r.target] ??= r.source
  return names
}

/** The parse settings of a profile (also used to read a file again for its failed lines). */
export function parseOptions(
  profile: ProfileRow,
  maxLines: number
): ParseOptions {
  return {
    fileFormat: profile.file_format,
    csvDelimiter: profile.csv_delimiter ?? null,
    csvEncoding: profile.csv_encoding,
    csvHeaderRow: profile.csv_header_row,
    decimalSeparator: profile.decimal_separator === "," ? "," : ".",
    maxLines,
    sheetName: profile.sheet_name ?? null,
    headerRow: profile.header_row ?? 1,
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

/**
 * Files up to this size are read on the calling thread: a worker's round trip
 * costs more than reading them. Every parser here is linear (XML without a
 * DOCTYPE, hence without entities), so this is a few milliseconds at most.
 */
const INLINE_READ_MAX_BYTES = 32 * 1024
/** Packed formats, always read on a worker: 32 KB of an .xlsx can unpack to megabytes of XML. */
const PACKED_FORMATS = new Set(["xlsx"])

/** The "parse" and "map" stages: a file's bytes read with the profile's settings (a larger one in a worker thread) and mapped onto an order. */
export async function readAndMap(
  buffer: Buffer,
  profile: ProfileRow,
  rules: MappingRule[],
  maxLines: number
): Promise<{ result?: MapResult; fileErrors: RowError[] }> {
  const opts = parseOptions(profile, maxLines)
  try {
    return {
      result:
        buffer.byteLength <= INLINE_READ_MAX_BYTES &&
        !PACKED_FORMATS.has(opts.fileFormat)
          ? await readOrderFile(buffer, opts, rules)
          : await readOrderFileOffThread(buffer, opts, rules),
      fileErrors: [],
    }
  } catch (error) {
    if (error instanceof FileProblem)
      return { fileErrors: [fileError(error.code, error.message)] }
    throw error
  }
}
