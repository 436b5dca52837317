import { accessChangeWorkflow } from "./access-change-workflow"
import {
  UpdateIntegrationInput,
  updateIntegrationStep,
} from "../steps/update-integration"

/** Changes an integration's label, admin flag, roles, or secret. */
export const updateIntegrationWorkflow = accessChangeWorkflow(
  "plugin-access-update-integration",
  (i: UpdateIntegrationInput) => ({
    kind: "update-integration",
    id: i.id,
    admin: i.admin,
    roleIds: i.roleIds,
    addRoleIds: i.addRoleIds,
    renewSecret: !!(i.regenerateSecret || i.secret),
  }),
  updateIntegrationStep
)
