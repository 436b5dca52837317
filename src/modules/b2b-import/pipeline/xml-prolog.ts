import { FileProblem } from "./types"

/**
 * The document type declaration rule of every XML order format (openTRANS,
 * UBL, cXML). A DOCTYPE is how external entities (XXE: the server reads its
 * own files or fetches URLs) and entity expansion ("billion laughs": a few
 * kilobytes growing to gigabytes) come in. Real cXML always names its DTD
 * (`<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/…/cXML.dtd">`), so a DOCTYPE
 * that only names a DTD is accepted and never resolved: it is blanked out
 * before parsing, so the parser never sees it. Anything that declares
 * entities or definitions of its own is refused. Every step below moves
 * forward through the text (indexOf and single passes): linear in its size.
 */

const ONLY_EXTERNAL =
  'A DOCTYPE that only names a DTD, such as <!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.063/cXML.dtd">, is fine.'

/** A DOCTYPE that names its DTD: the name, SYSTEM or PUBLIC and one or two quoted ids, a few hundred characters. */
const MAX_DOCTYPE_LENGTH = 2_000

const refused = (what: string) =>
  new FileProblem(
    "XML_DOCTYPE_NOT_ALLOWED",
    `${what} The import refuses this, because such declarations can make the file pull in other files from the server ` +
      `(external entities, XXE) or grow to an enormous size when read ("billion laughs"). ` +
      `Ask the sender to export the order without it. ${ONLY_EXTERNAL}`
  )

const lineOf = (text: string, offset: number) => {
  let line = 1
  for (let at = text.indexOf("\n"); at !== -1 && at < offset;) {
    line++
    at = text.indexOf("\n", at + 1)
  }
  return line
}

const isSpace = (c: string) =>
  c === " " || c === "\t" || c === "\n" || c === "\r"
const skipSpaces = (text: string, at: number) => {
  while (at < text.length && isSpace(text[at])) at++
  return at
}
/** XML name characters: letters, digits, . - _ : and anything beyond ASCII. */
const isNameChar = (c: string) => {
  const code = c.charCodeAt(0)
  return (
    code >= 0x80 ||
    (code >= 48 && code <= 58) || // 0-9 :
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    c === "." ||
    c === "-" ||
    c === "_"
  )
}

/** The end (index after `>`) of the DOCTYPE at `start`, which must name only a DTD; refused or unreadable otherwise. */
function doctypeEnd(text: string, start: number): number {
  const line = lineOf(text, start)
  const unreadable = () =>
    new FileProblem(
      "PARSE_ERROR",
      `The document type declaration (<!DOCTYPE …>) on line ${line} cannot be read. ` +
        `It must look like <!DOCTYPE name SYSTEM "uri"> or <!DOCTYPE name PUBLIC "id" "uri">; ask the sender to export the order again.`
    )
  if (text.slice(start, start + 9) !== "<!DOCTYPE") throw unreadable()
  let at = start + 9
  if (!isSpace(text[at] ?? "")) throw unreadable()
  at = skipSpaces(text, at)
  const nameStart = at
  while (at < text.length && isNameChar(text[at])) at++
  if (at === nameStart) throw unreadable()
  at = skipSpaces(text, at)
  // A quoted literal: anything up to the same quote again (XML allows < > [ inside).
  const literal = () => {
    const quote = text[at]
    if (quote !== '"' && quote !== "'") throw unreadable()
    const close = text.indexOf(quote, at + 1)
    if (close === -1) throw unreadable()
    at = skipSpaces(text, close + 1)
  }
  const keyword = text.slice(at, at + 6)
  if (keyword === "SYSTEM" || keyword === "PUBLIC") {
    at += 6
    if (!isSpace(text[at] ?? "")) throw unreadable()
    at = skipSpaces(text, at)
    literal()
    if (keyword === "PUBLIC") literal()
  }
  if (text[at] === "[")
    throw refused(
      `The XML file's document type declaration (<!DOCTYPE …>, line ${line}) has an internal subset ([ … ]) declaring entities or definitions of its own.`
    )
  if (text[at] !== ">") throw unreadable()
  return at + 1
}

/** Where the root element starts, skipping the declaration, comments, processing instructions and one DOCTYPE. */
function scanProlog(text: string): {
  doctype?: { start: number; end: number }
  stop: number
} {
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0
  let doctype: { start: number; end: number } | undefined
  for (;;) {
    at = skipSpaces(text, at)
    if (text.startsWith("<?", at)) {
      const end = text.indexOf("?>", at + 2)
      if (end === -1) return { doctype, stop: at }
      at = end + 2
    } else if (text.startsWith("<!--", at)) {
      const end = text.indexOf("-->", at + 4)
      if (end === -1) return { doctype, stop: at }
      at = end + 3
    } else if (text.slice(at, at + 9).toUpperCase() === "<!DOCTYPE") {
      if (doctype) {
        throw refused(
          `The XML file has more than one document type declaration (<!DOCTYPE …>, lines ${lineOf(text, doctype.start)} and ${lineOf(text, at)}); a document has at most one.`
        )
      }
      doctype = { start: at, end: doctypeEnd(text, at) }
      at = doctype.end
    } else return { doctype, stop: at }
  }
}

/** Spaces for every character but line breaks, so the parser's line numbers stay those of the file. */
const blank = (part: string) =>
  part.replace(/[^\r\n]+/g, (run) => " ".repeat(run.length))

/**
 * The XML text with its DOCTYPE blanked out when that DOCTYPE only names a
 * DTD and stands before the root element; refuses entity declarations and
 * any other DOCTYPE (a second one, one inside the document, one with an
 * internal subset) in words. Also gives where the root element starts.
 */
export function blankDoctype(text: string): { text: string; root: number } {
  const entity = /<!ENTITY/i.exec(text)
  if (entity) {
    throw refused(
      `The XML file declares an entity (<!ENTITY …>, line ${lineOf(text, entity.index)}).`
    )
  }
  const { doctype, stop } = scanProlog(text)
  const later = /<!DOCTYPE/gi
  later.lastIndex = stop
  const misplaced = later.exec(text)
  if (misplaced) {
    throw refused(
      `The XML file has a document type declaration (<!DOCTYPE …>) on line ${lineOf(text, misplaced.index)}, inside the document; ` +
        `it may only stand once, before the first element.`
    )
  }
  if (!doctype) return { text, root: stop }
  // Blanked, a DOCTYPE of megabytes would still be megabytes for the parser to read.
  if (doctype.end - doctype.start > MAX_DOCTYPE_LENGTH) {
    throw new FileProblem(
      "XML_DOCTYPE_NOT_ALLOWED",
      `The XML file's document type declaration (<!DOCTYPE …>, line ${lineOf(text, doctype.start)}) is ${(doctype.end - doctype.start).toLocaleString("en")} characters long; ` +
        `one that names its DTD takes a few hundred at most. Ask the sender to export the order again. ${ONLY_EXTERNAL}`
    )
  }
  return {
    text:
      text.slice(0, doctype.start) +
      blank(text.slice(doctype.start, doctype.end)) +
      text.slice(doctype.end),
    root: stop,
  }
}
