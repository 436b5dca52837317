import type { Command } from "commander"
import type { MedusaContainer } from "@medusajs/framework/types"
import { CONSOLE_CALLER } from "../../modules/api-access/access-rules"
import {
  isKnownPrivilege,
  PRIVILEGE_BUNDLES,
} from "../../modules/api-access/privileges"
import { newHexId } from "../../modules/api-access/secrets"
import { apiAccess } from "../../modules/api-access"
import {
  createAclRoleWorkflow,
  createIntegrationWorkflow,
} from "../../workflows/api-access"
import { nameText } from "../../utils/text-rule"
import { CommandContext, UsageError } from "../context"

type Options = { admin?: boolean; role: string[]; privilege: string[] }

const collect = (value: string, previous: string[]) => [...previous, value]

/** Finds roles by name; a missing bundle role (e.g. plugin_b2b_order_import.editor) is created. */
async function resolveRoles(
  container: MedusaContainer,
  names: string[]
): Promise<string[]> {
  const ids: string[] = []
  for (const name of names) {
    const [role] = await apiAccess(container).listAclRoles({ name })
    if (role) {
      ids.push(role.id)
    } else if (PRIVILEGE_BUNDLES[name]) {
      const { result } = await createAclRoleWorkflow(container).run({
        input: {
          name,
          description: `Privileges of ${name}`,
          privileges: [name],
          caller: CONSOLE_CALLER,
        },
      })
      ids.push(result.id)
    } else {
      const known = (
        await apiAccess(container).listAclRoles({}, { select: ["name"] })
      ).map((r) => r.name)
      throw new UsageError(
        `There is no role "${name}". Known roles: ${[...known, ...Object.keys(PRIVILEGE_BUNDLES)].join(", ")}.`
      )
    }
  }
  return ids
}

async function createIntegration(
  container: MedusaContainer,
  label: string,
  options: Options
) {
  const roleIds = await resolveRoles(container, options.role)
  if (options.privilege.length) {
    const { result } = await createAclRoleWorkflow(container).run({
      input: {
        name: `${label} privileges ${newHexId().slice(0, 6)}`,
        description: `Privileges given to integration "${label}"`,
        privileges: options.privilege,
        caller: CONSOLE_CALLER,
      },
    })
    roleIds.push(result.id)
  }
  const { result } = await createIntegrationWorkflow(container).run({
    input: { label, admin: !!options.admin, roleIds, caller: CONSOLE_CALLER },
  })
  return result
}

/** `plugin:integration:create <label> [--admin] [--role NAME] [--privilege P]`: prints the access key and the secret, once. */
export function integrationCreateCommand(
  cli: Command,
  ctx: CommandContext,
  result: { code: number }
) {
  cli
    .command("plugin:integration:create")
    .description(
      "Create an integration for the /api dialect and print its access key and secret"
    )
    .argument("<label>", "name of the integration, e.g. ERP")
    .option("--admin", "grant every privilege")
    .option("--role <name>", "give a role by name (repeatable)", collect, [])
    .option(
      "--privilege <privilege>",
      "grant a privilege, e.g. plugin_b2b_inbound_record:create (repeatable)",
      collect,
      []
    )
    .action(async (label: string, options: Options) => {
      const unknown = options.privilege.filter((p) => !isKnownPrivilege(p))
      if (unknown.length) {
        throw new UsageError(
          `Unknown privilege(s): ${unknown.join(", ")}. A privilege is "<resource>:<read|create|update|delete>" or one of ${Object.keys(PRIVILEGE_BUNDLES).join(", ")}.`
        )
      }
      const checked = nameText("The label").safeParse(label)
      if (!checked.success) {
        throw new UsageError(`${checked.error.issues[0].message}.`)
      }
      const { container, shutdown } = await ctx.boot()
      try {
        const { integration, secret } = await createIntegration(
          container,
          checked.data,
          options
        )
        ctx.out(
          `Integration "${integration.label}" created (id ${integration.id}).`
        )
        ctx.out(`Access key: ${integration.access_key}`)
        ctx.out(`Secret:     ${secret}`)
        ctx.out(
          "The secret is shown only now; store it in the client's configuration."
        )
        result.code = 0
      } finally {
        await shutdown()
      }
    })
}
