import { z } from "@medusajs/framework/zod"
import { assertMayAutoApprove } from "../../modules/api-access/access-rules"
import { hexIdSchema } from "../../modules/api-access/schemas"
import {
  csvDelimiterSchema,
  currencyCodeSchema,
  mappingPositionSchema,
  priceTolerancePercentSchema,
  referenceIdSchema as optionalId,
  transformStepSchema,
} from "../../modules/b2b-import/schemas"
import * as T from "../../modules/b2b-import/types"
import * as W from "../../workflows/b2b-import"
import { nameText } from "../../utils/text-rule"
import {
  type EntityDefinition,
  type EntityWrites,
  byWrites,
  wireToColumns,
  workflowCall,
} from "./definition"
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

const profileFields = {
  id: col("id", "id", { readOnly: true }),
  name: col("name", "string", { searchable: true }),
  approvalMode: col("approval_mode", "string"),
  fileFormat: col("file_format", "string"),
  csvDelimiter: col("csv_delimiter", "string"),
  csvEncoding: col("csv_encoding", "string"),
  csvHeaderRow: col("csv_header_row", "boolean"),
  decimalSeparator: col("decimal_separator", "string"),
  regionId: col("region_id", "string"),
  salesChannelId: col("sales_channel_id", "string"),
  currencyCode: col("currency_code", "string"),
  customerId: col("customer_id", "string"),
  customerLookup: col("customer_lookup", "string"),
  shippingOptionId: col("shipping_option_id", "string"),
  priceSource: col("price_source", "string"),
  filePrices: col("file_prices", "string"),
  priceTolerancePercent: col("price_tolerance_percent", "number"),
  active: col("active", "boolean"),
  ...timestamps,
}
const profileInput = {
  name: nameText("name"),
  approvalMode: z.enum(T.APPROVAL_MODES),
  fileFormat: z.enum(T.FILE_FORMATS),
  csvDelimiter: csvDelimiterSchema,
  csvEncoding: z.enum(T.CSV_ENCODINGS).optional(),
  csvHeaderRow: z.boolean().optional(),
  decimalSeparator: z.enum(T.DECIMAL_SEPARATORS).optional(),
  regionId: optionalId,
  salesChannelId: optionalId,
  currencyCode: currencyCodeSchema,
  customerId: optionalId,
  customerLookup: z.enum(T.CUSTOMER_LOOKUPS).optional(),
  shippingOptionId: optionalId,
  priceSource: z.enum(T.PRICE_SOURCES).optional(),
  filePrices: z
    .enum(T.FILE_PRICES)
    .nullable()
    .optional()
    .describe(
      "Prices in the file are net or gross (priceSource file); null: openTRANS net, CSV and JSON gross"
    ),
  priceTolerancePercent: priceTolerancePercentSchema.describe(
    "How far (percent) an order price may move between import and approval without acceptance; 0: any move needs acceptance"
  ),
  active: z.boolean().optional(),
}

const profileWrites: EntityWrites = {
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
  readSchema: z.object({ id: hexIdSchema, ...profileInput, ...times }),
  createSchema: z.object(profileInput).strict(),
  updateSchema: z.object(profileInput).partial().strict(),
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
