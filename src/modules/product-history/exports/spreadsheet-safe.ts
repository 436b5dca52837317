import { INVISIBLE_CHARACTERS } from "../../../utils/input-limits"

/** Numbers such as -5.00, +3 or 1,5 stay as they are; a spreadsheet reads them as numbers, not formulas. */
const PLAIN_NUMBER = /^[-+]?\d+([.,]\d+)?([eE][-+]?\d+)?$/

/** Spaces and characters that show nothing, which some spreadsheets drop from a cell's start on import. */
const LEADING_BLANK = new RegExp(`^[\\s${INVISIBLE_CHARACTERS}]+`, "u")

/**
 * =, +, -, @, tab, CR: a spreadsheet runs a cell starting with one of these as
 * a formula; some also after leading blanks. Only a cell starting with a
 * space or a non-ASCII character is looked at further (an export checks
 * millions of cells).
 */
function startsLikeFormula(value: string): boolean {
  let first = value.charCodeAt(0)
  if (first === 32 || first > 0x7f)
    first = value.replace(LEADING_BLANK, "").charCodeAt(0)
  switch (first) {
    case 61: // =
    case 43: // +
    case 45: // -
    case 64: // @
    case 9: // tab
    case 13: // CR
      return true
    default:
      return false
  }
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets
 * a leading apostrophe, as OWASP recommends against CSV injection. The first
 * character is looked at before any pattern: an export checks millions of cells.
 */
export function neutraliseFormula(value: string): string {
  return startsLikeFormula(value) && !PLAIN_NUMBER.test(value.trim())
    ? `'${value}`
    : value
}
