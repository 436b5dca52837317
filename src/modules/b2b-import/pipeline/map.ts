import { isValid, parseISO } from "date-fns"
import { FILE_FORMAT_TRAITS } from "../file-formats"
import type { AddressField } from "../types"
import { tooManyLines } from "./parse-csv"
import { nodeAt, textAt } from "./parse-tree"
import { lineListMissing } from "./source-path"
import { orderNumberText } from "./order/order-number"
import { applyTransforms, notANumberMessage, parseDecimal } from "./transforms"
import { hasNul, LONE_SURROGATE } from "../../../utils/input-limits"
import { FileProblem } from "./types"
import type {
  MapResult,
  MappedLine,
  MappedOrder,
  MappingRule,
  ParseOptions,
  ParsedFile,
  RowError,
  RowErrorCode,
} from "./types"

const MAX_VALUE_LENGTH = 1000
const MAX_SHOWN_VALUE = 200
const ALWAYS_REQUIRED = new Set(["line.sku", "line.quantity"])

/** A value as found; `jsonNumber` when JSON stated it as a number (read with "." decimals, perhaps inexactly). */
type Cell = {
  text: string | undefined
  dotDecimal: boolean
  jsonNumber?: boolean
}
type Item = { row: number; get: (source: string) => Cell }
/** Where the values come from: per-line cells, and the cells an order-level rule reads (every line of a table). */
type Source = {
  items: Item[]
  orderCells: (source: string) => { row: number | null; cell: Cell }[]
}

const LABELS: Record<string, string> = {
  "order.externalNumber": "Order number",
  "order.note": "Order note",
  "order.requestedDate": "Requested date",
  "customer.email": "Customer e-mail",
  "customer.number": "Customer number",
  "line.sku": "SKU",
  "line.quantity": "Quantity",
  "line.unitPrice": "Unit price",
  "line.note": "Line note",
}
const label = (target: string) => {
  if (LABELS[target]) return LABELS[target]
  const [kind, field] = target.split(".")
  return `${kind === "shipping" ? "Shipping" : "Billing"} ${field.replace(/([A-Z0-9])/g, " $1").toLowerCase()}`
}
const isRequired = (rule: MappingRule) =>
  rule.required || ALWAYS_REQUIRED.has(rule.target)
const showDelimiter = (d: string) => (d === "\t" ? "tab" : `'${d}'`)
const isIsoDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && isValid(parseISO(v))

/** Characters no database text can hold: NUL (JSON's \u0000, XML's &#0;) and halves of a UTF-16 pair (JSON's lone \ud800). */
const UNSTORABLE = new RegExp(`\\u0000|${LONE_SURROGATE.source}`, "g")
const unstorable = (text: string): string | null =>
  hasNul(text)
    ? "The value contains a NUL character (\\u0000), which no text field can hold"
    : LONE_SURROGATE.test(text)
      ? "The value contains half of a character (a lone UTF-16 surrogate such as \\ud800), which is not valid text"
      : null
/** Targets whose values may span lines: notes (several openTRANS REMARKS become one per line). */
const MULTI_LINE_TARGETS = new Set(["order.note", "line.note"])
/** A JSON number read back exactly: finite, and an integer only within 2^53 (beyond, JSON.parse drops digits). */
const exactNumber = (text: string) => {
  const n = Number(text)
  return Number.isFinite(n) && (!Number.isInteger(n) || Number.isSafeInteger(n))
}
/** A value as shown in an error: what cannot be stored is replaced by U+FFFD. */
const shown = (raw: string) =>
  raw.slice(0, MAX_SHOWN_VALUE).replace(UNSTORABLE, "\uFFFD")

