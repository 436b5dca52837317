import { BUNDLE_DESCRIPTIONS } from "./privilege-descriptions"
import {
  expandPrivileges,
  isKnownPrivilege,
  PRIVILEGE_BUNDLES,
  type Privilege,
} from "./privileges"
import { pluginPolicyUniverse, policiesOf, policyKey } from "./rbac-policies"

/**
 * What the carry-over into Medusa's RBAC makes of the plugin's own store,
 * worked out without touching anything: one Medusa role per plugin role, one
 * per bundle, one for the plugin's administrators, and the user links. A
 * carried role is known again by `metadata.plugin_ref`, not by its name, so a
 * second run finds it even after somebody renamed it in Settings → Roles.
 */

/** Where a carried Medusa role comes from (its `metadata.plugin_ref`). */
export type CarryRef = string

export type PluginRoleSource = {
  id: string
  name: string
  description?: string | null
  privileges: string[]
}
export type MedusaRoleSeen = {
  id: string
  name: string
  metadata?: Record<string, unknown> | null
}

export type CarryOverSources = {
  pluginRoles: PluginRoleSource[]
  assignments: { user_id: string; role_id: string }[]
  /** Users flagged administrator in the plugin who hold no Medusa role granting `*:*`. */
  administrators: string[]
  /** E-mail of every user that still exists, by id. */
  users: Map<string, string>
  medusaRoles: MedusaRoleSeen[]
  /** The Medusa roles each involved user holds now. */
  userRoleIds: Map<string, string[]>
}

export type CarriedRole = {
  ref: CarryRef
  name: string
  description: string
  policyKeys: string[]
  metadata: Record<string, unknown>
  /** Set when the role exists already (an earlier run): nothing is created. */
  existingId?: string
}

export type CarryOverPlan = {
  roles: CarriedRole[]
  links: { user_id: string; ref: CarryRef }[]
  lines: string[]
}

export const ADMINISTRATOR_REF = "administrator"
export const ADMINISTRATOR_ROLE_NAME = "Plugin administrator"
export const roleRef = (pluginRoleId: string) => `role:${pluginRoleId}`
const bundleRef = (bundle: string) => `bundle:${bundle}`

const keysOf = (privileges: Iterable<Privilege>) =>
  [
    ...new Set([...privileges].flatMap((p) => policiesOf(p).map(policyKey))),
  ].sort()

const AREAS: Record<string, string> = {
  plugin_b2b_order_import: "B2B order import",
  plugin_product_history: "Product history",
}

/** `plugin_b2b_order_import.editor` → "B2B order import — editor". */
export function bundleRoleName(bundle: string): string {
  const [area, level] = bundle.split(".")
  return `${AREAS[area] ?? area} — ${level}`
}

function fromPluginRole(role: PluginRoleSource): CarriedRole {
  const privileges = role.privileges ?? []
  // Shopware administration keys grant nothing in the plugin; kept so that nothing the role said is lost.
  const shopwareKeys = privileges.filter((p) => !isKnownPrivilege(p))
  const kept = shopwareKeys.length
    ? ` Shopware administration keys kept in its metadata (they grant nothing here): ${shopwareKeys.join(", ")}.`
    : ""
  return {
    ref: roleRef(role.id),
    name: role.name,
    description: `Carried over from the plugin's role "${role.name}"${role.description ? ` (${role.description})` : ""}.${kept}`,
    policyKeys: keysOf(expandPrivileges(privileges)),
    metadata: {
      plugin_ref: roleRef(role.id),
      plugin_role_id: role.id,
      plugin_privileges: privileges,
      shopware_keys: shopwareKeys,
    },
  }
}

function fromBundle(bundle: string): CarriedRole {
  return {
    ref: bundleRef(bundle),
    name: bundleRoleName(bundle),
    description:
      `${BUNDLE_DESCRIPTIONS[bundle] ?? ""} (The plugin's bundle ${bundle}.)`.trim(),
    policyKeys: keysOf(expandPrivileges([bundle])),
    metadata: { plugin_ref: bundleRef(bundle), plugin_bundle: bundle },
  }
}

