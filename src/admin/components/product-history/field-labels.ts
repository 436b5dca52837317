import { useMemo } from "react"
import { usePluginTranslation } from "../../lib/i18n"
import { formatPrice } from "./price-chart-data"
import { FIELD_NAMES, isPriceField, SOURCES, type HistoryEntry } from "./types"

/** Fields with a label of their own: the tracked ones and the entries of a product's or variant's creation or deletion. */
const LABELLED = new Set<string>([...FIELD_NAMES, "product", "variant"])

/** Fields counted in pieces: their values are shown with the unit. */
const PIECES = ["stock", "stock.reserved"]

/** The i18n key of a field's label: `price.gross` → `history.fields.price_gross` (a dot would nest the key). */
const fieldKey = (field: string) =>
  `history.fields.${field.replace(/\./g, "_")}`

/**
 * Human words for what the history records, the one table the list, the
 * filter, the drawer and the widget use: field names (`price.gross` →
 * "Gross price", `metadata.origin` → "Metadata “origin”"), their units, and
 * sources (`cli` → "Console"). A name the table does not know (typed in the
 * console) is shown as it is.
 */
export function useHistoryLabels() {
  const { t, i18n } = usePluginTranslation()
  return useMemo(() => {
    /** A field's label; given the entry, a product's or variant's creation or deletion says which. */
    const field = (
      of: string | Pick<HistoryEntry, "field_name" | "new_value">
    ): string => {
      const name = typeof of === "string" ? of : of.field_name
      if (typeof of !== "string" && (name === "product" || name === "variant"))
        return t(
          `history.fields.${name}_${of.new_value == null ? "deleted" : "created"}`
        )
      if (name.startsWith("metadata."))
        return t("history.fields.metadata", {
          key: name.slice("metadata.".length),
        })
      return LABELLED.has(name) ? t(fieldKey(name)) : name
    }
    const unit = (name: string) =>
      PIECES.includes(name) ? t("history.units.pieces") : undefined
    const source = (name: string | null | undefined) => {
      if (!name) return ""
      return SOURCES.includes(name) ? t(`history.sources.${name}`) : name
    }
    /** Who made a change: the person or integration, else (the answer names the source then) the source in words. */
    const by = (changedBy: string | null, sourceName: string | null) =>
      !changedBy || changedBy === sourceName ? source(sourceName) : changedBy
    /** A value as the list shows it, with the field's unit: "12 pcs". */
    const value = (name: string, display: string) => {
      const u = unit(name)
      return display && u ? `${display} ${u}` : display
    }
    /** One side of an entry as the screens show it: prices in the admin's language ("304,76 €"), else the server's display value with the unit. */
    const side = (entry: HistoryEntry, which: "old" | "new") => {
      const raw = which === "old" ? entry.old_value : entry.new_value
      const currency = entry.context_data?.currency_code
      if (
        isPriceField(entry.field_name) &&
        typeof raw === "number" &&
        typeof currency === "string"
      )
        return formatPrice(raw, currency, i18n.language)
      return value(
        entry.field_name,
        which === "old" ? entry.old_value_display : entry.new_value_display
      )
    }
    return {
      field,
      side,
      unit,
      source,
      by,
      value,
      /** The filter's options: every tracked field by its label, alphabetically in the admin's language. */
      fieldOptions: FIELD_NAMES.map((name) => ({
        value: name,
        label: field(name),
      })).sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
      sourceOptions: SOURCES.map((name) => ({
        value: name,
        label: source(name),
      })),
    }
  }, [t, i18n])
}

export type HistoryLabels = ReturnType<typeof useHistoryLabels>
