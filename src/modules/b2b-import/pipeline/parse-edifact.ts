import { FileProblem, type ParseOptions, type ParsedFile } from "./types"
import type { MappingRule } from "./types"

type TreeFile = Extract<ParsedFile, { kind: "tree" }>

/** The mappings an EDIFACT profile uses when it has none of its own. */
export const DEFAULT_EDIFACT_MAPPINGS: MappingRule[] = []

/** Reads an EDIFACT ORDERS interchange into a tree. */
export function parseEdifact(_buf: Buffer, _opts: ParseOptions): TreeFile {
  throw new FileProblem("PARSE_ERROR", "EDIFACT files cannot be read yet.")
}
