import { FileProblem, type ParseOptions, type ParsedFile } from "./types"
import type { MappingRule } from "./types"

type TreeFile = Extract<ParsedFile, { kind: "tree" }>

/** The mappings a UBL profile uses when it has none of its own. */
export const DEFAULT_UBL_MAPPINGS: MappingRule[] = []
/** The mappings a cXML profile uses when it has none of its own. */
export const DEFAULT_CXML_MAPPINGS: MappingRule[] = []

/** Reads a UBL 2.1 Order (PEPPOL BIS Ordering 3.0) into a tree. */
export function parseUbl(
  _buf: Buffer,
  _opts: ParseOptions,
  _arrayPaths: string[]
): TreeFile {
  throw new FileProblem("PARSE_ERROR", "UBL files cannot be read yet.")
}

/** Reads a cXML 1.2 OrderRequest into a tree. */
export function parseCxml(
  _buf: Buffer,
  _opts: ParseOptions,
  _arrayPaths: string[]
): TreeFile {
  throw new FileProblem("PARSE_ERROR", "cXML files cannot be read yet.")
}
