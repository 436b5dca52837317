import { z } from "@medusajs/framework/zod"
import { assertMayAutoApprove } from "../../modules/api-access/access-rules"
import { hexIdSchema } from "../../modules/api-access/schemas"
import { fieldMappingSchema } from "../../modules/b2b-import/field-mapping-schema"
import { profileSchema } from "../../modules/b2b-import/profile-schema"
import * as W from "../../workflows/b2b-import"
import { patchSchema } from "../../utils/patch-schema"
import {
  type EntityDefinition,
  byWrites,
  typedWrites,
  wireToColumns,
  workflowCall,
} from "./definition"
import { storedEntityFields, storedRead, wireShape } from "./from-schema"

/** A profile's wire input: the module's one schema with camelCase keys. */
const profileWire = wireShape(profileSchema.shape)
const profileInput = z.object(profileWire).strict()
const profileUpdate = patchSchema(profileInput)
const profileFields = storedEntityFields(profileSchema.shape, {
  name: { searchable: true },
})

const profileWrites = typedWrites(
  { create: profileInput, update: profileUpdate },
  {
    create: (input, caller) => {
      assertMayAutoApprove(caller, input.approvalMode)
      return workflowCall(
        W.createProfileWorkflow,
        wireToColumns(profileFields, input)
      )
    },
    update: (id, input, caller) => {
      assertMayAutoApprove(caller, input.approvalMode)
      return workflowCall(W.updateProfileWorkflow, {
        id,
        ...wireToColumns(profileFields, input),
      })
    },
    delete: (ids) => workflowCall(W.deleteProfilesWorkflow, { ids }),
  }
)

/** `/api/plugin-b2b-profile`: import profiles. */
export const profileEntity: EntityDefinition = {
  name: "plugin_b2b_profile",
  path: "plugin-b2b-profile",
  privilege: "plugin_b2b_profile",
  graphEntity: "import_profile",
  associations: {
    fieldMappings: {
      entity: "plugin_b2b_field_mapping",
      link: { kind: "many", column: "profile_id" },
    },
    inboundRecords: {
      entity: "plugin_b2b_inbound_record",
      link: { kind: "many", column: "profile_id" },
    },
  },
  fields: profileFields,
  readSchema: storedRead(hexIdSchema, profileWire),
  createSchema: profileInput,
  updateSchema: profileUpdate,
  defaultSort: { name: "ASC" },
  ...byWrites(profileWrites),
}

/** A mapping's wire input: the module's one schema with camelCase keys. */
const mappingWire = wireShape(fieldMappingSchema.shape)
const mappingInput = z.object(mappingWire).strict()
// A mapping stays with its profile.
const mappingUpdate = patchSchema(mappingInput.omit({ profileId: true }))
const mappingFields = storedEntityFields(fieldMappingSchema.shape, {
  profileId: { type: "id" },
  source: { searchable: true },
  target: { searchable: true },
})

const mappingWrites = typedWrites(
  { create: mappingInput, update: mappingUpdate },
  {
    create: (input) =>
      workflowCall(
        W.createFieldMappingWorkflow,
        wireToColumns(mappingFields, input)
      ),
    update: (id, input) =>
      workflowCall(W.updateFieldMappingWorkflow, {
        id,
        ...wireToColumns(mappingFields, input),
      }),
    delete: (ids) => workflowCall(W.deleteFieldMappingsWorkflow, { ids }),
  }
)

/** `/api/plugin-b2b-field-mapping`: which source fills which order field. */
export const fieldMappingEntity: EntityDefinition = {
  name: "plugin_b2b_field_mapping",
  path: "plugin-b2b-field-mapping",
  privilege: "plugin_b2b_field_mapping",
  graphEntity: "field_mapping",
  associations: {
    profile: {
      entity: "plugin_b2b_profile",
      link: { kind: "one", column: "profile_id" },
    },
  },
  fields: mappingFields,
  readSchema: storedRead(hexIdSchema, mappingWire),
  createSchema: mappingInput,
  updateSchema: mappingUpdate,
  defaultSort: { position: "ASC" },
  ...byWrites(mappingWrites),
}
