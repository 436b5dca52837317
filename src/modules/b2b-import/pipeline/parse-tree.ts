import { decodeBuffer } from "./decode"
import { FileProblem, type ParseOptions, type ParsedFile } from "./types"
import { shortestFailingPrefix } from "./bisect"
import { parseSegment, splitPath } from "./source-path"
import { assertJsonShape } from "./tree-limits"
import { fileEmpty, readXmlDocument } from "./xml-document"

type TreeFile = Extract<ParsedFile, { kind: "tree" }>

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
  if (!text.trim()) throw fileEmpty()
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

/** Parses an openTRANS 2.1 ORDER document; elements at `arrayPaths` (e.g. ORDER.ORDER_ITEM_LIST.ORDER_ITEM) are always arrays. */
export function parseOpenTrans(
  buf: Buffer,
  opts: ParseOptions,
  arrayPaths: string[]
): TreeFile {
  const { root, rootName } = readXmlDocument(buf, opts, arrayPaths, {
    name: "openTRANS",
  })
  if (rootName !== "ORDER") {
    throw new FileProblem(
      "PARSE_ERROR",
      `This is not an openTRANS ORDER document (root element <${rootName ?? "none"}>).`
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
