import type { MedusaContainer } from "@medusajs/framework/types"
import { rejectInboundRecordWorkflow } from "../../workflows/b2b-import"
import { CommandContext, EXIT, UsageError } from "../context"

/** The clerk's decisions `plugin:b2b:process` takes besides processing: reject with a reason, approve accepting changes. */
export type DecisionOptions = {
  pending?: boolean
  approve?: boolean
  reject?: string
  acceptChanges?: boolean
}

/** Wrong combinations of --reject and --accept-changes (exit code 2), checked before the app boots. */
export function checkDecisionUsage(options: DecisionOptions) {
  if (options.reject !== undefined) {
    if (options.pending || options.approve)
      throw new UsageError(
        "--reject rejects one record: give its id, without --pending or --approve."
      )
    const reason = options.reject.trim()
    if (!reason || reason.length > 500)
      throw new UsageError(
        '--reject expects the reason in words (1 to 500 characters), e.g. --reject "The customer cancelled".'
      )
  }
  if (options.acceptChanges && !options.approve)
    throw new UsageError("--accept-changes applies to --approve only.")
}

/** Rejects one record with the reason; prints who, when and why. Exit 0 (a refusal throws: exit 1 with words). */
export async function rejectOne(
  container: MedusaContainer,
  ctx: CommandContext,
  id: string,
  reason: string,
  actor: string
): Promise<number> {
  const { result: record } = await rejectInboundRecordWorkflow(container).run({
    input: { id, reason: reason.trim(), actor },
  })
  ctx.out(`Inbound record ${record.id} (${record.file_name})`)
  ctx.out(`Status:   ${record.status}`)
  ctx.out(`Reason:   ${record.rejection_reason}`)
  return EXIT.OK
}
