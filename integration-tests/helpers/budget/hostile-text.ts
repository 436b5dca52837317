/**
 * Hostile text for the resource-budget test (resource-budget.budget.spec.ts): each
 * kind is a short pattern repeated to a length. The kinds differ in what they
 * cost a text rule: combining marks and emoji make few, long graphemes; RTL
 * letters make one grapheme per character (the most segments per byte);
 * bidi controls and zero-width characters are what a text rule must refuse.
 */
export const TEXT_KINDS = {
  /** "e" with 30 combining acute accents: one grapheme of 31 code units. */
  combining: `e${"\u0301".repeat(30)}`,
  /** A family (ZWJ sequence) and a flag: two graphemes of 11 and 4 code units. */
  emoji:
    "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}\u{1F1E9}\u{1F1EA}",
  /** Hebrew and Arabic letters: one grapheme per code unit. */
  rtl: "\u05E9\u05DC\u05D5\u05DD \u0645\u0631\u062D\u0628\u0627 ",
  /** Right-to-left override and isolates around text, a zero-width space. */
  bidi: "\u202Eabc\u202C\u2067x\u2069\u200B",
} as const
export type TextKind = keyof typeof TEXT_KINDS
export const KIND_NAMES = Object.keys(TEXT_KINDS) as TextKind[]

/** A lone high surrogate between letters: not valid Unicode, only valid JSON as an escape. */
export const LONE_SURROGATE = "x\uD800y"

/**
 * `kind` repeated to at most `units` UTF-16 code units and at most `bytes`
 * UTF-8 bytes, cut between repetitions (so no surrogate pair is split).
 */
export function hostileText(
  kind: TextKind,
  limit: { units?: number; bytes?: number }
): string {
  const unit = TEXT_KINDS[kind]
  const unitBytes = Buffer.byteLength(unit)
  const byUnits = limit.units ? Math.floor(limit.units / unit.length) : Infinity
  const byBytes = limit.bytes ? Math.floor(limit.bytes / unitBytes) : Infinity
  const whole = Math.min(byUnits, byBytes)
  let text = unit.repeat(whole)
  // Fill the rest a code point at a time: "longest allowed" means to the unit.
  for (const ch of unit) {
    const next = text + ch
    if (limit.units && next.length > limit.units) break
    if (limit.bytes && Buffer.byteLength(next) > limit.bytes) break
    text = next
  }
  return text
}

/** Sizes of a text with no declared maximum: a common maximum, then up to what the body allows. */
export const UNBOUNDED_RUNGS: ({ units: number } | "fill")[] = [
  { units: 2_000 },
  { units: 30_000 },
  "fill",
]

/**
 * The kind sent at one rung: grapheme-dense RTL text at the large ones (what
 * a per-character rule pays most for), the other kinds in turn at the small one.
 */
export function kindsAt(rung: number, salt: number): TextKind[] {
  const others = KIND_NAMES.filter((k) => k !== "rtl")
  return rung === 0 ? [others[salt % others.length]] : ["rtl"]
}

/** JSON text of a value whose size is limited only by the body: stringified, escapes included. */
export const byteLength = (text: string) => Buffer.byteLength(text)
