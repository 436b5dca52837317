import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { runWorkflowCallsWorkflow } from "../../workflows/sync"
import { ApiError, type ApiErrorInit } from "../errors"
import { toApiErrorResponse } from "../http/error-mapper"
import type { SyncPlan } from "./plan"

/**
 * Runs a plan's writes all or nothing. A write that fails when it runs (a
 * role name taken meanwhile, a mapping's profile deleted earlier in the
 * request) undoes the writes before it; the answer is that write's error at
 * its item's pointer (a field the error names is appended, e.g.
 * `/write-mappings/2/profileId`).
 */
export async function runSyncPlan(container: MedusaContainer, plan: SyncPlan) {
  if (!plan.calls.length) return
  try {
    await runWorkflowCallsWorkflow(container).run({
      input: { calls: plan.calls },
    })
  } catch (error) {
    const meta = (error as { meta?: Record<string, unknown> })?.meta
    const index = typeof meta?.callIndex === "number" ? meta.callIndex : -1
    if (meta) delete meta.callIndex
    const logger = container.resolve(ContainerRegistrationKeys.LOGGER, {
      allowUnregistered: true,
    })
    const { body } = toApiErrorResponse(error, logger)
    const at = plan.pointers[index]
    const items: ApiErrorInit[] = body.errors.map((e) => ({
      status: Number(e.status),
      code: e.code,
      title: e.title,
      detail: e.detail,
      pointer: at ? `${at}${e.source?.pointer ?? ""}` : e.source?.pointer,
      ...(e.meta && Object.keys(e.meta).length ? { meta: e.meta } : {}),
    }))
    throw new ApiError(items[0], ...items.slice(1))
  }
}
