import type { Command } from "commander"
import { MedusaError } from "@medusajs/framework/utils"
import { rbacEnabled } from "../../modules/api-access/rbac-holding"
import { carryOverToRbacWorkflow } from "../../workflows/api-access"
import type { CommandContext } from "../context"

/**
 * `plugin:rbac:carry-over`: carries the plugin's roles and user assignments
 * over into Medusa's roles. The first start with MEDUSA_FF_RBAC does it by
 * itself; this runs it again on demand (roles added to the plugin's store
 * while the flag was off, a carried role deleted by mistake). Idempotent.
 */
export function rbacCarryOverCommand(
  cli: Command,
  ctx: CommandContext,
  result: { code: number }
) {
  cli
    .command("plugin:rbac:carry-over")
    .description(
      "Carry the plugin's roles and user assignments over into Medusa's roles (with MEDUSA_FF_RBAC=true; safe to run again)"
    )
    .action(async () => {
      const { container, shutdown } = await ctx.boot()
      try {
        if (!rbacEnabled())
          throw new MedusaError(
            MedusaError.Types.NOT_ALLOWED,
            "Medusa's roles are switched off (MEDUSA_FF_RBAC is not true), so the plugin keeps using its own roles and there is nothing to carry over. Set MEDUSA_FF_RBAC=true for the shop, then run this again."
          )
        const { result: report } = await carryOverToRbacWorkflow(container).run(
          { input: { trigger: "console" } }
        )
        for (const line of report.lines) ctx.out(line)
        ctx.out(report.summary ?? "")
        result.code = 0
      } finally {
        await shutdown()
      }
    })
}
