import { model } from "@medusajs/framework/utils"
import { Profile } from "./profile"

/** One source column or path of a profile's files and the order field it fills. */
export const FieldMapping = model.define(
  { name: "FieldMapping", tableName: "plugin_b2b_field_mapping" },
  {
    id: model.id().primaryKey(),
    profile: model.belongsTo(() => Profile, { mappedBy: "mappings" }),
    source: model.text(),
    target: model.text(),
    /** Transform steps, e.g. [{"type":"trim"},{"type":"number","locale":"de"}]. */
    transform: model.json().nullable(),
    required: model.boolean().default(false),
    position: model.number().default(0),
  }
)
