// Run by bench/csv-parse.mjs: streams generated CSV files through the
// pipeline's CSV parser and prints time and peak memory per size.
import { Readable } from "stream"
import { parseCsvStream } from "../src/modules/b2b-import/pipeline/parse-csv"

function* csvChunks(lines: number) {
  yield "Bestellnummer;Kundennummer;Artikelnummer;Menge;Bemerkung\n"
  let chunk = ""
  for (let i = 0; i < lines; i++) {
    chunk += `PO-1;K-10001;SW${String(1000 + (i % 20)).padStart(5, "0")};${1 + (i % 9)};"Lieferung; Tor ${i % 7}"\n`
    if (chunk.length > 64 * 1024) {
      yield chunk
      chunk = ""
    }
  }
  yield chunk
}

async function measure(lines: number) {
  global.gc?.()
  const base = process.memoryUsage().rss
  let peak = base
  const timer = setInterval(
    () => (peak = Math.max(peak, process.memoryUsage().rss)),
    5
  )
  const began = performance.now()
  let seen = 0
  const input = Readable.from(
    (function* () {
      for (const c of csvChunks(lines)) yield Buffer.from(c)
    })()
  )
  await parseCsvStream(
    input,
    {
      fileFormat: "csv",
      csvDelimiter: null,
      csvEncoding: "utf-8",
      csvHeaderRow: true,
      decimalSeparator: ",",
      maxLines: lines + 1,
      sheetName: null,
      headerRow: 1,
    },
    () => void seen++
  )
  const seconds = (performance.now() - began) / 1000
  clearInterval(timer)
  peak = Math.max(peak, process.memoryUsage().rss)
  process.stdout.write(
    `${String(lines).padStart(7)} lines: ${seconds.toFixed(2)} s, ${Math.round(seen / seconds).toLocaleString("en")} lines/s, peak RSS +${((peak - base) / 1048576).toFixed(1)} MB over ${(base / 1048576).toFixed(0)} MB (${seen} lines seen)\n`
  )
}

async function main() {
  process.stdout.write(
    "CSV parsing, streamed (papaparse, delimiter detection, quoted fields)\n"
  )
  for (const lines of [10_000, 100_000, 1_000_000]) await measure(lines)
}

main()
