import type { RowError } from "./types"

const MAX_LISTED = 5

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`
const withoutFullStop = (text: string) => text.trim().replace(/\.$/, "")

function describe(error: RowError): string {
  const message = withoutFullStop(error.message)
  if (error.row === null) return message
  return error.column === null
    ? `line ${error.row}: ${message}`
    : `line ${error.row}, column '${error.column}': ${message}`
}

/**
 * One sentence for a record's errorMessage, e.g. "3 of 120 lines failed: line 17, column 'SKU': SKU 'X-9' is
 * unknown; …; and 1 more problem." File-level problems come first; at most five are listed.
 */
export function summariseErrors(errors: RowError[], lineCount: number): string {
  if (!errors.length) return ""
  // File-level problems first (they usually explain the rest), then by line; the sort is stable.
  const ordered = [...errors].sort((a, b) => (a.row ?? 0) - (b.row ?? 0))
  const failedLines = new Set(
    errors.flatMap((e) => (e.row === null ? [] : [e.row]))
  ).size
  const head =
    failedLines > 0
      ? `${failedLines} of ${plural(lineCount, "line")} failed: `
      : errors.length > 1
        ? `${plural(errors.length, "problem")}: `
        : ""
  const listed = ordered.slice(0, MAX_LISTED).map(describe)
  const rest = ordered.length - listed.length
  if (rest > 0) listed.push(`and ${plural(rest, "more problem")}`)
  const sentence = `${head}${listed.join("; ")}`
  return /[.?!]$/.test(sentence) ? sentence : `${sentence}.`
}
