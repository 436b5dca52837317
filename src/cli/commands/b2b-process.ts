import { Presets, SingleBar } from "cli-progress"
import type { Command } from "commander"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { RowError } from "../../modules/b2b-import/pipeline/types"
import {
  type PendingOutcome,
  processPendingRecords,
} from "../../operations/b2b-import/process-pending"
import { runInboundAction } from "../../operations/b2b-import/run-inbound-action"
import { CommandContext, EXIT, UsageError } from "../context"

type Options = { pending?: boolean; approve?: boolean; limit?: string }

/** Who the record's history names for runs started here. */
const ACTOR = "cli"
const RECORD_ID = /^[0-9a-f]{32}$/i
/** Statuses a run may end in without anything for the clerk to fix. */
const WENT_THROUGH: PendingOutcome["status"][] = [
  "approved",
  "awaiting_approval",
  "skipped",
]

/** Checks the arguments before the app boots; returns the record id (lower case) or the --limit for --pending. */
function checkUsage(
  id: string | undefined,
  options: Options
): { id?: string; limit?: number } {
  if (id !== undefined && options.pending)
    throw new UsageError(
      "Give either an inbound record id or --pending, not both."
    )
  if (options.approve && options.pending)
    throw new UsageError(
      "--approve approves one record: give its id instead of --pending."
    )
  if (id === undefined && !options.pending) {
    throw new UsageError(
      "Give the id of an inbound record (32 hexadecimal characters), or --pending to process every pending record."
    )
  }
  if (options.limit !== undefined && !options.pending)
    throw new UsageError("--limit applies to --pending only.")
  if (options.limit !== undefined && !/^[1-9]\d*$/.test(options.limit.trim())) {
    throw new UsageError(
      `--limit expects a whole number of at least 1, got "${options.limit}".`
    )
  }
  if (id !== undefined && !RECORD_ID.test(id)) {
    throw new UsageError(
      `"${id}" is not an inbound record id: expected 32 hexadecimal characters, e.g. 0f8fad5bd9cb469fa16570867728950e.`
    )
  }
  return options.pending
    ? { limit: options.limit === undefined ? undefined : Number(options.limit) }
    : { id: id!.toLowerCase() }
}

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
  approve: boolean
): Promise<number> {
  const record = await runInboundAction(container, {
    id,
    action: approve ? "approve" : "process",
    actor: ACTOR,
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

async function runPending(
  container: MedusaContainer,
  ctx: CommandContext,
  limit: number | undefined
): Promise<number> {
  const notThrough: PendingOutcome[] = []
  const bar = progressBar()
  const summary = await processPendingRecords(container, {
    limit,
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

/** `plugin:b2b:process [inboundRecordId] [--pending] [--approve] [--limit N]`: runs the import pipeline on one record or on every pending one. */
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
    .option("--pending", "process every pending record, oldest first")
    .option(
      "--approve",
      "approve the record (it must be awaiting approval) instead of processing it"
    )
    .option("--limit <n>", "with --pending: process at most n records")
    .action(async (id: string | undefined, options: Options) => {
      const usage = checkUsage(id, options)
      const { container, shutdown } = await ctx.boot()
      try {
        result.code = usage.id
          ? await runOne(container, ctx, usage.id, !!options.approve)
          : await runPending(container, ctx, usage.limit)
      } finally {
        await shutdown()
      }
    })
}
