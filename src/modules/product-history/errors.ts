import { MedusaError } from "@medusajs/framework/utils"

/** Stable codes of the product history's refusals, declared once; both API dialects answer with them. */
export const HISTORY_ERROR_CODES = {
  ENTRY_NOT_FOUND: "PLUGIN_HISTORY__ENTRY_NOT_FOUND",
  CHANGE_SET_NOT_FOUND: "PLUGIN_HISTORY__CHANGE_SET_NOT_FOUND",
  PRODUCT_NOT_FOUND: "PLUGIN_HISTORY__PRODUCT_NOT_FOUND",
  NOT_ROLLBACKABLE: "PLUGIN_HISTORY__NOT_ROLLBACKABLE",
  CHANGED_SINCE: "PLUGIN_HISTORY__FIELD_CHANGED_SINCE",
  PDF_FONT_MISSING: "PLUGIN_HISTORY__PDF_FONT_MISSING",
} as const
export type HistoryErrorCode =
  (typeof HISTORY_ERROR_CODES)[keyof typeof HISTORY_ERROR_CODES]

/** A MedusaError of the product history carrying one of its stable codes, and data for the error body. */
export class HistoryError extends MedusaError {
  constructor(
    type: keyof typeof MedusaError.Types,
    code: HistoryErrorCode,
    message: string,
    readonly meta?: Record<string, unknown>
  ) {
    super(MedusaError.Types[type], message, code)
  }
}
