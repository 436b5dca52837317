/** Numbers such as -5.00, +3 or 1,5 stay as they are; a spreadsheet reads them as numbers, not formulas. */
const PLAIN_NUMBER = /^[-+]?\d+([.,]\d+)?([eE][-+]?\d+)?$/
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets
 * a leading apostrophe, as OWASP recommends against CSV injection.
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value)
    ? `'${value}`
    : value
}
