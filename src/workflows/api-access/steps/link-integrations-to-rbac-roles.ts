import { rbacRoleLinkStep } from "../../utils/rbac-role-links"

/** Gives integrations Medusa roles through the plugin's integration–role link. */
export const linkIntegrationsToRbacRolesStep = rbacRoleLinkStep(
  "plugin-link-integrations-to-rbac-roles",
  "integration"
)
