import type { InboundAction } from "../../status-machine"
import type { InboundStatus } from "../../types"
import { fileError, missingRequiredMappings, sourceNames } from "../read-file"
import type { MappedOrder, MappingRule, MapResult, RowError } from "../types"
import { placedAll } from "../places"
import { changesSinceImport } from "./order-input"
import type {
  OrderChange,
  OrderContext,
  PreparedOrder,
  ProfileRow,
} from "./types"
import { validateOrder } from "./validate-order"

/** The record fields a run reads. */
type RecordFacts = {
  id: string
  profile_id: string
  file_key: string
  line_count: number | null
  external_order_number: string | null
  prepared_order: unknown
}

/** What the import's first step loads: the record, its profile with rules, and an order an interrupted run created for it. */
export type LoadedRecord = {
  record: RecordFacts
  profile: ProfileRow | null
  rules: MappingRule[]
  /**
   * An order an earlier, interrupted run created for this record; `needsStock` when its reservations are missing;
   * `externalNumber` the ERP order number it carries (a first process run killed before it wrote the record never
   * put the number on the record).
   */
  existingOrder: {
    id: string
    needsStock: boolean
    externalNumber?: string | null
  } | null
}

/** The parse and map stages' result: null when the run did not read the file. */
export type FileRead = { result?: MapResult; fileErrors: RowError[] } | null

/** What the analysis found: the next status, or an order ready to create. */
export type PrepareOutcome = {
  recordId: string
  profileId: string
  /** "ready": create the order now; "hold": wait for approval; else the record's new status. */
  next: "ready" | "hold" | Exclude<InboundStatus, "pending" | "approved">
  errors: RowError[]
  lineCount: number | null
  externalNumber: string | null
  prepared: PreparedOrder | null
  changes: OrderChange[]
  /** An order an earlier, interrupted run created for this record: adopted, never created twice. */
  existingOrderId: string | null
}

/** A run reads the file when it processes (approve works from the order kept at import) and nothing stops it before. */
export function needsFile(
  action: InboundAction,
  loaded: LoadedRecord
): boolean {
  const { profile, existingOrder } = loaded
  if (action !== "process" || !profile?.active) return false
  if (existingOrder && !existingOrder.needsStock) return false
  return !missingRequiredMappings(profile, loaded.rules)
}

/** The mapped order to check against the shop, when the run got that far. */
export function orderToValidate(
  action: InboundAction,
  loaded: LoadedRecord,
  read: FileRead
): MappedOrder | null {
  if (!loaded.profile) return null
  if (action === "approve")
    return (
      (loaded.record.prepared_order as PreparedOrder | null)?.mapped ?? null
    )
  const result = read?.result
  if (!result) return null
  if (!result.errors.length) return result.order
  // A file with mapping problems is still checked against the shop, line by line as far as they could be read.
  return {
    ...result.order,
    lines: [...result.order.lines, ...(result.partialLines ?? [])].sort(
      (a, b) => a.row - b.row
    ),
  }
}

/** Row errors in the file's order: the whole file's first, then by line (stable within a line). */
function byRow(errors: RowError[]): RowError[] {
  return errors
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (a.e.row ?? -1) - (b.e.row ?? -1) || a.i - b.i)
    .map(({ e }) => e)
}

