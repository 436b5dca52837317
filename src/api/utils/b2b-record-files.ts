import path from "path"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { b2bImport } from "../../modules/b2b-import"
import { B2B_ERROR_CODES, b2bError } from "../../modules/b2b-import/errors"
import {
  FILE_FORMAT_TRAITS,
  FILE_FORMATS,
} from "../../modules/b2b-import/file-formats"
import {
  csvFailedLines,
  errorListTable,
} from "../../modules/b2b-import/exports/failed-lines"
import { writeFailedLinesCsv } from "./failed-lines-csv"
import { parseCsvBuffer } from "../../modules/b2b-import/pipeline/parse-csv"
import { parseOptions } from "../../modules/b2b-import/pipeline/read-file"
import type { ProfileRow } from "../../modules/b2b-import/pipeline/order/types"
import type { RowError } from "../../modules/b2b-import/pipeline/types"
import { pluginOptions } from "../../modules/plugin-settings"

/** A download: bytes, the name to save it under, its media type. */
export type RecordDownload = {
  content: Buffer | string
  fileName: string
  contentType: string
}

async function storedBytes(
  container: MedusaContainer,
  record: { file_key: string; file_name: string }
): Promise<Buffer> {
  try {
    return await container.resolve(Modules.FILE).getAsBuffer(record.file_key)
  } catch {
    throw b2bError(
      "NOT_FOUND",
      B2B_ERROR_CODES.FILE_GONE,
      `The file "${record.file_name}" is no longer in the file storage. Ask the sender for it and replace the record's file.`
    )
  }
}

/**
 * The record's original file from Medusa's file module (private storage; no
 * URL is ever handed out): its bytes, stored name and media type. Files are
 * at most the upload limit, so they are read whole.
 */
export async function recordOriginalFile(
  container: MedusaContainer,
  id: string
): Promise<RecordDownload> {
  const record = await b2bImport(container).getInboundRecord(id)
  return {
    content: await storedBytes(container, record),
    fileName: record.file_name,
    contentType: orderFileType(record.content_type),
  }
}

/** The media types of order files; a file sent as anything else (HTML, SVG, script) is handed out as bytes only. */
export const ORDER_FILE_TYPES = new Set(
  FILE_FORMATS.flatMap((f) => [
    ...FILE_FORMAT_TRAITS[f].mediaTypes,
    ...FILE_FORMAT_TRAITS[f].alsoSentAs,
  ])
)

function orderFileType(stored: string | null | undefined): string {
  const base = (stored ?? "").split(";")[0].trim().toLowerCase()
  return ORDER_FILE_TYPES.has(base) ? stored! : "application/octet-stream"
}

/** A readable CSV of a CSV record (null when the file cannot be read): the lines as the pipeline numbered them. */
async function parsedCsv(
  buffer: Buffer,
  profile: ProfileRow,
  maxLines: number
) {
  try {
    return await parseCsvBuffer(buffer, parseOptions(profile, maxLines))
  } catch {
    return null
  }
}

/**
 * The failed lines of a record as CSV (UTF-8 with BOM): for a CSV file its
 * header and failed rows with an added error column, in its delimiter; for
 * every other format (JSON, XML, EDIFACT, an Excel workbook, whose errors
 * already name their cells such as "Menge (D7)") or a CSV file that cannot be
 * read, one row per error.
 */
export async function recordFailedLines(
  container: MedusaContainer,
  id: string
): Promise<RecordDownload> {
  const record = await b2bImport(container).getInboundRecord(id)
  const errors = (record.errors ?? []) as RowError[]
  const [profile] = await b2bImport(container).listImportProfiles(
    { id: record.profile_id },
    { take: 1 }
  )
  const isCsv = profile?.file_format === "csv"
  let table = errorListTable(errors, (isCsv && profile.csv_delimiter) || ",")
  if (isCsv && errors.some((e) => e.row !== null)) {
    const buffer = await storedBytes(container, record)
    const parsed = await parsedCsv(
      buffer,
      profile as ProfileRow,
      pluginOptions(container).maxOrderLines
    )
    if (parsed) table = csvFailedLines(parsed, errors, profile.csv_header_row)
  }
  const base = path.parse(record.file_name).name || "order"
  return {
    content: await writeFailedLinesCsv(table),
    fileName: `${base}-failed-lines.csv`,
    contentType: "text/csv; charset=utf-8",
  }
}
