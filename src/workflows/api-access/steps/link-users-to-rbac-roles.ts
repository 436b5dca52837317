import { rbacRoleLinkStep } from "../../utils/rbac-role-links"

/** Gives users Medusa roles through Medusa's own user–role link (what Settings → Roles shows). */
export const linkUsersToRbacRolesStep = rbacRoleLinkStep(
  "plugin-link-users-to-rbac-roles",
  "user"
)
