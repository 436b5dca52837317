import { MedusaError } from "@medusajs/framework/utils"
import { expandPrivileges, Privilege } from "./privileges"

/**
 * The rules of "no way up", declared once and applied by every path that
 * changes rights (`/api`, `/admin`, admin UI, console): nobody grants what
 * they do not hold, nobody acts on a subject that holds more than they do,
 * only administrators touch the administrator flag, and nobody changes their
 * own flag or roles.
 */

/**
 * What a user, integration or role holds: the administrator flag and granted
 * privileges or bundles. `exact` marks a holding read off Medusa's RBAC roles,
 * which is exactly its privileges: no bundles, no implied reads.
 */
export type Holding = {
  admin: boolean
  privileges: readonly string[]
  exact?: boolean
}

/** The privileges a holding amounts to. */
export function heldPrivileges(holder: Holding): Set<Privilege> {
  return holder.exact
    ? new Set(holder.privileges as readonly Privilege[])
    : expandPrivileges(holder.privileges)
}

/** Who asks for a change of rights, with what they hold. */
export type AccessCaller = Holding & { userId?: string; integrationId?: string }

/** The console runs with shell access to the shop's database: it acts as administrator. */
export const CONSOLE_CALLER: AccessCaller = { admin: true, privileges: [] }

/** The privileges of `wanted` (bundles expanded, read implied) that `holder` lacks, sorted. */
export function lacking(
  holder: Holding,
  wanted: Iterable<string>,
  /** `wanted` is already exactly what it amounts to (a holding read off Medusa's roles): nothing implied. */
  wantedExact = false
): Privilege[] {
  if (holder.admin) return []
  const held = heldPrivileges(holder)
  const want = wantedExact
    ? new Set(wanted as Iterable<Privilege>)
    : expandPrivileges(wanted)
  return [...want].filter((p) => !held.has(p)).sort()
}

function forbidden(message: string) {
  return new MedusaError(MedusaError.Types.FORBIDDEN, message)
}

/** `what` reads after "You cannot", e.g. `give the role "Clerk"`. */
export function assertMayGrant(
  caller: AccessCaller,
  privileges: Iterable<string>,
  what: string
) {
  const missing = lacking(caller, privileges)
  if (missing.length) {
    throw forbidden(
      `You cannot ${what}: it grants privileges you do not hold (${missing.join(", ")}).`
    )
  }
}

/** The subject of a change (an integration, a role, a user) must hold no more than the caller. */
export function assertMayActOn(
  caller: AccessCaller,
  subject: Holding,
  what: string
) {
  if (subject.admin && !caller.admin) {
    throw forbidden(
      `You cannot ${what}: it is an administrator, and only administrators may change administrators.`
    )
  }
  const missing = lacking(caller, subject.privileges, subject.exact)
  if (missing.length) {
    throw forbidden(
      `You cannot ${what}: it holds privileges you do not hold (${missing.join(", ")}).`
    )
  }
}

export function assertMaySetAdmin(caller: AccessCaller, what: string) {
  if (!caller.admin) {
    throw forbidden(`Only an administrator may ${what}.`)
  }
}

/** Nobody changes their own administrator flag or roles. */
export function assertNotSelf(
  caller: AccessCaller,
  subject: { userId?: string; integrationId?: string },
  what: string
) {
  const self =
    (subject.userId !== undefined && subject.userId === caller.userId) ||
    (subject.integrationId !== undefined &&
      subject.integrationId === caller.integrationId)
  if (self) {
    throw forbidden(
      `You cannot ${what} of your own account; ask another administrator.`
    )
  }
}

/**
 * An import profile with automatic approval turns every uploaded file into an
 * order without review: making one is creating orders, so it needs `order:create`.
 */
export function assertMayAutoApprove(
  caller: AccessCaller,
  approvalMode: string | undefined
) {
  if (approvalMode === "auto" && lacking(caller, ["order:create"]).length) {
    throw forbidden(
      "You cannot make a profile approve automatically: its files become orders without review, which needs the privilege order:create."
    )
  }
}
