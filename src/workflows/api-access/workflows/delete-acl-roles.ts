import { accessChangeWorkflow } from "./access-change-workflow"
import { deleteAclRolesStep } from "../steps/acl-roles"

/** Deletes roles. */
export const deleteAclRolesWorkflow = accessChangeWorkflow(
  "plugin-access-delete-roles",
  (i: { ids: string[] }) => ({ kind: "delete-roles", ids: i.ids }),
  (input) => deleteAclRolesStep(input.ids)
)
