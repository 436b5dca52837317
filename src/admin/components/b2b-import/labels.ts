import type { TFunction } from "i18next"
import {
  APPROVAL_MODES,
  CSV_ENCODINGS,
  CUSTOMER_LOOKUPS,
  DEFAULT_FILE_PRICES,
  FILE_FORMATS,
  FILE_PRICES,
  INBOUND_STATUSES,
  PRICE_SOURCES,
  STARTING_STATUSES,
  type FileFormat,
} from "../../../types/b2b-import"
import type { InboundStatus } from "./types"

export type Option = { value: string; label: string }

type BadgeColor = "green" | "red" | "blue" | "orange" | "grey" | "purple"

/** Each status's badge colour: orange and red need a clerk, blue waits for approval. */
export const STATUS_COLOR: Record<InboundStatus, BadgeColor> = {
  pending: "grey",
  parsed: "orange",
  mapped: "orange",
  failed: "red",
  awaiting_approval: "blue",
  approved: "green",
  rejected: "grey",
}

/** A status in the owner's words ("Waiting for your approval"), unknown ones as they are. */
export const statusLabel = (t: TFunction, status: string) =>
  t(`import.status.${status}.label`, { defaultValue: status })

/** What a status means, one sentence. */
export const statusHint = (t: TFunction, status: string) =>
  t(`import.status.${status}.hint`, { defaultValue: "" })

export const statusOptions = (t: TFunction): Option[] =>
  INBOUND_STATUSES.map((s) => ({ value: s, label: statusLabel(t, s) }))

/** Statuses a record can be processed from. */
export const PROCESSABLE: readonly InboundStatus[] = STARTING_STATUSES.process

/** Options of an enumeration whose words live under `import.<group>.<value>`. */
const wordsOf =
  (group: string, values: readonly string[]) =>
  (t: TFunction): Option[] =>
    values.map((value) => ({ value, label: t(`import.${group}.${value}`) }))

export const approvalOptions = wordsOf("approval", APPROVAL_MODES)
export const formatOptions = wordsOf("format", FILE_FORMATS)
export const lookupOptions = wordsOf("lookup", CUSTOMER_LOOKUPS)
export const priceOptions = wordsOf("priceSource", PRICE_SOURCES)
export const encodingOptions = wordsOf("encoding", CSV_ENCODINGS)

export const formatLabel = (t: TFunction, format: string) =>
  t(`import.format.${format}`, { defaultValue: format })
/** Every format in words, as a list ("CSV, JSON, openTRANS (XML)"). */
export const formatNames = (t: TFunction) =>
  FILE_FORMATS.map((f) => formatLabel(t, f)).join(", ")
export const approvalLabel = (t: TFunction, mode: string) =>
  t(`import.approval.${mode}`, { defaultValue: mode })
export const lookupLabel = (t: TFunction, lookup: string) =>
  t(`import.lookup.${lookup}`, { defaultValue: lookup })
export const priceSourceLabel = (t: TFunction, source: string) =>
  t(`import.priceSource.${source}`, { defaultValue: source })

/** The "not set" choice of file prices names what the format's default means. */
export const filePricesOptions = (
  t: TFunction,
  format: FileFormat
): Option[] => [
  {
    value: "default",
    label: t("import.filePrices.default", {
      format: formatLabel(t, format),
      prices: t(`import.filePrices.short.${DEFAULT_FILE_PRICES[format]}`),
    }),
  },
  ...wordsOf("filePrices.choice", FILE_PRICES)(t),
]

export const decimalOptions = (t: TFunction): Option[] => [
  { value: ".", label: t("import.decimal.point") },
  { value: ",", label: t("import.decimal.comma") },
]

/** "auto" stands for null: detect the delimiter from the file. */
export const delimiterOptions = (t: TFunction): Option[] => [
  { value: "auto", label: t("import.delimiter.auto") },
  { value: ";", label: t("import.delimiter.semicolon") },
  { value: ",", label: t("import.delimiter.comma") },
  { value: "\t", label: t("import.delimiter.tab") },
  { value: "|", label: t("import.delimiter.pipe") },
]

/** A cell value as text: JSON compact for objects, a dash for nothing. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "–"
  return typeof value === "object" ? JSON.stringify(value) : String(value)
}
