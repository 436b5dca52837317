import { type CarriedRole, roleRef } from "./rbac-carry-over-plan"

/**
 * The integrations' part of the carry-over into Medusa's RBAC: under it an
 * integration holds Medusa roles, so each integration is linked to the
 * Medusa roles carried over from the plugin roles it held. (Its
 * administrator flag stays its own, under RBAC too.)
 */

export type IntegrationCarrySources = {
  /** The plugin roles each integration holds. */
  assignments: { integration_id: string; role_id: string }[]
  /** Label of every integration, by id. */
  labels: Map<string, string>
  /** The Medusa roles each integration holds now. */
  held: Map<string, string[]>
}

export type IntegrationLink = { integration_id: string; ref: string }

/** The links to make, and a log line for each. */
export function planIntegrationLinks(
  sources: IntegrationCarrySources,
  roles: CarriedRole[]
): { links: IntegrationLink[]; lines: string[] } {
  const byRef = new Map(roles.map((role) => [role.ref, role]))
  const links: IntegrationLink[] = []
  const lines: string[] = []
  for (const { integration_id, role_id } of sources.assignments) {
    const role = byRef.get(roleRef(role_id))
    const label = sources.labels.get(integration_id)
    if (!role || label === undefined) continue
    const held = sources.held.get(integration_id) ?? []
    if (role.existingId && held.includes(role.existingId)) continue
    links.push({ integration_id, ref: role.ref })
    lines.push(`gave the integration "${label}" the Medusa role "${role.name}"`)
  }
  return { links, lines }
}