function administratorRole(): CarriedRole {
  return {
    ref: ADMINISTRATOR_REF,
    name: ADMINISTRATOR_ROLE_NAME,
    description:
      "Every privilege of the B2B order import and product history plugin, for the users who were its administrators before Medusa's roles took over. Not Medusa's Super Admin.",
    policyKeys: pluginPolicyUniverse().map(policyKey).sort(),
    metadata: { plugin_ref: ADMINISTRATOR_REF, plugin_administrator: true },
  }
}

/** A name no other Medusa role has: a role of the shop's own is never taken over. */
function freeName(name: string, taken: Set<string>): string {
  let candidate = name
  for (let n = 1; taken.has(candidate); n++)
    candidate = `${name} (from the plugin${n > 1 ? ` ${n}` : ""})`
  taken.add(candidate)
  return candidate
}

/** The roles and links the carry-over needs, and a log line for each. */
export function planCarryOver(sources: CarryOverSources): CarryOverPlan {
  const byRef = new Map<string, MedusaRoleSeen>()
  for (const role of sources.medusaRoles) {
    const ref = role.metadata?.plugin_ref
    if (typeof ref === "string") byRef.set(ref, role)
  }
  const taken = new Set(sources.medusaRoles.map((r) => r.name))
  const wanted = [
    ...sources.pluginRoles.map(fromPluginRole),
    ...Object.keys(PRIVILEGE_BUNDLES).map(fromBundle),
    ...(sources.administrators.length ? [administratorRole()] : []),
  ]
  const lines: string[] = []
  const roles = wanted.map((role): CarriedRole => {
    const existing = byRef.get(role.ref)
    if (existing)
      return { ...role, name: existing.name, existingId: existing.id }
    const name = freeName(role.name, taken)
    lines.push(
      `created the Medusa role "${name}" (${countOf(role.policyKeys.length, "policy", "policies")}) from ${describeRef(role)}`
    )
    return { ...role, name }
  })
  const roleByRef = new Map(roles.map((r) => [r.ref, r]))
  const wantedLinks = [
    ...sources.assignments.map((a) => ({
      user_id: a.user_id,
      ref: roleRef(a.role_id),
    })),
    ...sources.administrators.map((user_id) => ({
      user_id,
      ref: ADMINISTRATOR_REF,
    })),
  ]
  const links: CarryOverPlan["links"] = []
  const seen = new Set<string>()
  for (const link of wantedLinks) {
    const role = roleByRef.get(link.ref)
    const email = sources.users.get(link.user_id)
    const key = `${link.user_id} ${link.ref}`
    if (!role || seen.has(key)) continue
    seen.add(key)
    if (!email) {
      lines.push(
        `skipped user ${link.user_id} of "${role.name}": no such admin user any more`
      )
      continue
    }
    const held = sources.userRoleIds.get(link.user_id) ?? []
    if (role.existingId && held.includes(role.existingId)) continue
    links.push(link)
    lines.push(`gave ${email} the Medusa role "${role.name}"`)
  }
  return { roles, links, lines }
}

const countOf = (n: number, one: string, many: string) =>
  `${n} ${n === 1 ? one : many}`

function describeRef(role: CarriedRole): string {
  if (role.ref === ADMINISTRATOR_REF) return "the plugin's administrator flag"
  if (role.metadata.plugin_bundle)
    return `the plugin's bundle ${String(role.metadata.plugin_bundle)}`
  const keys = (role.metadata.shopware_keys as string[]).length
  return `the plugin's role "${role.name}"${keys ? ` (Shopware keys kept in its metadata)` : ""}`
}

/** Every policy the roles to be created need. */
export const policyKeysToCreate = (plan: CarryOverPlan) => [
  ...new Set(
    plan.roles.filter((r) => !r.existingId).flatMap((r) => r.policyKeys)
  ),
]
