import { splitSegments, valueOf } from "../pipeline/edifact-syntax"
import { decodeInterchange } from "../pipeline/edifact-una"
import type { Interchange } from "./write-edifact"

/** UNB stands at the start: the first characters hold it (a UNB is well under 500). */
const HEAD = 2_000

/**
 * The interchange an ORDERS file was sent in, as the ORDRSP answering it
 * repeats it: separators, syntax and the parties of its UNB. Null when the
 * file's start cannot be read (the response then takes ISO 9735's defaults).
 */
export function interchangeOf(file: Uint8Array): Interchange | null {
  try {
    const { text, separators, start } = decodeInterchange(file)
    const head = text.slice(0, start + HEAD)
    // Each segment takes at least two characters: the bound is never reached.
    const { segments } = splitSegments(head, separators, start, HEAD)
    const unb = segments.find((s) => s.tag === "UNB")
    if (!unb) return null
    const party = (element: number) => ({
      id: valueOf(unb, element, 0),
      qualifier: valueOf(unb, element, 1) || "ZZZ",
    })
    const sender = party(2)
    const recipient = party(3)
    if (!sender.id || !recipient.id) return null
    return {
      separators,
      syntax: valueOf(unb, 1, 0) || "UNOC",
      syntaxVersion: valueOf(unb, 1, 1) || "3",
      sender,
      recipient,
    }
  } catch {
    return null
  }
}
