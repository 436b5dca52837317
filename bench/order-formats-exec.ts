// Run by bench/csv-parse.mjs: reads a 10,000-line order file of every format
// through the pipeline's parse and map stages (what a worker thread does per
// file) and prints lines/s and peak RSS.
import fs from "node:fs"
import { readOrderFile } from "../src/modules/b2b-import/pipeline/read-order"
import { effectiveMappings } from "../src/modules/b2b-import/pipeline/parse"
import type {
  MappingRule,
  ParseOptions,
} from "../src/modules/b2b-import/pipeline/types"
import type { FileFormat } from "../src/modules/b2b-import/file-formats"
import type { MappingTarget } from "../src/modules/b2b-import/types"
import * as files from "./order-formats-files"

const LINES = Number(process.env.BENCH_LINES ?? 10_000)

const rule = (source: string, target: MappingTarget): MappingRule => ({
  source,
  target,
  transform: null,
  required: false,
})
const TABLE_RULES = [
  rule("Bestellnummer", "order.externalNumber"),
  rule("Kundennummer", "customer.number"),
  rule("Artikelnummer", "line.sku"),
  rule("Menge", "line.quantity"),
]
const JSON_RULES = [
  rule("number", "order.externalNumber"),
  rule("customer", "customer.number"),
  rule("items[].sku", "line.sku"),
  rule("items[].qty", "line.quantity"),
]

const FORMATS: [FileFormat, () => Promise<Buffer>, MappingRule[]][] = [
  ["csv", async () => Buffer.from(files.csvFile(LINES)), TABLE_RULES],
  // Written by an earlier process (BENCH_XLSX_FILE): exceljs's writing would grow this one's heap first.
  [
    "xlsx",
    async () =>
      process.env.BENCH_XLSX_FILE
        ? fs.readFileSync(process.env.BENCH_XLSX_FILE)
        : files.xlsxFile(LINES),
    TABLE_RULES,
  ],
  ["json", async () => Buffer.from(files.jsonFile(LINES)), JSON_RULES],
  ["opentrans", async () => Buffer.from(files.openTransFile(LINES)), []],
  ["edifact", async () => Buffer.from(files.edifactFile(LINES)), []],
  ["ubl", async () => Buffer.from(files.ublFile(LINES)), []],
  ["cxml", async () => Buffer.from(files.cxmlFile(LINES)), []],
]

async function measure(
  format: FileFormat,
  bytes: Buffer,
  mappings: MappingRule[]
) {
  const opts: ParseOptions = {
    fileFormat: format,
    csvDelimiter: ";",
    csvEncoding: "utf-8",
    csvHeaderRow: true,
    decimalSeparator: ".",
    maxLines: LINES,
    sheetName: null,
    headerRow: 1,
  }
  global.gc?.()
  const base = process.memoryUsage().rss
  let peak = base
  const timer = setInterval(
    () => (peak = Math.max(peak, process.memoryUsage().rss)),
    5
  )
  const began = performance.now()
  const result = await readOrderFile(
    bytes,
    opts,
    effectiveMappings(format, mappings)
  )
  const seconds = (performance.now() - began) / 1000
  clearInterval(timer)
  peak = Math.max(peak, process.memoryUsage().rss)
  const read = result.order.lines.length
  const problems = result.errors.length
    ? `, ${result.errors.length} errors (first: ${result.errors[0].message})`
    : ""
  process.stdout.write(
    `${format.padEnd(10)} ${(bytes.length / 1048576).toFixed(1).padStart(5)} MB: ${seconds.toFixed(2)} s, ${Math.round(
      read / seconds
    )
      .toLocaleString("en")
      .padStart(
        9
      )} lines/s, peak RSS +${((peak - base) / 1048576).toFixed(1)} MB (${read} lines read${problems})\n`
  )
}

/** One format per process (BENCH_FORMAT), so that one format's garbage does not hide the next one's peak. */
async function main() {
  const write = process.env.BENCH_WRITE_XLSX
  if (write) return fs.writeFileSync(write, await files.xlsxFile(LINES))
  const only = process.env.BENCH_FORMAT
  for (const [format, make, mappings] of FORMATS) {
    if (only && only !== format) continue
    try {
      await measure(format, await make(), mappings)
    } catch (error) {
      process.stdout.write(
        `${format.padEnd(10)} refused: ${(error as Error).message}\n`
      )
    }
  }
}

main()
