// zod itself (which @medusajs/framework/zod re-exports): the admin UI bundles this file too, and the
// framework's CommonJS re-export would put a second zod into its bundle.
import { z } from "zod"
import { countGraphemes } from "./graphemes"
import { hasVisibleText, LONE_SURROGATE } from "./input-limits"

/**
 * The one rule for text a person writes, in both API dialects: names (of
 * profiles, roles, integrations, mapped columns) and free text (reasons,
 * comments, descriptions). Checks run in this order, and each one only
 * when the ones before passed:
 *
 * 1. raw length: at most `max` × CODE_UNITS_PER_CHARACTER UTF-16 code units,
 *    before anything looks at a single character (a 90,000-character reason
 *    is refused at once, never segmented);
 * 2. characters no text may hold: half of a character (a lone surrogate),
 *    NUL and other control characters (free text keeps tab and line breaks),
 *    and the direction controls that make text read differently from how it
 *    is stored (U+202A–U+202E, U+2066–U+2069, "Trojan Source");
 * 3. names only: invisible characters (zero-width spaces, direction marks,
 *    BOMs, fillers…): two names that look alike must be alike. Joiners and
 *    variation selectors stay allowed right after a visible character, since
 *    scripts (Persian ZWNJ, Indic ZWJ) and emoji (👨‍👩‍👧, ❤️) need them.
 *    Free text keeps invisible characters among visible ones (a soft hyphen
 *    or a direction mark pasted from a word processor is harmless there);
 * 4. at most `max` characters as a reader counts them (an emoji is one),
 *    counted in a linear walk that stops at `max + 1`.
 */

/**
 * UTF-16 code units allowed per character of the limit. The longest emoji
 * Unicode recommends (a kiss with two skin tones 👩🏽‍❤️‍💋‍👨🏿, the flag of
 * Scotland 🏴󠁧󠁢󠁳󠁣󠁴󠁿) take 14 to 15, so `max` of any emoji still pass.
 */
export const CODE_UNITS_PER_CHARACTER = 16

/** The raw length above which a text of at most `max` characters is refused unread. */
export const rawLengthCap = (max: number) => max * CODE_UNITS_PER_CHARACTER

const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/
const CONTROL_IN_NAME = /[\p{Cc}\u2028\u2029]/u
const CONTROL_IN_FREE_TEXT =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
/** Joiners and selectors that shape the visible character before them. */
const JOINERS =
  "\\u200C\\u200D\\uFE00-\\uFE0F\\u{E0020}-\\u{E007F}\\u{E0100}-\\u{E01EF}"
const INVISIBLE_IN_NAME = new RegExp(
  `(?![${JOINERS}])[\\p{Cf}\\p{Default_Ignorable_Code_Point}\\u2800]` +
    // A joiner at the start or after a space joins nothing visible.
    `|(?:^|\\s)[${JOINERS}]`,
  "u"
)

const codePoint = (char: string) =>
  `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`

/** The first character a regular expression finds, by its code point; `at` where it starts. */
function found(
  pattern: RegExp,
  text: string
): { code: string; at: number } | undefined {
  const match = pattern.exec(text)
  if (!match) return undefined
  const char = match[0].trim() || match[0]
  // A joiner after a space matches with its space: name the joiner.
  const offset = match[0].length - char.length
  return { code: codePoint(char), at: match.index + offset }
}

/** The character's position as a reader counts (1-based), up to where it was found. */
const position = (text: string, at: number) =>
  countGraphemes(text.slice(0, at)) + 1

type Kind = "name" | "free text"

type Rule = {
  field: string
  max: number
  kind: Kind
  /** What to say when the text shows nothing (only spaces, invisible characters); unset: empty is fine. */
  whenEmpty?: string
}

/** A refused text's message; a NUL is marked (params.rule), so the admin names it in words of its own. */
type TextProblem = { message: string; params?: { rule: "nul" } }

/** What is wrong with a text's characters (whether it shows anything, and its length, are checked after). */
function problemOf(text: string, rule: Rule): TextProblem | undefined {
  const { field, kind } = rule
  if (LONE_SURROGATE.test(text))
    return {
      message: `${field}: contains half of a character (a lone UTF-16 surrogate such as \\ud800); send whole characters`,
    }
  if (text.includes("\u0000"))
    return {
      message: `${field}: contains a NUL character (\\0), which no text may hold; remove it`,
      params: { rule: "nul" },
    }
  const control = found(
    kind === "name" ? CONTROL_IN_NAME : CONTROL_IN_FREE_TEXT,
    text
  )
  if (control)
    return {
      message:
        kind === "name"
          ? `${field}: contains a line break or control character (${control.code}) at character ${position(text, control.at)}; a name is one line of visible characters`
          : `${field}: contains a control character (${control.code}) at character ${position(text, control.at)}; only tabs and line breaks are allowed`,
    }
  const direction = found(DIRECTION_CONTROL, text)
  if (direction)
    return {
      message: `${field}: contains a text direction control (${direction.code}) at character ${position(text, direction.at)}, which makes text read differently from how it is stored; remove it`,
    }
  if (kind === "name") {
    const hidden = found(INVISIBLE_IN_NAME, text)
    if (hidden)
      return {
        message: `${field}: contains an invisible character (${hidden.code}, e.g. a zero-width space) at character ${position(text, hidden.at)}; a name holds only characters a reader can see`,
      }
  }
  return undefined
}

/**
 * The rule as a zod string: raw length first (unread above it, and nothing
 * after it runs), then trimmed, then the characters. A custom issue, not
 * `.max()`: Medusa words a `too_big` issue with the raw cap, not the limit.
 */
function textRule(rule: Rule) {
  const { field, max } = rule
  const cap = rawLengthCap(max)
  return z
    .string()
    .superRefine((text, ctx) => {
      if (text.length > cap)
        ctx.addIssue({
          code: "custom",
          message: `${field}: is far longer than ${max} characters (${text.length} code units sent, at most ${cap} read); shorten it to at most ${max} characters`,
          params: { rule: "rawLength", cap, max },
          continue: false,
        })
    })
    .trim()
    .superRefine((text, ctx) => {
      const problem = problemOf(text, rule)
      // An empty or too long text is marked (params.rule): a form says so in its own words (the admin's).
      if (problem) ctx.addIssue({ code: "custom", ...problem })
      else if (rule.whenEmpty && !hasVisibleText(text))
        ctx.addIssue({
          code: "custom",
          message: `${field}: ${rule.whenEmpty}`,
          params: { rule: "empty" },
        })
      // Never more code units than characters: a short text needs no counting.
      else if (text.length > max && countGraphemes(text, max) > max)
        ctx.addIssue({
          code: "custom",
          message: `${field}: must be at most ${max} characters`,
          params: { rule: "maxLength", max },
        })
    })
}

/**
 * A name (of a profile, role, integration, mapped column): one line of 1 to
 * `max` visible characters, trimmed.
 */
export const nameText = (field: string, max = 255) =>
  textRule({ field, max, kind: "name", whenEmpty: "must not be empty" })

/**
 * Text a person writes (a reason, a comment, a description): at most `max`
 * characters as a reader counts them, trimmed; tabs and line breaks allowed.
 * `whenEmpty`: the text is required, and this says what to write.
 */
export const freeText = (field: string, max: number, whenEmpty?: string) =>
  textRule({ field, max, kind: "free text", whenEmpty })
