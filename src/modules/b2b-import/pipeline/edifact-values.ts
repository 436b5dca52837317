import { type Segment, valueOf } from "./edifact-syntax"

/** Texts by an EDIFACT code (a DTM, RFF, QTY or MOA qualifier): the first of a code wins. */
export type Coded = Record<string, string>

/** A party as its NAD group states it (all optional: a file gives what it gives). */
export type EdifactParty = {
  /** C082 3039, and its code list agency 3055 (9 = GS1: a GLN). */
  id?: string
  idAgency?: string
  gln?: string
  /** C080 party name, its components joined by spaces. */
  name?: string
  /** C059: the first street line, and the others joined by spaces. */
  street?: string
  street2?: string
  city?: string
  /** 3229 country sub-entity (C819 in D.01B). */
  province?: string
  postalCode?: string
  countryCode?: string
  /** CTA's C056 name, COM by channel (TE, EM, FX). */
  contact?: string
  phone?: string
  email?: string
  fax?: string
  /** The group's RFF: qualifier (VA = VAT number, …) → reference. */
  references?: Coded
}

/**
 * A qualifier as a key of the tree, or null: EDIFACT codes are up to 3
 * letters or digits, and nothing else may become a key (`__proto__` would
 * reach the object's prototype).
 */
export const codeKey = (text: string): string | null =>
  text.length <= 3 && /^[A-Za-z0-9]+$/.test(text) ? text : null

/** Fields of the tree that hold texts by code; a field is made when its first text comes (absent stays absent). */
type CodedFields<F extends string> = { [K in F]?: Coded }

/** Sets holder[field][key] (when key is a code and the text not empty) unless a text is there. */
export function setCoded<F extends string>(
  holder: CodedFields<F>,
  field: F,
  key: string,
  text: string
) {
  const code = codeKey(key)
  if (!code || !text) return
  const into: Coded = (holder[field] ??= {})
  if (into[code] === undefined) into[code] = text
}

/** Texts trimmed, the empty dropped, joined; undefined when none is left. */
export function joined(parts: string[], separator: string): string | undefined {
  const kept = parts.map((p) => p.trim()).filter(Boolean)
  return kept.length ? kept.join(separator) : undefined
}

/**
 * A number with "." as its decimal mark. ISO 9735 allows no digit grouping,
 * so a comma in a number is always its decimal mark, whatever the UNA says
 * (some senders write "," under a UNA that names "."). Not a number: as found,
 * for the mapping to refuse in words.
 */
export const decimalText = (text: string) => text.trim().replace(",", ".")

/** A DTM value (C507 2380) as yyyy-MM-dd by its format (2379); unknown formats as found, for the mapping to refuse in words. */
export function isoDate(value: string, format: string): string {
  const digits = value.trim()
  const iso = (d: string) =>
    `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`
  const allDigits = /^\d+$/.test(digits)
  switch (format || (digits.length === 8 ? "102" : "")) {
    case "102": // CCYYMMDD
    case "203": // CCYYMMDDHHMM
    case "204": // CCYYMMDDHHMMSS
    case "205": // CCYYMMDDHHMMZHHMM
      return allDigits && digits.length >= 8 ? iso(digits) : digits
    case "718": // CCYYMMDD-CCYYMMDD: a period; its first day
      return /^\d{8}-\d{8}$/.test(digits) ? iso(digits) : digits
    case "101": // YYMMDD: this century
      return allDigits && digits.length === 6 ? iso(`20${digits}`) : digits
    default:
      return digits
  }
}

/** NAD+qualifier+C082+C058+C080+C059+3164+3229/C819+3251+3207. */
export function partyOf(nad: Segment): EdifactParty {
  const party: EdifactParty = {}
  const set = <K extends keyof EdifactParty>(
    key: K,
    value: EdifactParty[K] | undefined
  ) => {
    if (value) party[key] = value
  }
  const element = (n: number) => nad.elements[n - 1] ?? []
  set("id", valueOf(nad, 2, 0).trim())
  set("idAgency", valueOf(nad, 2, 2).trim())
  if (party.idAgency === "9") set("gln", party.id)
  set("name", joined(element(4), " ") ?? joined(element(3).slice(0, 1), " "))
  set("street", joined(element(5).slice(0, 1), " "))
  set("street2", joined(element(5).slice(1), " "))
  set("city", valueOf(nad, 6).trim())
  set("province", valueOf(nad, 7).trim())
  set("postalCode", valueOf(nad, 8).trim())
  set("countryCode", valueOf(nad, 9).trim())
  return party
}

/** CTA and COM in a NAD group: the contact's name, phone, e-mail, fax (the first of each). */
export function addContact(party: EdifactParty, segment: Segment) {
  if (segment.tag === "CTA") {
    const name = valueOf(segment, 2, 1).trim()
    if (name) party.contact ??= name
    return
  }
  const number = valueOf(segment, 1, 0).trim()
  const channel = CHANNELS.get(valueOf(segment, 1, 1).trim())
  if (number && channel) party[channel] ??= number
}

/** COM's 3155 channel codes this import keeps. */
const CHANNELS = new Map<string, "phone" | "email" | "fax">([
  ["TE", "phone"],
  ["EM", "email"],
  ["FX", "fax"],
])
