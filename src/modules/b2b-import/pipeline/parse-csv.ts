import { Readable } from "node:stream"
import Papa from "papaparse"
import { decodeBuffer, decodeStream } from "./decode"
import { FileProblem, type ParseOptions, type SourceLine } from "./types"

/** What parsing a CSV file yields. */
export type CsvParseResult = {
  columns: string[]
  delimiter: string
  lineCount: number
  lines: SourceLine[]
}

const DELIMITERS_TO_GUESS = [";", ",", "\t", "|"]
/**
 * No order export has hundreds of columns; a line with more is a wrong
 * delimiter or a hostile file, whose columns would otherwise be kept (and
 * named in messages) by the million.
 */
const MAX_CSV_COLUMNS = 500
/** How much of the file the delimiter is guessed from. */
const GUESS_SAMPLE = 64 * 1024

/** The file-level problem for a file with more order lines than a profile allows. */
export const tooManyLines = (max: number) =>
  new FileProblem(
    "TOO_MANY_LINES",
    `The file has more than ${max} order lines; one file may hold at most ${max}. Split the order into several files.`
  )

/** papaparse's delimiter detection on the first chunk, blank lines ignored (they would spoil the field counts). */
function guessDelimiter(firstChunk: string): string {
  const sample = Papa.parse<string[]>(firstChunk.slice(0, GUESS_SAMPLE), {
    preview: 10,
    skipEmptyLines: "greedy",
    delimitersToGuess: DELIMITERS_TO_GUESS,
  })
  return sample.meta.delimiter
}

const isBlank = (fields: string[]) => fields.every((f) => f.trim() === "")

function quoteProblem(error: Papa.ParseError, row: number): FileProblem | null {
  if (error.code === "MissingQuotes") {
    return new FileProblem(
      "PARSE_ERROR",
      `Line ${row}: a quoted field is not closed. Check the quotes (") in that line: a quote inside a field must be doubled ("").`
    )
  }
  if (error.code === "InvalidQuotes") {
    return new FileProblem(
      "PARSE_ERROR",
      `Line ${row}: a quoted field has more text after its closing quote. Put the whole field in quotes and double any quote inside it ("").`
    )
  }
  // TooFewFields/TooManyFields and an undetectable delimiter leave the file readable: mapping names what is missing.
  return null
}

/** Line breaks inside a record's cells (quoted), so that later records keep their physical line numbers. */
function lineBreaksIn(fields: string[]): number {
  let breaks = 0
  for (const field of fields) breaks += field.match(/\r\n|\r|\n/g)?.length ?? 0
  return breaks
}

/** What papaparse is handed: where the text comes from, and how the run ends. */
type CsvRun = {
  source: string | NodeJS.ReadableStream
  resolve: (result: CsvParseResult) => void
  reject: (error: unknown) => void
  /** Stops the input when the parse ends early. */
  stopInput?: () => void
}

/** Runs papaparse over `source`, turning records into order lines with the file-level checks. */
function runPapa(
  run: CsvRun,
  opts: ParseOptions,
  onLine?: (line: SourceLine) => void
): void {
  const lines: SourceLine[] = []
  let columns: string[] | null = null
  let delimiter = opts.csvDelimiter ?? ","
  let lineCount = 0
  // The physical line a record starts on (blank lines count; a quoted cell with line breaks spans several).
  let record = 0
  let nextLine = 1
  let settled = false

  const fail = (error: unknown, parser?: Papa.Parser) => {
    if (settled) return
    settled = true
    run.stopInput?.()
    parser?.abort()
    run.reject(error)
  }

  const addLine = (fields: string[]) => {
    if (!columns) return
    if (!opts.csvHeaderRow)
      for (let i = columns.length; i < fields.length; i++)
        columns.push(String(i + 1))
    // No prototype: a column may be called "constructor" or "__proto__".
    const values: Record<string, string> = Object.create(null)
    columns.forEach((column, i) => {
      // With a repeated header name the first column wins.
      if (i < fields.length && !(column in values)) values[column] = fields[i]
    })
    const line = { row: record, values }
    if (onLine) onLine(line)
    else lines.push(line)
  }

  Papa.parse<string[]>(run.source as string, {
    delimiter: opts.csvDelimiter ?? guessDelimiter,
    // Blank lines are skipped below (papaparse's "greedy" rule) so that they still count as rows.
    skipEmptyLines: false,
    step: (result, parser) => {
      if (settled) return
      record = nextLine
      nextLine += 1 + lineBreaksIn(result.data)
      delimiter = result.meta.delimiter || delimiter
      for (const error of result.errors) {
        const problem = quoteProblem(error, record)
        if (problem) return fail(problem, parser)
      }
      const fields = result.data
      if (fields.length > MAX_CSV_COLUMNS) {
        return fail(
          new FileProblem(
            "TOO_MANY_COLUMNS",
            `Line ${record} has ${fields.length} columns; an order file may have at most ${MAX_CSV_COLUMNS}. Check the profile's delimiter and the file's quotes.`
          ),
          parser
        )
      }
      if (isBlank(fields)) return
      if (!columns) {
        // trim() also drops a stray BOM (U+FEFF) from the first header.
        columns = opts.csvHeaderRow
          ? fields.map((f) => f.trim())
          : fields.map((_, i) => String(i + 1))
        if (opts.csvHeaderRow) return
      }
      lineCount++
      if (lineCount > opts.maxLines) {
        return fail(tooManyLines(opts.maxLines), parser)
      }
      addLine(fields)
    },
    complete: () => {
      if (settled) return
      settled = true
      if (!columns)
        run.reject(
          new FileProblem(
            "FILE_EMPTY",
            "The file is empty. Export the order again and upload the file with its content."
          )
        )
      else if (!lineCount)
        run.reject(
          new FileProblem(
            "NO_LINES",
            "The file has a header row but no order lines."
          )
        )
      else run.resolve({ columns, delimiter, lineCount, lines })
    },
    error: (error: Error) => fail(error),
  })
}

/**
 * Parses CSV from a byte stream, line by line. With `onLine` the lines are handed over one at a time and not
 * kept, so memory does not grow with the file. papaparse re-reads an unfinished record with every chunk, so a
 * record spanning the whole stream costs its length squared: files already in memory go to parseCsvBuffer.
 */
export function parseCsvStream(
  input: Readable,
  opts: ParseOptions,
  onLine?: (line: SourceLine) => void
): Promise<CsvParseResult> {
  return new Promise((resolve, reject) => {
    const text = decodeStream(opts.csvEncoding)
    const stopInput = () => {
      input.unpipe(text)
      input.destroy()
      text.destroy()
    }
    let failed = false
    const onError = (error: unknown) => {
      if (failed) return
      failed = true
      stopInput()
      reject(error)
    }
    input.on("error", onError)
    text.on("error", onError)
    runPapa({ source: text, resolve, reject: onError, stopInput }, opts, onLine)
    input.pipe(text)
  })
}

/**
 * Parses a CSV file held in memory in one pass over its decoded text: linear in the file's size, whatever
 * its records look like (an unclosed quote or a line without breaks swallowing the rest of the file).
 */
export function parseCsvBuffer(
  buf: Buffer,
  opts: ParseOptions
): Promise<CsvParseResult> {
  return new Promise((resolve, reject) => {
    let text: string
    try {
      text = decodeBuffer(buf, opts.csvEncoding)
    } catch (error) {
      return reject(error)
    }
    runPapa({ source: text, resolve, reject }, opts)
  })
}
