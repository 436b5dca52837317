import { Presets, SingleBar } from "cli-progress"
import type { Command } from "commander"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { RowError } from "../../modules/b2b-import/pipeline/types"
import { WENT_THROUGH_STATUSES } from "../../modules/b2b-import/status-machine"
import {
  type PendingOutcome,
  processInboundRecordWorkflow,
  processPendingRecords,
} from "../../workflows/b2b-import"
import { b2bImport } from "../../modules/b2b-import"
import { CommandContext, EXIT, UsageError } from "../context"
import { rejectOne } from "./b2b-decision"
import { checkUsage, type Options } from "./b2b-process-usage"

/** Who the record's history names for runs started here. */
const ACTOR = "cli"
/** Outcomes with nothing for the clerk to fix: a run that went through, or a record another run took. */
const WENT_THROUGH: readonly PendingOutcome["status"][] = [
  ...WENT_THROUGH_STATUSES,
  "skipped",
]

/** One row error as a clerk reads it: `line 17, column 'SKU': …`. */
function describeRowError(error: RowError): string {
  const where = [
    error.row !== null ? `line ${error.row}` : null,
    error.column !== null ? `column '${error.column}'` : null,
  ]
    .filter(Boolean)
    .join(", ")
  return where ? `${where}: ${error.message}` : error.message
}

async function runOne(
  container: MedusaContainer,
  ctx: CommandContext,
  id: string,
  options: Options
): Promise<number> {
  if (options.reject !== undefined)
    return rejectOne(container, ctx, id, options.reject, ACTOR)
  const { result: record } = await processInboundRecordWorkflow(container).run({
    input: {
      recordId: id,
      action: options.approve ? "approve" : "process",
      actor: ACTOR,
      acceptChanges: !!options.acceptChanges,
      acceptWith: "--accept-changes",
    },
  })
  ctx.out(`Inbound record ${record.id} (${record.file_name})`)
  ctx.out(`Status:   ${record.status}`)
  ctx.out(`Order id: ${record.order_id ?? "none"}`)
  if (record.error_message) ctx.out(`Error:    ${record.error_message}`)
  for (const error of (record.errors ?? []) as RowError[])
    ctx.out(`  ${describeRowError(error)}`)
  for (const change of (record.changes ?? []) as { message: string }[])
    ctx.out(`  Changed since import: ${change.message}`)
  if (record.status === "awaiting_approval")
    ctx.out(`Approve it with: plugin:b2b:process ${record.id} --approve`)
  return WENT_THROUGH.includes(record.status) ? EXIT.OK : EXIT.FAILED
}

/** A progress bar on stderr while records are processed, only when a person watches (stderr is a terminal). */
function progressBar() {
  if (!process.stderr.isTTY) return { update: () => {}, stop: () => {} }
  const bar = new SingleBar(
    {
      stream: process.stderr,
      format: "Pending records [{bar}] {value}/{total} {file}",
      hideCursor: true,
    },
    Presets.shades_classic
  )
  let started = false
  return {
    update: (done: number, total: number, outcome: PendingOutcome) => {
      if (!started) bar.start(total, 0, { file: "" })
      started = true
      bar.update(done, { file: outcome.fileName })
    },
    stop: () => started && bar.stop(),
  }
}

/** An unknown --profile is wrong usage (exit 2): the pass would silently find nothing. */
async function assertProfileExists(
  container: MedusaContainer,
  profileId: string
) {
  const [profile] = await b2bImport(container).listImportProfiles(
    { id: profileId },
    { select: ["id"], take: 1 }
  )
  if (!profile)
    throw new UsageError(
      `There is no import profile with id "${profileId}". Check the id (see Settings → B2B import profiles).`
    )
}

async function runPending(
  container: MedusaContainer,
  ctx: CommandContext,
  { limit, profileId }: { limit?: number; profileId?: string }
): Promise<number> {
  if (profileId) await assertProfileExists(container, profileId)
  const notThrough: PendingOutcome[] = []
  const bar = progressBar()
  const summary = await processPendingRecords(container, {
    limit,
    profileId,
    actor: ACTOR,
    onProgress: (done, total, outcome) => {
      bar.update(done, total, outcome)
      if (!WENT_THROUGH.includes(outcome.status)) notThrough.push(outcome)
    },
  }).finally(() => bar.stop())
  if (!summary.total) {
    ctx.out("No pending records.")
    return EXIT.OK
  }
  const { approved, awaiting_approval, skipped } = summary.byStatus
  ctx.out(
    `Processed ${summary.total} pending record(s): ${approved} approved, ${awaiting_approval} awaiting approval, ${notThrough.length} failed, ${skipped} skipped.`
  )
  for (const outcome of notThrough) {
    const how =
      outcome.status === "error" ? "could not be processed" : outcome.status
    ctx.out(
      `  ${outcome.id} (${outcome.fileName}): ${how}: ${outcome.message ?? "no message"}`
    )
  }
  return summary.failures.length ? EXIT.FAILED : EXIT.OK
}

/**
 * `plugin:b2b:process [inboundRecordId] [--pending [--profile ID] [--limit N]] [--approve]`: runs the import
 * pipeline on one record or on every pending one (held records only by id).
 */
export function b2bProcessCommand(
  cli: Command,
  ctx: CommandContext,
  result: { code: number }
) {
  cli
    .command("plugin:b2b:process")
    .description(
      "Process (or approve) one inbound order file, or every pending one, and print the outcome"
    )
    .argument(
      "[inboundRecordId]",
      "id of the inbound record (32 hexadecimal characters)"
    )
    .option(
      "--pending",
      "process every pending record, oldest first (held records are left)"
    )
    .option(
      "--approve",
      "approve the record (it must be awaiting approval) instead of processing it"
    )
    .option(
      "--accept-changes",
      "with --approve: approve although prices moved beyond the profile's tolerance since the import"
    )
    .option(
      "--reject <reason>",
      "reject the record with the reason (no order; final)"
    )
    .option("--limit <n>", "with --pending: process at most n records")
    .option(
      "--profile <id>",
      "with --pending: only the records of this import profile"
    )
    .action(async (id: string | undefined, options: Options) => {
      const usage = checkUsage(id, options)
      const { container, shutdown } = await ctx.boot()
      try {
        result.code = usage.id
          ? await runOne(container, ctx, usage.id, options)
          : await runPending(container, ctx, usage)
      } finally {
        await shutdown()
      }
    })
}
