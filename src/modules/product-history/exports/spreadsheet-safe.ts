/** Numbers such as -5.00, +3 or 1,5 stay as they are; a spreadsheet reads them as numbers, not formulas. */
const PLAIN_NUMBER = /^[-+]?\d+([.,]\d+)?([eE][-+]?\d+)?$/

/**
 * =, +, -, @, tab, CR: a spreadsheet runs a cell starting with one of these as
 * a formula; some also after leading spaces (they trim cells on import).
 */
function startsLikeFormula(value: string): boolean {
  let first = value.charCodeAt(0)
  if (first === 32 || first === 160) first = value.trimStart().charCodeAt(0)
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
