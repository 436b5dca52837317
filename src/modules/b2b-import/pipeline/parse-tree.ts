import { XMLParser, XMLValidator } from "fast-xml-parser"
import { decodeBuffer, type TextEncoding } from "./decode"
import { FileProblem, type ParseOptions, type ParsedFile } from "./types"
import { shortestFailingPrefix } from "./bisect"
import { parseSegment, splitPath } from "./source-path"
import {
  assertJsonShape,
  assertXmlElementCount,
  MAX_TREE_DEPTH,
  nestedTooDeeply,
} from "./tree-limits"

type TreeFile = Extract<ParsedFile, { kind: "tree" }>

const EMPTY = () =>
  new FileProblem(
    "FILE_EMPTY",
    "The file is empty. Export the order again and upload the file with its content."
  )

function lineAndColumn(
  text: string,
  offset: number
): { line: number; column: number } {
  const before = text.slice(0, offset)
  const lastBreak = before.lastIndexOf("\n")
  return { line: before.split("\n").length, column: offset - lastBreak }
}

/** Where JSON.parse failed: V8 names a position for most faults, otherwise prefixes are bisected. */
function jsonErrorOffset(text: string, message: string): number {
  const named = /at position (\d+)/.exec(message)
  if (named) return Number(named[1])
  // A prefix is "bad" once it holds the fault; faults only at its very end mean "cut short" instead.
  const bad = (n: number) => {
    try {
      JSON.parse(text.slice(0, n))
      return false
    } catch (e) {
      const m = (e as Error).message
      const at = /at position (\d+)/.exec(m)
      return !m.startsWith("Unexpected end") && (!at || Number(at[1]) < n)
    }
  }
  return shortestFailingPrefix(1, text.length, bad) - 1
}

/** Parses a JSON order file (UTF-8, optional BOM) into a tree. */
export function parseJson(buf: Buffer, opts: ParseOptions): TreeFile {
  const text = decodeBuffer(buf, "utf-8")
  if (!text.trim()) throw EMPTY()
  assertJsonShape(text, opts.maxLines)
  try {
    return { kind: "tree", root: JSON.parse(text) as unknown }
  } catch (e) {
    const message = (e as Error).message
    const end = text.trimEnd().length
    const found = message.startsWith("Unexpected end")
      ? end
      : jsonErrorOffset(text, message)
    // A fault at the very end means the text stops early, whatever V8 expected to come next.
    const cutShort = found >= end
    const offset = Math.min(found, end)
    const { line, column } = lineAndColumn(text, offset)
    const reason = (
      cutShort
        ? "The file ends in the middle of the data (is it cut off?)"
        : message
    )
      .replace(/ in JSON at position \d+.*$/s, "")
      .replace(/^(Unexpected token '.'), .*$/s, "$1")
    const lower = reason.charAt(0).toLowerCase() + reason.slice(1)
    throw new FileProblem(
      "PARSE_ERROR",
      `The file is not valid JSON: ${lower} (line ${line}, column ${column}).`
    )
  }
}

/** The encoding an XML declaration names; openTRANS files from older systems are often ISO-8859-1. */
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

const DOCTYPE_NOT_ALLOWED = () =>
  new FileProblem(
    "XML_DOCTYPE_NOT_ALLOWED",
    "The XML file contains a document type declaration (<!DOCTYPE …>). Order files must not have one, because it can make " +
      "the file pull in other files or grow to an enormous size when read. Ask the sender to export the order without it."
  )

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
  text: string
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
        "The XML could not be read: it has a structure or an element name the order import cannot handle. Ask the sender for a standard openTRANS file."
      )
    )
  }
  const problem = notWellFormed(text)
  if (problem) throw problem
  return root
}

