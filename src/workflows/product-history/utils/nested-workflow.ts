import type { Context, MedusaContainer } from "@medusajs/framework/types"
import { TransactionHandlerType } from "@medusajs/framework/utils"
import type {
  ReturnWorkflow,
  StepExecutionContext,
  WorkflowResult,
} from "@medusajs/framework/workflows-sdk"

/**
 * What a step keeps to cancel a workflow it ran nested, as Medusa's
 * `runAsStep` keeps it: the run's transaction (and its id).
 */
export type NestedRun = {
  transactionId: string
  transaction?: WorkflowResult["transaction"]
}

type Nestable<TInput, TResult> = ReturnWorkflow<TInput, TResult, unknown[]>

/** The context `runAsStep` gives a nested run (create-workflow.js): the parent's, its events held until the parent ends. */
function nestedContext(
  step: StepExecutionContext,
  transactionId: string
): Context {
  return {
    ...step.context,
    transactionId,
    parentStepIdempotencyKey: step.idempotencyKey,
    preventReleaseEvents: true,
    runId: step.runId,
  }
}

const nestedId = (name: string, step: StepExecutionContext, key?: string) =>
  [`${name}-as-step`, step.transactionId, key].filter(Boolean).join("-")

/**
 * Runs `workflow` as a nested workflow of the step, as `workflow.runAsStep`
 * does, but from inside the step's code: the caller wraps it in what only
 * code can give (the history actor the capture records, an
 * AsyncLocalStorage scope a composed step cannot open around another).
 * `key` tells apart several runs of one step. A failed run has already
 * been compensated by Medusa when this throws.
 */
export async function runNested<TInput, TResult>(
  workflow: Nestable<TInput, TResult>,
  step: StepExecutionContext,
  input: TInput,
  key?: string
): Promise<{ result: TResult; run: NestedRun }> {
  const transactionId = nestedId(workflow.getName(), step, key)
  const { result, transaction } = await workflow(step.container).run({
    input,
    context: nestedContext(step, transactionId),
  })
  return { result, run: { transactionId, transaction } }
}

/**
 * Cancels a nested run: Medusa runs the compensation of each of its steps,
 * newest first (what `runAsStep`'s compensation does). Answers the errors
 * of compensations that failed, for the caller to judge.
 */
export async function cancelNested<TInput, TResult>(
  workflow: Nestable<TInput, TResult>,
  container: MedusaContainer,
  step: StepExecutionContext,
  run: NestedRun
): Promise<Error[]> {
  const { transaction } = await workflow(container).cancel({
    transaction: run.transaction,
    transactionId: run.transactionId,
    container,
    context: {
      ...nestedContext(step, run.transactionId),
      cancelingFromParentStep: true,
    },
    throwOnError: false,
  })
  return transaction
    .getErrors(TransactionHandlerType.COMPENSATE)
    .map((failure) => failure.error as Error)
}
