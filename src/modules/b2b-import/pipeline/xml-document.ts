import { XMLParser, XMLValidator } from "fast-xml-parser"
import { decodeBuffer, type TextEncoding } from "./decode"
import { FileProblem, type ParseOptions } from "./types"
import { assertXmlShape, MAX_TREE_DEPTH, nestedTooDeeply } from "./tree-limits"
import { blankDoctype } from "./xml-prolog"

/** The reading of XML order files shared by openTRANS, UBL and cXML. */

export const fileEmpty = () =>
  new FileProblem(
    "FILE_EMPTY",
    "The file is empty. Export the order again and upload the file with its content."
  )

/** The encoding an XML declaration names; files from older systems are often ISO-8859-1. */
function xmlEncoding(buf: Buffer): TextEncoding {
  const declared =
    /^(?:\uFEFF|\u00EF\u00BB\u00BF)?<\?xml[^>]*encoding=["']([^"']+)["']/i.exec(
      buf.subarray(0, 200).toString("latin1")
    )
  const name = declared?.[1].toLowerCase() ?? "utf-8"
  if (["utf-8", "utf8", "us-ascii", "ascii"].includes(name)) return "utf-8"
  if (
    ["iso-8859-1", "iso-8859-15", "latin1", "windows-1252", "cp1252"].includes(
      name
    )
  )
    return "windows-1252"
  throw new FileProblem(
    "INVALID_ENCODING",
    `The XML declares the encoding '${declared?.[1]}', which cannot be read. Save it as UTF-8.`
  )
}

const notWellFormed = (text: string) => {
  const valid = XMLValidator.validate(text)
  return valid === true
    ? undefined
    : new FileProblem(
        "PARSE_ERROR",
        `The XML is not well-formed: ${valid.err.msg.replace(/\.$/, "")} (line ${valid.err.line}).`
      )
}

/**
 * Parses first and validates after: the parser stops at the first element
 * beyond MAX_TREE_DEPTH, where the validator would read the whole file first.
 * The parser's own refusals (too deep, names such as __proto__) are plain
 * errors; the clerk gets the validator's line-numbered words, or these.
 */
function parseXmlTree(
  parser: XMLParser,
  text: string,
  formatName: string
): Record<string, unknown> {
  let root: Record<string, unknown>
  try {
    root = parser.parse(text) as Record<string, unknown>
  } catch (e) {
    if (/nested tags/i.test((e as Error).message ?? ""))
      throw nestedTooDeeply("XML")
    throw (
      notWellFormed(text) ??
      new FileProblem(
        "PARSE_ERROR",
        `The XML could not be read: it has a structure or an element name the order import cannot handle. Ask the sender for a standard ${formatName} file.`
      )
    )
  }
  const problem = notWellFormed(text)
  if (problem) throw problem
  return root
}

/** Namespace declarations are read from at most this much of the root's start tag (real ones take a few hundred characters). */
const ROOT_TAG_READ = 10_000

/** The namespace the root element's start tag declares for its own prefix (the parser drops xmlns attributes). */
function rootNamespace(text: string, root: number): string | undefined {
  const tag = text.slice(root, root + ROOT_TAG_READ)
  const end = tag.indexOf(">")
  const head = end === -1 ? tag : tag.slice(0, end)
  const name = /^<([^\s/>]+)/.exec(head)?.[1] ?? ""
  const prefix = name.includes(":") ? name.slice(0, name.indexOf(":")) : ""
  const declarations = /\sxmlns(?::([^\s=]+))?\s*=\s*(["'])([^"']*)\2/g
  for (let d = declarations.exec(head); d; d = declarations.exec(head))
    if ((d[1] ?? "") === prefix) return d[3]
  return undefined
}

/** An element of a read document as an object (one with children or attributes); undefined for text, lists and nothing. */
export const elementOf = (
  node: unknown
): Record<string, unknown> | undefined =>
  node !== null && typeof node === "object" && !Array.isArray(node)
    ? (node as Record<string, unknown>)
    : undefined

export type XmlDocument = {
  root: Record<string, unknown>
  /** The root element's name without its namespace prefix; undefined when the file has none. */
  rootName: string | undefined
  rootNamespace: string | undefined
}

/**
 * Reads an XML order file into a tree: the encoding its declaration names,
 * the DOCTYPE rule (xml-prolog.ts), the element-count and depth bounds, names
 * without namespace prefixes, attributes as `@_name` keys and text as
 * written. Elements at `arrayPaths` (dotted, from the root) and elements
 * named in `listTags` (anywhere) are always arrays, even when there is one.
 */
export function readXmlDocument(
  buf: Buffer,
  opts: ParseOptions,
  arrayPaths: string[],
  format: { name: string; listTags?: string[] }
): XmlDocument {
  const decoded = decodeBuffer(buf, xmlEncoding(buf))
  if (!decoded.trim()) throw fileEmpty()
  const { text, root: rootStart } = blankDoctype(decoded)
  assertXmlShape(text, opts.maxLines)
  const arrays = new Set(arrayPaths)
  const listTags = new Set(format.listTags ?? [])
  const parser = new XMLParser({
    removeNSPrefix: true,
    parseTagValue: false,
    ignoreAttributes: false,
    maxNestedTags: MAX_TREE_DEPTH,
    // Numeric character references (&#252; for ü) are XML; the parser decodes them only with this option.
    htmlEntities: true,
    // No DOCTYPE reaches the parser (blanked or refused above); should one ever, it may declare nothing to expand.
    processEntities: {
      enabled: true,
      maxEntityCount: 1,
      maxEntitySize: 1,
      maxExpansionDepth: 1,
    },
    isArray: (tag, jPath, _leaf, isAttribute) =>
      !isAttribute && (arrays.has(String(jPath)) || listTags.has(tag)),
  })
  const root = parseXmlTree(parser, text, format.name)
  const rootName = Object.keys(root).find(
    (key) => !key.startsWith("?") && !key.startsWith("#")
  )
  return { root, rootName, rootNamespace: rootNamespace(text, rootStart) }
}
