import { pricePerUnit } from "./price-per-unit"
import { type Segment, valueOf } from "./edifact-syntax"
import {
  type Coded,
  decimalText,
  type EdifactParty,
  joined,
  setCoded,
} from "./edifact-values"

/** One LIN group (parse-edifact.ts describes the fields). */
export type EdifactLine = {
  number?: string
  gtin?: string
  supplierNumber?: string
  buyerNumber?: string
  manufacturerNumber?: string
  description?: string
  quantity?: string
  unit?: string
  price?: string
  deliveryDate?: string
  note?: string
  quantities?: Coded
  prices?: Coded
  dates?: Coded
  references?: Coded
  amounts?: Coded
  parties?: Record<string, EdifactParty>
}
/** Item number types (7143) → the line's field: EN/SRV/UP are GS1 GTINs, SA the supplier's, IN/BP the buyer's article number. */
const ITEM_NUMBERS = new Map<
  string,
  "gtin" | "supplierNumber" | "buyerNumber" | "manufacturerNumber"
>([
  ["EN", "gtin"],
  ["SRV", "gtin"],
  ["UP", "gtin"],
  ["SA", "supplierNumber"],
  ["IN", "buyerNumber"],
  ["BP", "buyerNumber"],
  ["MF", "manufacturerNumber"],
])
/** A line as LIN starts it: its number (1082) and item number (C212). */
export function newLine(lin: Segment): EdifactLine {
  const number = valueOf(lin, 1).trim()
  const line: EdifactLine = number ? { number } : {}
  addItemNumber(line, valueOf(lin, 3, 0), valueOf(lin, 3, 1))
  return line
}

/** An item number from LIN's or PIA's C212 (7140:7143); the first of each kind wins. */
function addItemNumber(line: EdifactLine, id: string, type: string) {
  const field = ITEM_NUMBERS.get(type.trim())
  if (field && id.trim()) line[field] ??= id.trim()
}

/** PIA, IMD, QTY, PRI in a line's group. */
export function readLineSegment(line: EdifactLine, segment: Segment) {
  const value = (element: number, component = 0) =>
    valueOf(segment, element, component)
  switch (segment.tag) {
    case "PIA":
      for (const id of segment.elements.slice(1, 6))
        addItemNumber(line, id[0] ?? "", id[1] ?? "")
      break
    case "IMD": {
      const text = joined((segment.elements[2] ?? []).slice(3, 5), " ")
      if (text)
        line.description = line.description
          ? `${line.description} ${text}`
          : text
      break
    }
    case "QTY": {
      const qualifier = value(1, 0).trim()
      const quantity = decimalText(value(1, 1))
      setCoded(line, "quantities", qualifier, quantity)
      if (qualifier === "21" && line.quantity === undefined && quantity) {
        line.quantity = quantity
        if (value(1, 2).trim()) line.unit = value(1, 2).trim()
      }
      break
    }
    case "PRI":
      setCoded(
        line,
        "prices",
        value(1, 0).trim(),
        pricePerUnit(value(1, 1), value(1, 4))
      )
      line.price = line.prices?.AAA ?? line.prices?.AAB ?? line.price
      break
  }
}
