import { MedusaError, MedusaService } from "@medusajs/framework/utils"
import type { Holding } from "./access-rules"
import { AclRole } from "./models/acl-role"
import { Integration } from "./models/integration"
import { RbacCarryOver } from "./models/rbac-carry-over"
import { RefreshToken } from "./models/refresh-token"
import { UserAccess } from "./models/user-access"
import { UserRole } from "./models/user-role"
import { newHexId } from "./secrets"

/** A user's standing: administrator flag, role ids and the privileges of those roles. */
export type UserHolding = Holding & { roleIds: string[] }

/** Integrations, roles, user rights and refresh tokens of the `/api` dialect. */
export default class ApiAccessModuleService extends MedusaService({
  // Keys follow the model names so that query.graph finds the list methods.
  Integration: Integration,
  AclRole: AclRole,
  UserAclRole: UserRole,
  UserAccess: UserAccess,
  ApiRefreshToken: RefreshToken,
  RbacCarryOver: RbacCarryOver,
}) {
  /** Refuses role ids that do not exist, naming them. */
  async assertRolesExist(roleIds: string[] | undefined): Promise<void> {
    if (!roleIds?.length) return
    const found = await this.listAclRoles({ id: roleIds }, { select: ["id"] })
    const missing = roleIds.filter((id) => !found.some((r) => r.id === id))
    if (missing.length)
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `Unknown role id(s): ${missing.join(", ")}.`
      )
  }

  /** What a Medusa admin user holds in the plugin. */
  async userHolding(userId: string): Promise<UserHolding> {
    const [access] = await this.listUserAccesses(
      { user_id: userId },
      { select: ["admin"] }
    )
    const assignments = await this.listUserAclRoles(
      { user_id: userId },
      { relations: ["role"] }
    )
    const roles = assignments.flatMap((a) => (a.role ? [a.role] : []))
    return {
      admin: !!access?.admin,
      privileges: roles.flatMap((r) => r.privileges ?? []),
      roleIds: roles.map((r) => r.id),
    }
  }

  /** What an integration holds; undefined when it does not exist. */
  async integrationHolding(
    id: string
  ): Promise<
    | (Holding & { label: string; accessKey: string; roleIds: string[] })
    | undefined
  > {
    const [integration] = await this.listIntegrations(
      { id },
      { relations: ["roles"] }
    )
    if (!integration) return undefined
    const roles = integration.roles ?? []
    return {
      admin: integration.admin,
      label: integration.label,
      accessKey: integration.access_key,
      privileges: roles.flatMap((r) => r.privileges ?? []),
      roleIds: roles.map((r) => r.id),
    }
  }

  /** The privileges each role grants, by role id (unknown ids are left out). */
  async rolePrivileges(
    ids: string[]
  ): Promise<Map<string, { name: string; privileges: string[] }>> {
    if (!ids.length) return new Map()
    const roles = await this.listAclRoles(
      { id: ids },
      { select: ["id", "name", "privileges"] }
    )
    return new Map(
      roles.map((r) => [r.id, { name: r.name, privileges: r.privileges ?? [] }])
    )
  }

  /** Sets a user's administrator flag, creating their row when needed. */
  async setUserAdmin(
    userId: string,
    admin: boolean
  ): Promise<{ previous: boolean }> {
    const [row] = await this.listUserAccesses({ user_id: userId })
    if (row) {
      await this.updateUserAccesses({ id: row.id, admin })
      return { previous: row.admin }
    }
    await this.createUserAccesses({
      id: newHexId(),
      user_id: userId,
      admin,
    })
    return { previous: false }
  }

  /**
   * Makes `userId` the plugin's first administrator, but only while no user
   * row exists (a fresh install; rows are never deleted): afterwards
   * administrators are made only by administrators or the console.
   */
  async bootstrapAdministrator(userId: string): Promise<boolean> {
    if (await this.administratorChosen()) return false
    try {
      await this.createUserAccesses({
        id: newHexId(),
        user_id: userId,
        admin: true,
      })
      return true
    } catch (error) {
      // Another request chose the same first administrator at the same moment.
      const [row] = await this.listUserAccesses(
        { user_id: userId },
        { select: ["admin"] }
      )
      if (!row) throw error
      return row.admin
    }
  }

  /** False only on a fresh install, before the first administrator was chosen. */
  async administratorChosen(): Promise<boolean> {
    const [any] = await this.listUserAccesses({}, { take: 1, select: ["id"] })
    return !!any
  }
}
