import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { apiAccess } from "../../../modules/api-access"
import {
  planCarryOver,
  policyKeysToCreate,
  type CarryOverPlan,
} from "../../../modules/api-access/rbac-carry-over-plan"
import {
  type IntegrationLink,
  planIntegrationLinks,
} from "../../../modules/api-access/rbac-carry-over-integrations"
import {
  rbacEnabled,
  rbacHolding,
  rbacRoleIdsByHolder,
} from "../../../modules/api-access/rbac-holding"

export type RbacCarryOverTrigger = "console" | "first-start"

export type PlannedCarryOver = {
  /** True when the first start finds that an earlier run (another instance, the console) did it. */
  alreadyDone: boolean
  plan: CarryOverPlan
  /** Integrations to link to carried roles (by the role's ref). */
  integrationLinks: IntegrationLink[]
  /** Medusa's policy ids, by `resource:operation`, for the roles to be created. */
  policyIds: Record<string, string>
}

/** Reads the plugin's store and Medusa's roles and works out what to carry; changes nothing. */
export const planRbacCarryOverStep = createStep(
  "plugin-plan-rbac-carry-over",
  async (input: { trigger: RbacCarryOverTrigger }, { container }) => {
    if (!rbacEnabled())
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        "Medusa's roles are not switched on (MEDUSA_FF_RBAC=true), so there is nowhere to carry the plugin's roles to. The plugin keeps using its own roles."
      )
    const access = apiAccess(container)
    const rbac = container.resolve(Modules.RBAC)
    const empty = { roles: [], links: [], lines: [] }
    if (input.trigger === "first-start") {
      const [done] = await access.listRbacCarryOvers({}, { take: 1 })
      if (done)
        return new StepResponse<PlannedCarryOver>({
          alreadyDone: true,
          plan: empty,
          integrationLinks: [],
          policyIds: {},
        })
    }
    const pluginRoles = await access.listAclRoles(
      {},
      { select: ["id", "name", "description", "privileges"] }
    )
    const assignments = await access.listUserAclRoles(
      {},
      { select: ["user_id", "role_id"] }
    )
    const flagged = await access.listUserAccesses(
      { admin: true },
      { select: ["user_id"] }
    )
    const involved = [
      ...new Set([
        ...assignments.map((a) => a.user_id),
        ...flagged.map((f) => f.user_id),
      ]),
    ]
    const users = involved.length
      ? await container
          .resolve(Modules.USER)
          .listUsers({ id: involved }, { select: ["id", "email"] })
      : []
    const userRoleIds = await rbacRoleIdsByHolder(container, "user", involved)
    const administrators: string[] = []
    for (const { user_id } of flagged) {
      // Somebody who is Medusa's super admin already holds everything; a second role would only clutter.
      const holding = await rbacHolding(
        container,
        userRoleIds.get(user_id) ?? []
      )
      if (!holding.admin) administrators.push(user_id)
    }
    const plan = planCarryOver({
      pluginRoles: pluginRoles.map((r) => ({
        ...r,
        privileges: (r.privileges ?? []) as string[],
      })),
      assignments: assignments.map((a) => ({
        user_id: a.user_id,
        role_id: (a as { role_id: string }).role_id,
      })),
      administrators,
      users: new Map(users.map((u) => [u.id, u.email])),
      medusaRoles: await rbac.listRbacRoles(
        {},
        { select: ["id", "name", "metadata"] }
      ),
      userRoleIds,
    })
    const integrations = await access.listIntegrations(
      {},
      { select: ["id", "label"], relations: ["roles"] }
    )
    const carried = planIntegrationLinks(
      {
        assignments: integrations.flatMap((i) =>
          (i.roles ?? []).map((r) => ({ integration_id: i.id, role_id: r.id }))
        ),
        labels: new Map(integrations.map((i) => [i.id, i.label])),
        held: await rbacRoleIdsByHolder(
          container,
          "integration",
          integrations.filter((i) => i.roles?.length).map((i) => i.id)
        ),
      },
      plan.roles
    )
    plan.lines.push(...carried.lines)
    const keys = policyKeysToCreate(plan)
    const policies = keys.length
      ? await rbac.listRbacPolicies({ key: keys }, { select: ["id", "key"] })
      : []
    const policyIds = Object.fromEntries(policies.map((p) => [p.key, p.id]))
    const unknown = keys.filter((key) => !policyIds[key])
    if (unknown.length)
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `Medusa's roles do not know the policies ${unknown.join(", ")} yet. Start the shop once with MEDUSA_FF_RBAC=true (it registers its policies at start-up), then run "npm run cli -- plugin:rbac:carry-over".`
      )
    return new StepResponse<PlannedCarryOver>({
      alreadyDone: false,
      plan,
      integrationLinks: carried.links,
      policyIds,
    })
  }
)
