import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { apiAccess } from "../../../modules/api-access"
import type { RbacCarryOverTrigger } from "./plan-rbac-carry-over"

export type RbacCarryOverRecord = {
  trigger: RbacCarryOverTrigger
  rolesCreated: number
  linksCreated: number
  lines: string[]
}

/** The summary line of a run, as logged and stored. */
export function carryOverSummary(record: RbacCarryOverRecord): string {
  if (!record.rolesCreated && !record.linksCreated)
    return "RBAC carry-over: nothing new to carry over; every role and assignment of the plugin already has its Medusa role. The plugin's own roles are unchanged."
  return `RBAC carry-over: ${record.rolesCreated} Medusa role(s) created, ${record.linksCreated} assignment(s) of users and integrations carried. The plugin's own roles are unchanged (they apply again if MEDUSA_FF_RBAC is switched off).`
}

/**
 * Notes the run in the plugin's own table (the first row is the marker the
 * first start looks for) and logs one line per role and assignment carried,
 * then the summary. The compensation removes the row.
 */
export const recordRbacCarryOverStep = createStep(
  "plugin-record-rbac-carry-over",
  async (record: RbacCarryOverRecord, { container }) => {
    const summary = carryOverSummary(record)
    const [row] = await apiAccess(container).createRbacCarryOvers([
      {
        trigger: record.trigger,
        roles_created: record.rolesCreated,
        links_created: record.linksCreated,
        summary: [...record.lines, summary].join("\n"),
      },
    ])
    const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
    for (const line of record.lines) logger.info(`RBAC carry-over: ${line}`)
    logger.info(summary)
    return new StepResponse({ ...record, summary }, row.id)
  },
  async (id, { container }) => {
    if (id) await apiAccess(container).deleteRbacCarryOvers([id])
  }
)