/** Maps a parsed file onto an order through the profile's field mappings; row problems are collected, file problems thrown. */
export function mapFile(
  parsed: ParsedFile,
  mappings: MappingRule[],
  opts: ParseOptions
): MapResult {
  const rules = mappings.map((rule) => ({
    ...rule,
    source: rule.source.trim(),
  }))
  const errors: RowError[] = []
  const badRows = new Set<number>()
  const fail = (
    row: number | null,
    column: string | null,
    raw: string | undefined,
    code: RowErrorCode,
    message: string
  ) => {
    errors.push({
      row,
      column,
      value: raw === undefined ? null : shown(raw),
      code,
      message,
    })
    if (row !== null) badRows.add(row)
  }

  for (const target of ALWAYS_REQUIRED) {
    if (!rules.some((r) => r.target === target)) {
      fail(
        null,
        null,
        undefined,
        "SETUP_INCOMPLETE",
        `No field mapping fills the ${label(target)}. Add one to the import profile.`
      )
    }
  }
  const { usable, source, lineCount } =
    parsed.kind === "table"
      ? tableSource(parsed, rules, fail)
      : treeSource(parsed.root, rules, opts, fail)
  if (lineCount > opts.maxLines) throw tooManyLines(opts.maxLines)

  /** One value through its rule: transforms, length and date checks; null when it failed (the error is recorded). */
  const read = (
    rule: MappingRule,
    cell: Cell,
    row: number | null
  ): { value: string | undefined } | null => {
    const reject = (code: RowErrorCode, message: string) => {
      fail(row, rule.source, cell.text, code, message)
      return null
    }
    // Before anything quotes the value in a message: the record's errors are stored too.
    const broken = cell.text === undefined ? null : unstorable(cell.text)
    if (broken)
      return reject(
        "INVALID_CHARACTER",
        `${broken}; remove it in the system that sent the file`
      )
    if (cell.jsonNumber && cell.text !== undefined && !exactNumber(cell.text)) {
      return reject(
        "INVALID_NUMBER",
        `The number ${cell.text.slice(0, 40)} has more digits than can be read exactly; send it as text (in quotes) or as a smaller number`
      )
    }
    // Several values where one belongs (two <ORDER_ID> elements, a SKU with a line break): never joined silently.
    if (
      !MULTI_LINE_TARGETS.has(rule.target) &&
      cell.text !== undefined &&
      /[\r\n]/.test(cell.text.trim())
    ) {
      return reject(
        "CONFLICTING_VALUE",
        `The ${label(rule.target).toLowerCase()} holds several lines or values; it must be a single value`
      )
    }
    const result = applyTransforms(cell.text, rule.transform, {
      decimalSeparator: opts.decimalSeparator,
      dotDecimal: cell.dotDecimal,
    })
    if (!result.ok) return reject(result.code, result.message)
    // Stray spaces around a value are never meant (and would make a SKU unknown).
    const value = result.value?.trim() || undefined
    if (value && value.length > MAX_VALUE_LENGTH) {
      return reject(
        "VALUE_TOO_LONG",
        `The value has ${value.length} characters; at most ${MAX_VALUE_LENGTH} are allowed`
      )
    }
    if (value && rule.target === "order.requestedDate" && !isIsoDate(value)) {
      return reject(
        "INVALID_DATE",
        `'${value}' is not a date in the form yyyy-MM-dd; add a date transform with the file's format (e.g. dd.MM.yyyy) to the field mapping`
      )
    }
    return { value }
  }

  const customer = { email: null, number: null }
  const order: MappedOrder = {
    externalNumber: null,
    note: null,
    requestedDate: null,
    customer,
    shipping: null,
    billing: null,
    lines: [],
  }
  for (const rule of usable.filter((r) => !r.target.startsWith("line."))) {
    let first: { value: string; row: number | null } | null = null
    const numbers = new Set<string>()
    for (const { row, cell } of source.orderCells(rule.source)) {
      const raw = read(rule, cell, row)?.value
      const value =
        rule.target === "order.externalNumber" && raw !== undefined
          ? orderNumberText(raw)
          : raw
      if (value === undefined) continue
      if (rule.target === "order.externalNumber") numbers.add(value)
      if (!first) first = { value, row }
      else if (
        value !== first.value &&
        rule.target !== "order.externalNumber"
      ) {
        const what = label(rule.target)
        const message = `${what} '${value}' differs from '${first.value}' on line ${first.row}; an order has only one ${what.toLowerCase()}`
        fail(row, rule.source, cell.text, "CONFLICTING_VALUE", message)
      }
    }
    if (numbers.size > 1) {
      const list =
        [...numbers].slice(0, 5).join(", ") +
        (numbers.size > 5 ? ` and ${numbers.size - 5} more` : "")
      throw new FileProblem(
        "MULTIPLE_ORDERS",
        `The file holds more than one order (order numbers ${list}). Send one order per file.`
      )
    }
    if (first) assign(order, rule.target, first.value)
    else if (rule.required) {
      const where =
        parsed.kind === "table"
          ? "is empty on every line"
          : `is missing (nothing at ${rule.source})`
      fail(
        null,
        rule.source,
        undefined,
        "MISSING_VALUE",
        `${label(rule.target)} ${where}; the import profile requires it`
      )
    }
  }

  const lineRules = usable.filter((r) => r.target.startsWith("line."))
  const partialLines: MappedLine[] = []
  for (const item of source.items) {
    const line: Partial<MappedLine> = {}
    const unread = new Set<string>()
    const empty: { rule: MappingRule; cell: Cell; field: keyof MappedLine }[] =
      []
    for (const rule of lineRules) {
      const cell = item.get(rule.source)
      const field = rule.target.slice("line.".length) as keyof MappedLine
      const got = read(rule, cell, item.row)
      if (!got) {
        if (line[field] === undefined) unread.add(field)
        continue
      }
      const { value } = got
      if (value === undefined) {
        if (isRequired(rule)) empty.push({ rule, cell, field })
        continue
      }
      if (line[field] !== undefined) continue
      if (field === "quantity" || field === "unitPrice") {
        // After a number step, or for JSON numbers and XML, the value already has "." decimals.
        const pointed =
          cell.dotDecimal || !!rule.transform?.some((s) => s.type === "number")
        const separator = pointed ? "." : opts.decimalSeparator
        const number = parseDecimal(value, separator)
        // Beyond 2^53 a whole number loses digits (99999999999999999999999 reads as 1e+23): refused, as in JSON.
        if (
          number !== null &&
          Number.isInteger(number) &&
          !Number.isSafeInteger(number)
        ) {
          fail(
            item.row,
            rule.source,
            cell.text,
            "INVALID_NUMBER",
            `The number ${value.slice(0, 40)} has more digits than can be read exactly; send a smaller number`
          )
          unread.add(field)
        } else if (number === null) {
          fail(
            item.row,
            rule.source,
            cell.text,
            "INVALID_NUMBER",
            notANumberMessage(value, separator)
          )
          unread.add(field)
        } else line[field] = number
      } else if (field === "sku" || field === "note") line[field] = value
    }
    // Several mappings on one field (EDIFACT: the supplier's number, else the GTIN): empty only when none gives a value.
    const reported = new Set<keyof MappedLine>()
    for (const { rule, cell, field } of empty) {
      if (line[field] !== undefined || reported.has(field)) continue
      reported.add(field)
      const why = ALWAYS_REQUIRED.has(rule.target)
        ? "every order line needs one"
        : "the import profile requires it"
      fail(
        item.row,
        rule.source,
        cell.text,
        "MISSING_VALUE",
        `${label(rule.target)} is empty; ${why}`
      )
      unread.add(field)
    }
    if (
      !badRows.has(item.row) &&
      line.sku !== undefined &&
      line.quantity !== undefined
    ) {
      order.lines.push({
        row: item.row,
        sku: line.sku,
        quantity: line.quantity,
        unitPrice: line.unitPrice ?? null,
        note: line.note ?? null,
      })
    } else {
      // A line with a problem is still checked against the shop as far as it could be read.
      for (const field of ["sku", "quantity"] as const)
        if (line[field] === undefined) unread.add(field)
      partialLines.push({
        row: item.row,
        sku: line.sku ?? "",
        quantity: line.quantity ?? 0,
        unitPrice: line.unitPrice ?? null,
        note: line.note ?? null,
        unread: [...unread].filter(
          (f): f is "sku" | "quantity" | "unitPrice" =>
            (f === "sku" || f === "quantity" || f === "unitPrice") &&
            line[f] === undefined
        ),
      })
    }
  }
  return { order, errors, lineCount, partialLines, places: parsed.places }
}

