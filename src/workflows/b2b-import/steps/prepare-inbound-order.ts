import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { pluginOptions } from "../../../modules/plugin-settings"
import type { RowError } from "../../../modules/b2b-import/pipeline/types"
import { buildOrder } from "../order-building/build"
import { findOrderOfRecord, unreservedItemIds } from "../order-building/existing-order"
import { changesSinceImport } from "../order-building/order-input"
import { mappingRules, readAndMap, sourceNames } from "../order-building/read-and-map"
import type { OrderChange, PreparedOrder, ProfileRow } from "../order-building/types"
import { findOrderNumberHolder } from "../order-building/order-number"
import { b2bImport } from "../../../modules/b2b-import"

export type InboundAction = "process" | "approve"

/** What the analysis found: the next status, or an order ready to create. */
export type PrepareOutcome = {
  recordId: string
  profileId: string
  /** "ready": create the order now; "hold": wait for approval; else the record's new status. */
  next: "ready" | "hold" | "failed" | "parsed" | "mapped" | "awaiting_approval"
  errors: RowError[]
  lineCount: number | null
  externalNumber: string | null
  prepared: PreparedOrder | null
  changes: OrderChange[]
  /** An order an earlier, interrupted run created for this record, and whether the record is linked to it yet. */
  existingOrderId: string | null
  existingOrderLinked: boolean
}

async function loadProfile(container: MedusaContainer, profileId: string) {
  const [profile] = await b2bImport(container).listPluginB2bProfiles({ id: profileId }, { relations: ["mappings"] })
  return profile as (ProfileRow & { mappings: any[] }) | undefined
}

const fileLevel = (code: RowError["code"], message: string): RowError => ({ row: null, column: null, value: null, code, message })

async function analyseFile(container: MedusaContainer, record: any, base: PrepareOutcome): Promise<PrepareOutcome> {
  const profile = await loadProfile(container, record.profile_id)
  if (!profile) return { ...base, next: "failed", errors: [fileLevel("PROFILE_MISSING", "The record's import profile was deleted. Upload the file again with an existing profile.")] }
  if (!profile.active) return { ...base, next: "failed", errors: [fileLevel("PROFILE_INACTIVE", `The import profile "${profile.name}" is inactive. Activate it, then process the record again.`)] }
  const rules = mappingRules(profile, profile.mappings ?? [])
  const { result, fileErrors } = await readAndMap(container, record.file_key, profile, rules, pluginOptions(container).maxOrderLines)
  if (!result) return { ...base, next: "failed", errors: fileErrors }
  const outcome = { ...base, lineCount: result.lineCount, externalNumber: result.order.externalNumber }
  if (result.errors.length) return { ...outcome, next: "parsed", errors: result.errors }
  const holder = await findOrderNumberHolder(container, profile.id, result.order.externalNumber, record.id)
  if (holder) return { ...outcome, next: "failed", errors: [holder] }
  const built = await buildOrder(container, profile, result.order, sourceNames(rules))
  if (!built.prepared) return { ...outcome, next: "mapped", errors: built.errors }
  return { ...outcome, next: profile.approval_mode === "auto" ? "ready" : "hold", prepared: built.prepared }
}

async function recheckForApproval(container: MedusaContainer, record: any, base: PrepareOutcome): Promise<PrepareOutcome> {
  const before = record.prepared_order as PreparedOrder
  const profile = await loadProfile(container, record.profile_id)
  if (!profile) return { ...base, next: "awaiting_approval", errors: [fileLevel("PROFILE_MISSING", "The record's import profile was deleted; the order cannot be checked again.")] }
  const rules = mappingRules(profile, profile.mappings ?? [])
  const built = await buildOrder(container, profile, before.mapped, sourceNames(rules))
  const outcome = { ...base, lineCount: record.line_count, externalNumber: record.external_order_number }
  if (!built.prepared) {
    const changes = built.errors.map((e) => ({ row: e.row, sku: null, field: e.code, before: null, after: e.value, message: e.message }))
    return { ...outcome, next: "awaiting_approval", errors: built.errors, changes }
  }
  return { ...outcome, next: "ready", prepared: built.prepared, changes: changesSinceImport(before, built.prepared) }
}

const analyse = (container: MedusaContainer, record: any, base: PrepareOutcome, action: InboundAction) =>
  action === "approve" ? recheckForApproval(container, record, base) : analyseFile(container, record, base)

async function adoptedNeedsStock(container: MedusaContainer, orderId: string): Promise<boolean> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields: ["items.id"], filters: { id: orderId } })
  const itemIds = ((data[0]?.items ?? []) as { id: string }[]).map((i) => i.id)
  return (await unreservedItemIds(container, itemIds)).size > 0
}

/** The parse, map and validate stages (process), or the re-check of a waiting order (approve). Reads only. */
export const prepareInboundOrderStep = createStep(
  "plugin-b2b-prepare-inbound-order",
  async (input: { recordId: string; action: InboundAction }, { container }) => {
    const record = await b2bImport(container).retrievePluginB2bInboundRecord(input.recordId)
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
      existingOrderLinked: false,
    }
    const existing = await findOrderOfRecord(container, record.id)
    if (existing) {
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "plugin_b2b_inbound_record", fields: ["id", "order.id"], filters: { id: record.id } })
      const adopted = { next: "ready" as const, lineCount: record.line_count, externalNumber: record.external_order_number, existingOrderId: existing.id }
      // A run that died between creating the order and reserving its stock: the file's analysis gives the reservations.
      const prepared = (await adoptedNeedsStock(container, existing.id)) ? (await analyse(container, record, base, input.action)).prepared : null
      return new StepResponse({ ...base, ...adopted, prepared, existingOrderLinked: data[0]?.order?.id === existing.id })
    }
    return new StepResponse(await analyse(container, record, base, input.action))
  }
)
