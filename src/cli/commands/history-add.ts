import type { Command } from "commander"
import { z } from "@medusajs/framework/zod"
import { addHistoryEntryWorkflow } from "../../workflows/product-history"
import { manualValueProblem } from "../../modules/product-history/manual-values"
import { freeText } from "../../utils/text-rule"
import { CommandContext, UsageError } from "../context"

/** A value on the command line: JSON when it parses (12.5, true, {"a":1}, "text"), else the text itself; empty is no value. */
function parseValue(raw: string | undefined): unknown {
  if (raw === undefined || raw === "") return null
  try {
    return JSON.parse(raw)
  } catch {
    return raw
  }
}

const optionsSchema = z.object({
  productNumber: z
    .string({
      error: "--productNumber is required (a product handle or a variant SKU)",
    })
    .trim()
    .min(1, "--productNumber must not be empty"),
  field: z
    .string({ error: "--field is required, e.g. price.gross" })
    .trim()
    .min(1, "--field must not be empty")
    .max(200),
  oldValue: z.string().optional(),
  newValue: z.string().optional(),
  source: z.string().trim().min(1).max(100).default("cli"),
  comment: freeText("--comment", 2000).optional(),
})

/** `plugin:history:add --productNumber … --field … --oldValue … --newValue … [--source …] [--comment …]`. */
export function historyAddCommand(
  cli: Command,
  ctx: CommandContext,
  result: { code: number }
) {
  cli
    .command("plugin:history:add")
    .description(
      "Create a manual product history entry; it appears in the list like any other"
    )
    .option("--productNumber <number>", "product handle or variant SKU")
    .option("--field <name>", "field name, e.g. price.gross or title")
    .option(
      "--oldValue <value>",
      "old value (JSON such as 12.5 or true, else text)"
    )
    .option(
      "--newValue <value>",
      "new value (JSON such as 12.5 or true, else text)"
    )
    .option("--source <text>", "source text (default cli)")
    .option("--comment <text>", "comment or reason")
    .action(async (raw: Record<string, string | undefined>) => {
      const parsed = optionsSchema.safeParse(raw)
      if (!parsed.success)
        throw new UsageError(
          parsed.error.issues.map((i) => i.message).join("; ")
        )
      const options = parsed.data
      const oldValue = parseValue(options.oldValue)
      const newValue = parseValue(options.newValue)
      for (const [option, value] of [
        ["--oldValue", oldValue],
        ["--newValue", newValue],
      ] as const) {
        const problem = manualValueProblem(options.field, value)
        if (problem) throw new UsageError(`${option}: ${problem}`)
      }
      const { container, shutdown } = await ctx.boot()
      try {
        const { result: entry } = await addHistoryEntryWorkflow(container).run({
          input: {
            ...options,
            oldValue,
            newValue,
          },
        })
        ctx.out(
          `History entry ${entry.id} added: ${entry.product_number} ${entry.field_name} ${JSON.stringify(entry.old_value)} → ${JSON.stringify(entry.new_value)} (source ${entry.source}).`
        )
        result.code = 0
      } finally {
        await shutdown()
      }
    })
}
