import { MedusaError } from "@medusajs/framework/utils"

/** Stable codes of the B2B import's refusals, declared once; both API dialects answer with them. */
export const B2B_ERROR_CODES = {
  INVALID_PROFILE_ID: "PLUGIN_B2B__INVALID_PROFILE_ID",
  FILE_MISSING: "PLUGIN_B2B__FILE_MISSING",
  INVALID_STATUS_TRANSITION: "PLUGIN_B2B__INVALID_STATUS_TRANSITION",
  RECORD_NOT_FOUND: "PLUGIN_B2B__INBOUND_RECORD_NOT_FOUND",
  RECORD_BUSY: "PLUGIN_B2B__INBOUND_RECORD_BUSY",
  DUPLICATE_ORDER_NUMBER: "PLUGIN_B2B__DUPLICATE_ORDER_NUMBER",
  CHANGES_NEED_ACCEPTANCE: "PLUGIN_B2B__CHANGES_NEED_ACCEPTANCE",
  FILE_GONE: "PLUGIN_B2B__FILE_GONE",
  DUPLICATE_FILE: "PLUGIN_B2B__DUPLICATE_FILE",
  INVALID_HOLD: "PLUGIN_B2B__INVALID_HOLD",
  /** The record has an order an interrupted run created; it must be linked (or cancelled) first. */
  LEFTOVER_ORDER: "PLUGIN_B2B__LEFTOVER_ORDER",
  /** A pending record has no order response yet: nothing is decided (409). */
  RESPONSE_NOT_DECIDED: "PLUGIN_B2B__ORDER_RESPONSE_NOT_DECIDED",
  /** The Accept header names no document the order response is available in (406, both dialects). */
  NOT_ACCEPTABLE: "PLUGIN_B2B__NOT_ACCEPTABLE",
} as const
export type B2bErrorCode =
  (typeof B2B_ERROR_CODES)[keyof typeof B2B_ERROR_CODES]

/** A MedusaError of the B2B import carrying one of its stable codes. */
export function b2bError(
  type: keyof typeof MedusaError.Types,
  code: B2bErrorCode,
  message: string
): MedusaError {
  return new MedusaError(MedusaError.Types[type], message, code)
}