/** Sets an order-level target; with several mappings on one target the first (by position) wins, as for lines. */
function assign(order: MappedOrder, target: string, value: string) {
  const [kind, field] = target.split(".")
  if (kind === "order")
    order[field as "externalNumber" | "note" | "requestedDate"] ??= value
  else if (kind === "customer")
    order.customer[field as "email" | "number"] ??= value
  else if (kind === "shipping" || kind === "billing")
    (order[kind] ??= {})[field as AddressField] ??= value
}

type Fail = (
  row: number | null,
  column: string | null,
  raw: string | undefined,
  code: RowErrorCode,
  message: string
) => void
type Access = { usable: MappingRule[]; source: Source; lineCount: number }

function tableSource(
  parsed: Extract<ParsedFile, { kind: "table" }>,
  rules: MappingRule[],
  fail: Fail
): Access {
  if (!parsed.lines.length)
    throw new FileProblem("NO_LINES", "The file contains no order lines.")
  const present = new Set(parsed.columns)
  const usable = rules.filter((rule) => {
    const at = parsed.columns.flatMap((c, i) =>
      c === rule.source ? [i + 1] : []
    )
    if (at.length > 1) {
      // Which of them the sender meant cannot be told; reading either could order the wrong quantity.
      const message = `The file has ${at.length} columns named '${rule.source}' (columns ${at.join(", ")}); the import cannot tell which one to read. Rename or remove the others in the export.`
      fail(null, rule.source, undefined, "CONFLICTING_VALUE", message)
      return false
    }
    if (present.has(rule.source)) return true
    if (isRequired(rule)) {
      // Named columns only, and not too many: the message stays readable whatever the file holds.
      const named = parsed.columns.filter((c) => c !== "")
      const listed =
        named.slice(0, 30).join("; ") +
        (named.length > 30 ? ` and ${named.length - 30} more` : "")
      const near = parsed.columns.find(
        (c) => c.toLowerCase() === rule.source.trim().toLowerCase()
      )
      const message =
        `Column '${rule.source}' is missing. The file's columns are: ${listed}${parsed.delimiter ? ` (delimiter ${showDelimiter(parsed.delimiter)})` : ""}.` +
        (near ? ` Did you mean '${near}'?` : "")
      fail(null, rule.source, undefined, "MISSING_COLUMN", message)
    }
    return false
  })
  const items = parsed.lines.map((line) => ({
    row: line.row,
    get: (source: string) => ({ text: line.values[source], dotDecimal: false }),
  }))
  const orderCells = (source: string) =>
    items.map((item) => ({ row: item.row, cell: item.get(source) }))
  return {
    usable,
    source: { items, orderCells },
    lineCount: parsed.lines.length,
  }
}