function analyseFile(
  loaded: LoadedRecord,
  read: FileRead,
  context: OrderContext | null,
  base: PrepareOutcome
): PrepareOutcome {
  const { profile, rules } = loaded
  if (!profile)
    return {
      ...base,
      next: "failed",
      errors: [
        fileError(
          "PROFILE_MISSING",
          "The record's import profile was deleted. Upload the file again with an existing profile."
        ),
      ],
    }
  if (!profile.active)
    return {
      ...base,
      next: "failed",
      errors: [
        fileError(
          "PROFILE_INACTIVE",
          `The import profile "${profile.name}" is inactive. Activate it, then process the record again.`
        ),
      ],
    }
  const missing = missingRequiredMappings(profile, rules)
  if (missing) return { ...base, next: "failed", errors: [missing] }
  const result = read?.result
  if (!result)
    return { ...base, next: "failed", errors: read?.fileErrors ?? [] }
  const outcome = {
    ...base,
    lineCount: result.lineCount,
    externalNumber: result.order.externalNumber,
  }
  if (result.errors.length) {
    // Every stage that can run reports at once; the status names the first that failed.
    const later = context
      ? validateOrder(
          profile,
          orderToValidate("process", loaded, read)!,
          context,
          sourceNames(rules)
        ).errors.filter((e) => e.code !== "CUSTOMER_MISSING")
      : []
    return {
      ...outcome,
      next: "parsed",
      errors: placedAll(byRow([...result.errors, ...later]), result.places),
    }
  }
  if (context?.numberHolder)
    return { ...outcome, next: "failed", errors: [context.numberHolder] }
  const built = validateOrder(
    profile,
    result.order,
    context!,
    sourceNames(rules)
  )
  if (!built.prepared)
    return {
      ...outcome,
      next: "mapped",
      errors: placedAll(built.errors, result.places),
    }
  return {
    ...outcome,
    next: profile.approval_mode === "auto" ? "ready" : "hold",
    prepared: built.prepared,
  }
}

function recheckForApproval(
  loaded: LoadedRecord,
  context: OrderContext | null,
  base: PrepareOutcome
): PrepareOutcome {
  const { record, profile, rules } = loaded
  if (!profile)
    return {
      ...base,
      next: "awaiting_approval",
      errors: [
        fileError(
          "PROFILE_MISSING",
          "The record's import profile was deleted; the order cannot be checked again."
        ),
      ],
    }
  // Read under the order number's lock: another order took the number meanwhile (its record was deleted).
  if (context?.numberHolder)
    return {
      ...base,
      lineCount: record.line_count,
      externalNumber: record.external_order_number,
      next: "awaiting_approval",
      errors: [context.numberHolder],
    }
  const before = record.prepared_order as PreparedOrder
  const built = validateOrder(
    profile,
    before.mapped,
    context!,
    sourceNames(rules)
  )
  const outcome = {
    ...base,
    lineCount: record.line_count,
    externalNumber: record.external_order_number,
  }
  // What keeps the order from being created is in the errors; `changes` stays for what changed (the check lists both).
  if (!built.prepared)
    return {
      ...outcome,
      next: "awaiting_approval",
      errors: built.errors,
      changes: [],
    }
  return {
    ...outcome,
    next: "ready",
    prepared: built.prepared,
    changes: changesSinceImport(before, built.prepared),
  }
}

/**
 * The pipeline's decision for one run, from what the steps loaded: process
 * (parse → map → validate) or approve (re-check the kept order). An order an
 * interrupted run created is adopted; its analysis only gives the stock
 * reservations it still lacks.
 */
export function decideOutcome(input: {
  action: InboundAction
  loaded: LoadedRecord
  read: FileRead
  context: OrderContext | null
}): PrepareOutcome {
  const { action, loaded, read, context } = input
  const { record, existingOrder } = loaded
  const base: PrepareOutcome = {
    recordId: record.id,
    profileId: record.profile_id,
    next: "failed",
    errors: [],
    lineCount: null,
    externalNumber: null,
    prepared: null,
    changes: [],
    existingOrderId: null,
  }
  const analysed =
    action === "approve"
      ? recheckForApproval(loaded, context, base)
      : analyseFile(loaded, read, context, base)
  if (!existingOrder) return analysed
  return {
    ...base,
    next: "ready",
    lineCount: record.line_count ?? analysed.lineCount,
    // The adopted order claims the number it carries, so a file with it later is refused.
    externalNumber:
      record.external_order_number ?? existingOrder.externalNumber ?? null,
    existingOrderId: existingOrder.id,
    prepared: existingOrder.needsStock ? analysed.prepared : null,
  }
}
