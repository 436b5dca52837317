import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { assertProfileExistsStep } from "./steps/assert-profile-exists"
import { crudSteps } from "./steps/crud"

const profiles = crudSteps("PluginB2bProfile", "PluginB2bProfiles")
const mappings = crudSteps("PluginB2bFieldMapping", "PluginB2bFieldMappings")
const records = crudSteps("PluginB2bInboundRecord", "PluginB2bInboundRecords")

type Data = Record<string, unknown>

/** Creates an import profile. */
export const createProfileWorkflow = createWorkflow("plugin-create-b2b-profile", (input: Data) => new WorkflowResponse(profiles.create(input)))

/** Changes an import profile. */
export const updateProfileWorkflow = createWorkflow("plugin-update-b2b-profile", (input: { id: string } & Data) => new WorkflowResponse(profiles.update(input)))

/** Deletes import profiles; their inbound records stay. */
export const deleteProfilesWorkflow = createWorkflow("plugin-delete-b2b-profiles", (input: { ids: string[] }) => new WorkflowResponse(profiles.remove(input.ids)))

/** Adds a field mapping to a profile. */
export const createFieldMappingWorkflow = createWorkflow("plugin-create-b2b-field-mapping", (input: Data) => {
  assertProfileExistsStep(input)
  return new WorkflowResponse(mappings.create(input))
})

/** Changes a field mapping. */
export const updateFieldMappingWorkflow = createWorkflow("plugin-update-b2b-field-mapping", (input: { id: string } & Data) => new WorkflowResponse(mappings.update(input)))

/** Deletes field mappings. */
export const deleteFieldMappingsWorkflow = createWorkflow("plugin-delete-b2b-field-mappings", (input: { ids: string[] }) => new WorkflowResponse(mappings.remove(input.ids)))

/** Deletes inbound records; an order they created stays. */
export const deleteInboundRecordsWorkflow = createWorkflow("plugin-delete-b2b-inbound-records", (input: { ids: string[] }) => new WorkflowResponse(records.remove(input.ids)))
