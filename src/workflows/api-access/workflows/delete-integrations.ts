import { accessChangeWorkflow } from "./access-change-workflow"
import { deleteIntegrationsStep } from "../steps/delete-integrations"

/** Deletes integrations; their access tokens stop working. */
export const deleteIntegrationsWorkflow = accessChangeWorkflow(
  "plugin-access-delete-integrations",
  (i: { ids: string[] }) => ({ kind: "delete-integrations", ids: i.ids }),
  (input) => deleteIntegrationsStep(input.ids)
)
