// Streams 10 000, 100 000 and 1 000 000 generated CSV lines through the
// import's parser (memory must not grow with the file size), then reads a
// 10 000-line file of every order format through parse and map, each in its
// own process.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { runTsBench } from "./lib/run-ts.mjs"

const FORMATS = ["csv", "xlsx", "json", "opentrans", "edifact", "ubl", "cxml"]

export async function benchCsvParse() {
  runTsBench("csv-parse-exec.ts", ["--expose-gc"], "CSV parse")
  console.log(
    "\nEvery order format, 10,000 lines (BENCH_LINES), parse and map as a reader thread runs them"
  )
  const xlsx = path.join(os.tmpdir(), `bench-order-${process.pid}.xlsx`)
  process.env.BENCH_WRITE_XLSX = xlsx
  runTsBench("order-formats-exec.ts", [], "writing the workbook")
  delete process.env.BENCH_WRITE_XLSX
  process.env.BENCH_XLSX_FILE = xlsx
  for (const format of FORMATS) {
    process.env.BENCH_FORMAT = format
    runTsBench("order-formats-exec.ts", ["--expose-gc"], `${format} parse`)
  }
  fs.rmSync(xlsx, { force: true })
}
