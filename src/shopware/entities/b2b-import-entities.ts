import { z } from "@medusajs/framework/zod"
import { assertMayAutoApprove } from "../../modules/api-access/access-rules"
import { hexIdSchema } from "../../modules/api-access/schemas"
import {
  mappingPositionSchema,
  transformStepSchema,
} from "../../modules/b2b-import/schemas"
import { profileSchema } from "../../modules/b2b-import/profile-schema"
import * as T from "../../modules/b2b-import/types"
import * as W from "../../workflows/b2b-import"
import { nameText } from "../../utils/text-rule"
import {
  type EntityDefinition,
  type EntityWrites,
  byWrites,
  typedWrites,
  wireToColumns,
  workflowCall,
} from "./definition"
import { storedEntityFields, storedRead, wireShape } from "./from-schema"
import type { EntityField } from "./types"

const col = (
  column: string,
  type: EntityField["type"],
  extra: Partial<EntityField> = {}
): EntityField => ({ column, type, ...extra })
const timestamps = {
  createdAt: col("created_at", "date", { readOnly: true }),
  updatedAt: col("updated_at", "date", { readOnly: true }),
}
const times = { createdAt: z.string(), updatedAt: z.string() }

/** A profile's wire input: the module's one schema with camelCase keys. */
const profileWire = wireShape(profileSchema.shape)
const profileInput = z.object(profileWire).strict()
const profileUpdate = profileInput.partial()
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

const mappingFields = {
  id: col("id", "id", { readOnly: true }),
  profileId: col("profile_id", "id"),
  source: col("source", "string", { searchable: true }),
  target: col("target", "string", { searchable: true }),
  transform: col("transform", "json"),
  required: col("required", "boolean"),
  position: col("position", "integer"),
  ...timestamps,
}
const mappingInput = {
  profileId: hexIdSchema,
  source: nameText("source", 500).describe(
    "Column header, or a path in JSON/XML files"
  ),
  target: z.enum(T.MAPPING_TARGETS),
  transform: z.array(transformStepSchema).nullable().optional(),
  required: z.boolean().optional(),
  position: mappingPositionSchema,
}

const mappingWrites: EntityWrites = {
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
  readSchema: z.object({ id: hexIdSchema, ...mappingInput, ...times }),
  createSchema: z.object(mappingInput).strict(),
  updateSchema: z
    .object(mappingInput)
    .omit({ profileId: true })
    .partial()
    .strict(),
  defaultSort: { position: "ASC" },
  ...byWrites(mappingWrites),
}