/** Parses an openTRANS 2.1 ORDER document; elements at `arrayPaths` (e.g. ORDER.ORDER_ITEM_LIST.ORDER_ITEM) are always arrays. */
export function parseOpenTrans(
  buf: Buffer,
  opts: ParseOptions,
  arrayPaths: string[]
): TreeFile {
  const text = decodeBuffer(buf, xmlEncoding(buf))
  if (!text.trim()) throw EMPTY()
  // Refused wherever it stands (the parser reads one even inside an element): a DOCTYPE is how external
  // entities (XXE) and entity expansion ("billion laughs") come in, and openTRANS orders never need one.
  if (/<!DOCTYPE/i.test(text)) throw DOCTYPE_NOT_ALLOWED()
  assertXmlElementCount(text, opts.maxLines)
  const arrays = new Set(arrayPaths)
  const parser = new XMLParser({
    removeNSPrefix: true,
    parseTagValue: false,
    ignoreAttributes: false,
    maxNestedTags: MAX_TREE_DEPTH,
    // Numeric character references (&#252; for ü) are XML; the parser decodes them only with this option.
    htmlEntities: true,
    isArray: (_tag, jPath, _leaf, isAttribute) =>
      !isAttribute && arrays.has(String(jPath)),
  })
  const root = parseXmlTree(parser, text)
  const element = Object.keys(root).find(
    (key) => !key.startsWith("?") && !key.startsWith("#")
  )
  if (element !== "ORDER") {
    throw new FileProblem(
      "PARSE_ERROR",
      `This is not an openTRANS ORDER document (root element <${element ?? "none"}>).`
    )
  }
  return { kind: "tree", root }
}

/** A scalar found at a path, as text; XML elements with attributes give their `#text`. */
function asText(node: unknown): string | undefined {
  if (node === null || node === undefined) return undefined
  if (typeof node === "string") return node
  if (
    typeof node === "number" ||
    typeof node === "boolean" ||
    typeof node === "bigint"
  )
    return String(node)
  if (Array.isArray(node)) {
    // Repeated elements such as several openTRANS REMARKS: all of them, one per line.
    const parts = node
      .map(asText)
      .filter((p): p is string => p !== undefined && p !== "")
    return parts.length ? parts.join("\n") : undefined
  }
  if (typeof node === "object" && "#text" in node)
    return asText((node as Record<string, unknown>)["#text"])
  return undefined
}

/** Whether an element's child `field` has the text `value` (one of them, when the child repeats). */
function hasText(element: unknown, field: string, value: string): boolean {
  if (element === null || typeof element !== "object") return false
  const child = (element as Record<string, unknown>)[field]
  const texts = (Array.isArray(child) ? child : [child]).map((c) =>
    asText(c)?.trim().toLowerCase()
  )
  return texts.includes(value.toLowerCase())
}

/**
 * The node at a path in the syntax of source-path.ts ("" is the root): an
 * array met on the way stands for its first element, `name[FIELD=value]` for
 * its first element whose FIELD is value.
 */
export function nodeAt(root: unknown, path: string): unknown {
  let node = root
  // `[FIELD=$a.b]` compares with the text at a.b, from the same starting node (openTRANS *_IDREF).
  const wanted = (value: string) =>
    value.startsWith("$")
      ? (asText(nodeAt(root, value.slice(1)))?.trim() ?? null)
      : value
  for (const raw of splitPath(path)) {
    const segment = parseSegment(raw)
    const key = segment?.name ?? raw
    if (Array.isArray(node) && !/^\d+$/.test(key)) node = node[0]
    if (node === null || typeof node !== "object") return undefined
    node = (node as Record<string, unknown>)[key]
    const filter = segment?.filter
    if (filter) {
      const value = wanted(filter.value)
      const elements = Array.isArray(node) ? node : [node]
      node =
        value === null
          ? undefined
          : elements.find((e) => hasText(e, filter.field, value))
    }
  }
  return node
}

/** The text at a dotted path, and whether the file stated it as a JSON number (always "." decimals). */
export function textAt(
  root: unknown,
  path: string
): { text: string | undefined; dotDecimal: boolean } {
  const node = nodeAt(root, path)
  return { text: asText(node), dotDecimal: typeof node === "number" }
}
