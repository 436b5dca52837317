import { decodeBuffer } from "./decode"
import { FileProblem } from "./types"

/**
 * The start of an EDIFACT file (ISO 9735): the service string advice (UNA)
 * with the file's separators, and the character set the interchange header
 * (UNB) declares, by which the file's bytes are decoded.
 */

export type Separators = {
  component: string
  element: string
  decimal: string
  /** null: the UNA declares no release character (a space in its place). */
  release: string | null
  segment: string
}

/** ISO 9735's defaults, which apply when a file starts without UNA. */
const DEFAULT_SEPARATORS: Separators = {
  component: ":",
  element: "+",
  decimal: ".",
  release: "?",
  segment: "'",
}

/** UNOA and UNOB are subsets of ISO-8859-1 (UNOC); UNOW and UNOY are UTF-8. */
const CHARSETS: Record<string, "latin1" | "utf-8"> = {
  UNOA: "latin1",
  UNOB: "latin1",
  UNOC: "latin1",
  UNOW: "utf-8",
  UNOY: "utf-8",
}

export const isLineBreak = (c: string) => c === "\r" || c === "\n"
const isAlphanumeric = (c: string) => /^[A-Za-z0-9]$/.test(c)

/** Reads the UNA at the text's start (6 characters after "UNA"); the defaults without one. */
function readServiceAdvice(text: string): {
  separators: Separators
  start: number
} {
  if (!text.startsWith("UNA"))
    return { separators: DEFAULT_SEPARATORS, start: 0 }
  const advice = text.slice(3, 9)
  const [component, element, decimal, release, reserved, segment] = advice
  const separators = {
    component,
    element,
    decimal,
    release: release === " " ? null : release,
    segment,
  }
  const marks = [component, element, segment, separators.release].filter(
    (c): c is string => c !== null && c !== undefined
  )
  const problem =
    advice.length < 6
      ? "it is shorter than its 6 characters"
      : [component, element, release, reserved].some(isLineBreak)
        ? "a line break stands where a separator belongs (only the segment terminator may be one)"
        : marks.some(isAlphanumeric)
          ? "it names a letter or digit as a separator"
          : new Set(marks).size !== marks.length
            ? "it names one character for two separators"
            : decimal !== "," && decimal !== "."
              ? `its decimal mark is '${decimal}', not ',' or '.'`
              : null
  if (problem)
    throw new FileProblem(
      "PARSE_ERROR",
      `The service string advice at the start of the file ('UNA${advice.replace(/\r/g, "\\r").replace(/\n/g, "\\n")}') cannot be read: ${problem}. Ask the sender to correct the file's first segment.`
    )
  return { separators, start: 9 }
}

/** The syntax identifier UNB names first (UNOC in UNB+UNOC:3+…), read from text whose first characters are ASCII. */
function syntaxIdentifier(
  text: string,
  { element, component, segment }: Separators,
  from: number
): string {
  let at = from
  while (at < text.length && /\s/.test(text[at])) at++
  if (text.slice(at, at + 3) === "UNB" && text[at + 3] !== element)
    throw new FileProblem(
      "PARSE_ERROR",
      `The interchange header (UNB) goes on with '${text[at + 3] ?? ""}', not with the element separator '${element}' ${from ? "the file's UNA names" : "of files without UNA"}: the file's separators are mixed up. Ask the sender to correct the file.`
    )
  if (text.slice(at, at + 3) !== "UNB") {
    const found = text
      .slice(at, at + 20)
      .replace(/\s+/g, " ")
      .trim()
    throw new FileProblem(
      "PARSE_ERROR",
      `The file does not start with an EDIFACT interchange header (UNB); it starts with '${found}'. Upload an EDIFACT ORDERS file, or choose the profile of the file's format.`
    )
  }
  let end = at + 4
  while (
    end < text.length &&
    end < at + 40 &&
    ![component, element, segment].includes(text[end])
  )
    end++
  return text.slice(at + 4, end)
}

/** The file's text and separators: decoded as the character set its UNB declares. */
export function decodeInterchange(buf: Uint8Array): {
  text: string
  separators: Separators
  start: number
} {
  // Windows-1252 reads any bytes, so the ASCII header can be read before the character set is known.
  const latin = decodeBuffer(buf, "windows-1252")
  const trimmed = latin.trimStart()
  if (!trimmed) return { text: "", separators: DEFAULT_SEPARATORS, start: 0 }
  const { separators, start } = readServiceAdvice(trimmed)
  const syntax = syntaxIdentifier(trimmed, separators, start)
  const charset = CHARSETS[syntax.toUpperCase()]
  if (!charset)
    throw new FileProblem(
      "INVALID_ENCODING",
      `The interchange header (UNB) names the character set '${syntax}'; this import reads UNOA, UNOB and UNOC (ISO-8859-1) and UNOW and UNOY (UTF-8). Ask the sender to send the order in one of them.`
    )
  // ISO-8859-1 is read as Windows-1252, which agrees on every printable character and gives € at 0x80 as senders' systems mean it.
  const text =
    charset === "utf-8" ? decodeBuffer(buf, "utf-8").trimStart() : trimmed
  return { text, separators, start }
}
