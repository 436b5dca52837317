import type { Separators } from "../pipeline/edifact-una"

/**
 * Writing EDIFACT text (ISO 9735): a segment is a tag and data elements of
 * components; every separator, and the release character itself, inside
 * data is released. Values come from order files and clerks: hostile.
 */

/** A segment to write: tag, then elements, each one component (a string) or several. */
export type SegmentOut = [string, ...(string | string[])[]]

/** Characters the character set can hold: UNOA–UNOC are Latin-1 (UNOW/UNOY UTF-8 hold everything). */
export const latin1Only = (syntax: string) =>
  !["UNOW", "UNOY"].includes(syntax.toUpperCase())

/** A value made safe for the interchange: line breaks and control characters become spaces; outside Latin-1 a "?" when the character set cannot hold it. */
export function cleanValue(value: string, latin1: boolean): string {
  let out = value.replace(/[\u0000-\u001f\u007f]+/g, " ")
  // Characters outside the character set are written as "?", as EDIFACT converters do.
  if (latin1) out = out.replace(/[^\u0000-\u00ff]/gu, "?")
  return out
}

function released(value: string, s: Separators): string {
  const marks = [s.component, s.element, s.segment]
  if (!s.release) {
    // Without a release character a separator cannot stand in data: a space takes its place.
    let out = value
    for (const mark of marks) out = out.split(mark).join(" ")
    return out
  }
  let out = ""
  for (const c of value)
    out += c === s.release || marks.includes(c) ? s.release + c : c
  return out
}

/** The UNA that names the separators written. */
export function serviceAdvice(s: Separators): string {
  return `UNA${s.component}${s.element}${s.decimal}${s.release ?? " "} ${s.segment}`
}

/** One segment's text, its trailing empty elements and components left out. */
export function segmentText(
  segment: SegmentOut,
  s: Separators,
  latin1: boolean
): string {
  const [tag, ...elements] = segment
  const parts = elements.map((e) => {
    const components = (typeof e === "string" ? [e] : e).map((c) =>
      released(cleanValue(c, latin1), s)
    )
    while (components.length && components[components.length - 1] === "")
      components.pop()
    return components.join(s.component)
  })
  while (parts.length && parts[parts.length - 1] === "") parts.pop()
  return [tag, ...parts].join(s.element) + s.segment
}

/** Text element 4440 holds 70 characters; FTX carries five of them. */
const TEXT_LENGTH = 70
const TEXTS_PER_FTX = 5
/** The most FTX segments one level of a message gets: what a directory's FTX repeats allow. */
export const MAX_FTX = 99

/** A text in chunks of 70 characters for FTX, at most `max` chunks (the last one ending "..." when cut). */
export function textChunks(text: string, max = TEXTS_PER_FTX): string[] {
  const words = text.replace(/\s+/g, " ").trim()
  const chunks: string[] = []
  for (let at = 0; at < words.length; at += TEXT_LENGTH)
    chunks.push(words.slice(at, at + TEXT_LENGTH))
  if (chunks.length <= max) return chunks
  const kept = chunks.slice(0, max)
  kept[max - 1] = kept[max - 1].slice(0, TEXT_LENGTH - 3) + "..."
  return kept
}

/** FTX segments of one subject qualifier for texts, each text its own FTX (at most MAX_FTX in all). */
export function freeTexts(qualifier: string, texts: string[]): SegmentOut[] {
  return texts
    .filter((t) => t.trim())
    .slice(0, MAX_FTX)
    .map((t) => ["FTX", qualifier, "", "", textChunks(t)])
}

/** A number in the interchange's decimal mark, without exponent, at most `digits` decimals. */
export function ediNumber(value: number, s: Separators, digits = 4): string {
  const text = Number(value.toFixed(digits)).toString()
  return s.decimal === "," ? text.replace(".", ",") : text
}
