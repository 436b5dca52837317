import { Command, CommanderError } from "commander"
import { bootApp } from "./boot"
import { b2bProcessCommand } from "./commands/b2b-process"
import { historyAddCommand } from "./commands/history-add"
import { integrationCreateCommand } from "./commands/integration-create"
import { rbacCarryOverCommand } from "./commands/rbac-carry-over"
import { userAdminCommand } from "./commands/user-admin"
import { runAsHistoryActor } from "../modules/product-history/capture/actor-context"
import { CommandContext, EXIT, UsageError } from "./context"

function program(ctx: CommandContext, result: { code: number }) {
  const cli = new Command("medusa-plugin-b2b-history")
    .description(
      "Console commands of the B2B order import and product history plugin"
    )
    .exitOverride()
    .configureOutput({
      writeOut: (s) => process.stdout.write(s),
      writeErr: (s) => process.stderr.write(s),
    })
  integrationCreateCommand(cli, ctx, result)
  b2bProcessCommand(cli, ctx, result)
  historyAddCommand(cli, ctx, result)
  userAdminCommand(cli, ctx, result)
  rbacCarryOverCommand(cli, ctx, result)
  // A second id (or any word more than a command takes) is wrong usage, not silently dropped.
  for (const command of cli.commands) command.allowExcessArguments(false)
  return cli
}

/** Runs one command line; never throws, returns the exit code. */
export async function main(
  argv: string[],
  ctx: CommandContext = defaultContext()
): Promise<number> {
  process.env.LOG_LEVEL ??= "error"
  const result = { code: EXIT.OK as number }
  try {
    // Product changes a console command causes are recorded with source `cli`.
    await runAsHistoryActor({ source: "cli" }, () =>
      program(ctx, result).parseAsync(argv, { from: "user" })
    )
    return result.code
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? EXIT.OK : EXIT.USAGE
    }
    if (error instanceof UsageError) {
      ctx.err(`Error: ${error.message}`)
      return EXIT.USAGE
    }
    // Workflow failures may arrive as plain objects carrying a message.
    const message = (error as { message?: unknown })?.message
    ctx.err(`Error: ${typeof message === "string" ? message : String(error)}`)
    return EXIT.FAILED
  }
}

function defaultContext(): CommandContext {
  return {
    boot: bootApp,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  }
}
