import type { MedusaContainer } from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  MedusaError,
} from "@medusajs/framework/utils"
import {
  createStep,
  MedusaWorkflow,
  StepResponse,
} from "@medusajs/framework/workflows-sdk"

/** A call of one of the plugin's registered workflows (its id) with its input, as data. */
export type WorkflowCall = { workflow: string; input: Record<string, unknown> }

/** A finished call: what its cancellation needs (Medusa's own nested-workflow step keeps the same). */
type Done = { workflow: string; transaction: unknown }

/** Only the plugin's own workflows may be called: a call names its workflow by id. */
function workflowOf(id: string) {
  const workflow = id.startsWith("plugin-")
    ? MedusaWorkflow.getWorkflow(id)
    : undefined
  if (!workflow)
    throw new MedusaError(
      MedusaError.Types.INVALID_ARGUMENT,
      `No workflow of the plugin is named "${id}".`
    )
  return workflow
}

/**
 * Cancels finished calls, newest first: each runs its own steps'
 * compensations. A call that cannot be undone is logged and named in the
 * error, so that nobody takes a half-undone request for an untouched one.
 */
async function undo(container: MedusaContainer, done: Done[]) {
  const failed: string[] = []
  for (const call of [...done].reverse()) {
    try {
      await workflowOf(call.workflow)(container).cancel({
        transaction: call.transaction,
        container,
        context: { cancelingFromParentStep: true, preventReleaseEvents: true },
      })
    } catch (error) {
      failed.push(call.workflow)
      container
        .resolve(ContainerRegistrationKeys.LOGGER)
        .error(
          `Could not undo ${call.workflow}: ${(error as Error)?.stack ?? String(error)}`
        )
    }
  }
  if (failed.length)
    throw new MedusaError(
      MedusaError.Types.UNEXPECTED_STATE,
      `${failed.length} of ${done.length} earlier writes of this request could not be undone (${failed.join(", ")}); the shop's administrator has the details in the log.`
    )
}

/** The failing call's position travels with its error (meta.callIndex), beside what the error says itself. */
function atCall(error: unknown, index: number): unknown {
  if (error && typeof error === "object") {
    const e = error as { meta?: Record<string, unknown> }
    e.meta = { ...e.meta, callIndex: index }
  }
  return error
}

/**
 * Runs workflow calls one after another, all or nothing: when one fails, the
 * finished ones are cancelled (newest first, each by its own compensations)
 * and the failure is thrown with its position. Events of the calls are held
 * in this workflow's group: released when it succeeds, dropped when it fails.
 * The compensation cancels every call, for a later step that fails.
 */
export const runWorkflowCallsStep = createStep(
  "plugin-sync-run-workflow-calls",
  async (calls: WorkflowCall[], { container, context, idempotencyKey }) => {
    const done: Done[] = []
    for (const [index, call] of calls.entries()) {
      try {
        const { transaction } = await workflowOf(call.workflow)(container).run({
          input: call.input,
          container,
          context: {
            eventGroupId: context?.eventGroupId,
            transactionId: `${context?.transactionId ?? "sync"}-${index}`,
            parentStepIdempotencyKey: idempotencyKey,
            preventReleaseEvents: true,
          },
        })
        done.push({ workflow: call.workflow, transaction })
      } catch (error) {
        await undo(container, done)
        throw atCall(error, index)
      }
    }
    return new StepResponse(calls.length, done)
  },
  async (done, { container }) => {
    if (done?.length) await undo(container, done)
  }
)
