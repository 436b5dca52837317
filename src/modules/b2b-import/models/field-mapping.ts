import { model } from "@medusajs/framework/utils"
import { modelColumns } from "../../../utils/model-columns"
import { mappingFieldsSchema, NEW_MAPPING } from "../field-mapping-schema"
import { Profile } from "./profile"

/**
 * One source column or path of a profile's files and the order field it
 * fills. The columns are the one schema's fields (field-mapping-schema.ts);
 * `profile_id` is the relation's. `transform` holds the steps, e.g.
 * [{"type":"trim"},{"type":"number","decimalSeparator":","}].
 */
export const FieldMapping = model.define(
  { name: "FieldMapping", tableName: "plugin_b2b_field_mapping" },
  {
    id: model.id().primaryKey(),
    profile: model.belongsTo(() => Profile, { mappedBy: "mappings" }),
    ...modelColumns(mappingFieldsSchema.shape, NEW_MAPPING, {
      // A target is checked against MAPPING_TARGETS on input; the column stays text as the list grows.
      text: ["target"],
    }),
  }
)
