import {
  APPROVAL_MODES,
  CSV_ENCODINGS,
  CUSTOMER_LOOKUPS,
  DEFAULT_FILE_PRICES,
  FILE_FORMATS,
  FILE_PRICES,
  INBOUND_STATUSES,
  MAPPING_TARGETS,
  PRICE_SOURCES,
} from "../../../modules/b2b-import/types"
import {
  type InboundAction,
  STARTING_STATUSES,
} from "../../../modules/b2b-import/status-machine"
import type { InboundRecord, InboundStatus } from "./types"

export type Option = { value: string; label: string }

type BadgeColor = "green" | "red" | "blue" | "orange" | "grey" | "purple"

/** Each status in a clerk's words, with its badge colour. */
export const STATUS: Record<
  InboundStatus,
  { label: string; color: BadgeColor; hint: string }
> = {
  pending: {
    label: "Pending",
    color: "grey",
    hint: "Uploaded, not processed yet.",
  },
  parsed: {
    label: "Parsed",
    color: "orange",
    hint: "The file was read, but some rows could not be mapped.",
  },
  mapped: {
    label: "Mapped",
    color: "orange",
    hint: "The rows were mapped, but the order could not be built.",
  },
  failed: {
    label: "Failed",
    color: "red",
    hint: "The file could not be read or its order cannot be imported.",
  },
  awaiting_approval: {
    label: "Awaiting approval",
    color: "blue",
    hint: "The order is ready and waits for a clerk's approval.",
  },
  approved: {
    label: "Approved",
    color: "green",
    hint: "The order was created.",
  },
  rejected: {
    label: "Rejected",
    color: "grey",
    hint: "A clerk rejected the order: no order was created (final).",
  },
}

export const STATUS_OPTIONS: Option[] = INBOUND_STATUSES.map((s) => ({
  value: s,
  label: STATUS[s].label,
}))

/** Statuses a record can be processed from. */
export const PROCESSABLE: readonly InboundStatus[] = STARTING_STATUSES.process

const words = <T extends string>(
  values: readonly T[],
  label: Record<T, string>
): Option[] => values.map((value) => ({ value, label: label[value] }))

export const APPROVAL_LABEL: Record<(typeof APPROVAL_MODES)[number], string> = {
  auto: "Automatic",
  manual: "Manual approval",
}
export const FORMAT_LABEL: Record<(typeof FILE_FORMATS)[number], string> = {
  csv: "CSV",
  json: "JSON",
  opentrans: "openTRANS (XML)",
}
export const LOOKUP_LABEL: Record<(typeof CUSTOMER_LOOKUPS)[number], string> = {
  email: "By e-mail",
  number: "By customer number",
  fixed: "One fixed customer",
}
export const PRICE_LABEL: Record<(typeof PRICE_SOURCES)[number], string> = {
  catalogue: "Catalogue price",
  file: "Price in the file",
}

export const FILE_PRICES_LABEL: Record<(typeof FILE_PRICES)[number], string> = {
  net: "Net (tax is added)",
  gross: "Gross (tax included)",
}
/** The "not set" choice of file prices names what the format's default means. */
export const filePricesOptions = (
  format: (typeof FILE_FORMATS)[number]
): Option[] => [
  {
    value: "default",
    label: `Default for ${FORMAT_LABEL[format]}: ${DEFAULT_FILE_PRICES[format]}`,
  },
  ...words(FILE_PRICES, FILE_PRICES_LABEL),
]

export const APPROVAL_OPTIONS = words(APPROVAL_MODES, APPROVAL_LABEL)
export const FORMAT_OPTIONS = words(FILE_FORMATS, FORMAT_LABEL)
export const LOOKUP_OPTIONS = words(CUSTOMER_LOOKUPS, LOOKUP_LABEL)
export const PRICE_OPTIONS = words(PRICE_SOURCES, PRICE_LABEL)
export const ENCODING_OPTIONS = words(CSV_ENCODINGS, {
  "utf-8": "UTF-8 (with or without BOM)",
  "windows-1252": "Windows-1252",
})
export const DECIMAL_OPTIONS: Option[] = [
  { value: ".", label: "Point (1234.50)" },
  { value: ",", label: "Comma (1234,50)" },
]
/** "auto" stands for null: detect the delimiter from the file. */
export const DELIMITER_OPTIONS: Option[] = [
  { value: "auto", label: "Detect automatically" },
  { value: ";", label: "Semicolon ;" },
  { value: ",", label: "Comma ," },
  { value: "\t", label: "Tab" },
  { value: "|", label: "Pipe |" },
]
export const TARGET_OPTIONS: Option[] = MAPPING_TARGETS.map((t) => ({
  value: t,
  label: t,
}))

/** A cell value as text: JSON compact for objects, a dash for nothing. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "–"
  return typeof value === "object" ? JSON.stringify(value) : String(value)
}

/** How a Process or Approve run ended, in words: `ok` when an order was created or now waits for approval. */
export function runOutcome(action: InboundAction, record: InboundRecord) {
  const verb = action === "process" ? "Processed" : "Approved"
  if (record.status === "approved")
    return { ok: true, title: `${verb}: the order was created.` }
  if (record.status === "awaiting_approval")
    return { ok: true, title: `${verb}: the order awaits approval.` }
  const label = STATUS[record.status]?.label ?? record.status
  return {
    ok: false,
    title: `${action === "process" ? "Processed" : "Not approved"}: the record is now ${label}.`,
    description: record.error_message ?? undefined,
  }
}
