import type { CellValue } from "exceljs"
import { FileProblem, type ParseOptions } from "./types"

/**
 * A typed Excel cell as the text the map stage reads, the way Excel shows it:
 * numbers without grouping in the profile's decimal separator, dates as
 * yyyy-MM-dd, a formula's saved result, rich text and links as their text.
 */

/** Excel keeps and shows 15 significant digits; more are binary noise (0.1+0.2 → 0.30000000000000004). */
const EXCEL_DIGITS = 15

/** A column's letters from its number (1 → A, 27 → AA). */
export function columnLetter(column: number): string {
  let letters = ""
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters
  return letters
}

/** A number's digits written out in full ("1.5e-7" → "0.00000015"), as Excel's General format would with room. */
function withoutExponent(text: string): string {
  const [mantissa, exponent] = text.split("e")
  const sign = mantissa.startsWith("-") ? "-" : ""
  const unsigned = mantissa.replace("-", "")
  const point = unsigned.indexOf(".")
  const digits = unsigned.replace(".", "")
  const pointAt = (point === -1 ? unsigned.length : point) + Number(exponent)
  if (pointAt <= 0) return `${sign}0.${"0".repeat(-pointAt)}${digits}`
  if (pointAt >= digits.length)
    return sign + digits + "0".repeat(pointAt - digits.length)
  return `${sign}${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`
}

/** A number in the shortest form that reads back as the value Excel shows, in the profile's separator. */
export function numberText(
  value: number,
  separator: ParseOptions["decimalSeparator"]
): string | null {
  if (!Number.isFinite(value)) return null
  const shown = Number(value.toPrecision(EXCEL_DIGITS))
  let text = String(shown === 0 ? 0 : shown)
  if (text.includes("e")) text = withoutExponent(text)
  return separator === "," ? text.replace(".", ",") : text
}

/** exceljs gives a date cell as the UTC instant of the sheet's date and time: its UTC date is the date Excel shows. */
const dateText = (value: Date): string | null =>
  Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10)

const cellProblem = (address: string, what: string) =>
  new FileProblem("PARSE_ERROR", `Cell ${address} ${what}`)

type Plain = null | undefined | number | string | boolean | Date

/** The value a cell shows: a formula's saved result, a link's or rich text's text. */
function shownValue(value: CellValue | Plain, address: string): Plain {
  if (value === null || typeof value !== "object" || value instanceof Date)
    return value
  if ("formula" in value || "sharedFormula" in value) {
    if (value.result === undefined)
      throw cellProblem(
        address,
        "holds a formula without a saved result; open the file in Excel and save it again, so that Excel stores the formula's value."
      )
    return shownValue(value.result, address)
  }
  if ("error" in value)
    throw cellProblem(
      address,
      `shows the error ${value.error}; correct the cell (or its formula) in Excel, save and upload the file again.`
    )
  if ("richText" in value) return value.richText.map((r) => r.text).join("")
  if ("hyperlink" in value) return shownValue(value.text as CellValue, address)
  return undefined
}

/** The text of a cell at `address` (e.g. "D7"); "" for an empty one. Refuses error values and formulas without a result in words. */
export function cellText(
  value: CellValue,
  address: string,
  separator: ParseOptions["decimalSeparator"]
): string {
  const shown = shownValue(value, address)
  if (shown === null || shown === undefined) return ""
  if (typeof shown === "string") return shown
  if (typeof shown === "boolean") return shown ? "true" : "false"
  const text =
    typeof shown === "number" ? numberText(shown, separator) : dateText(shown)
  if (text === null)
    throw cellProblem(
      address,
      "holds a number or date that cannot be read; correct the cell in Excel, save and upload the file again."
    )
  return text
}