function treeSource(
  root: unknown,
  rules: MappingRule[],
  opts: ParseOptions,
  fail: Fail
): Access {
  const xml = FILE_FORMAT_TRAITS[opts.fileFormat].pointDecimals
  const cellAt = (node: unknown, path: string): Cell => {
    const { text, dotDecimal } = textAt(node, path)
    return {
      text,
      dotDecimal: dotDecimal || xml,
      jsonNumber: dotDecimal && !xml,
    }
  }
  const lineRules = rules.filter((r) => r.target.startsWith("line."))
  const listOf = (rule: MappingRule) =>
    rule.source.includes("[]")
      ? rule.source.slice(0, rule.source.indexOf("[]"))
      : null
  const withList = lineRules.filter((r) => listOf(r) !== null)
  const mainRule = withList.find((r) => r.target === "line.sku") ?? withList[0]
  const main = mainRule ? listOf(mainRule) : null
  const usable = rules.filter((rule) => {
    if (!rule.target.startsWith("line.")) return true
    const list = listOf(rule)
    if (list !== null && list === main) return true
    const message =
      list === null
        ? lineListMissing(rule.source)
        : `The line mapping '${rule.source}' reads from the list '${list}', the other line mappings from '${main}'; all line mappings must read from the same list`
    fail(null, rule.source, undefined, "MISSING_COLUMN", message)
    return false
  })
  // A list at the top (JSON) stands for one order only when it holds one: its first would be read, the rest lost.
  if (Array.isArray(root) && root.length > 1) {
    throw new FileProblem(
      "MULTIPLE_ORDERS",
      `The file holds a list of ${root.length} orders at its top level. Send one order per file.`
    )
  }
  const orderCells = (source: string) => [
    { row: null, cell: cellAt(root, source) },
  ]
  if (main === null)
    return { usable, source: { items: [], orderCells }, lineCount: 0 }

  const node = nodeAt(root, main)
  const elements = Array.isArray(node)
    ? node
    : node !== null && typeof node === "object"
      ? [node]
      : []
  if (!elements.length)
    throw new FileProblem(
      "NO_LINES",
      `The file has no order lines at ${main || "its top level"}.`
    )
  const items = elements.map((element, i) => ({
    row: i + 1,
    get: (source: string) =>
      cellAt(
        element,
        source.slice(source.indexOf("[]") + 2).replace(/^\./, "")
      ),
  }))
  return { usable, source: { items, orderCells }, lineCount: elements.length }
}
