import type { Command } from "commander"
import { Modules } from "@medusajs/framework/utils"
import { CONSOLE_CALLER } from "../../modules/api-access/access-rules"
import { setUserAccessWorkflow } from "../../workflows/api-access"
import { CommandContext, UsageError } from "../context"

/**
 * `plugin:user:admin <email> [--revoke]`: makes an admin user an administrator
 * of the plugin, or restricts them to their roles. The way back in when no
 * administrator is left; the console runs with shell access to the shop.
 */
export function userAdminCommand(
  cli: Command,
  ctx: CommandContext,
  result: { code: number }
) {
  cli
    .command("plugin:user:admin")
    .description(
      "Make a Medusa admin user an administrator of the plugin (--revoke: restrict them to their roles)"
    )
    .argument("<email>", "e-mail of the admin user")
    .option("--revoke", "take the administrator flag away")
    .action(async (email: string, options: { revoke?: boolean }) => {
      const { container, shutdown } = await ctx.boot()
      try {
        const [user] = await container
          .resolve(Modules.USER)
          .listUsers({ email: email.trim() })
        if (!user) {
          throw new UsageError(
            `There is no admin user with the e-mail "${email}". Create one with: npx medusa user -e ${email} -p <password>`
          )
        }
        const admin = !options.revoke
        await setUserAccessWorkflow(container).run({
          input: { userId: user.id, admin, caller: CONSOLE_CALLER },
        })
        ctx.out(
          admin
            ? `${user.email} is now an administrator of the plugin.`
            : `${user.email} is no longer an administrator; they hold the privileges of their roles.`
        )
        result.code = 0
      } finally {
        await shutdown()
      }
    })
}
