import { model } from "@medusajs/framework/utils"
import { modelColumns } from "../../../utils/model-columns"
import { NEW_PROFILE, profileSchema } from "../profile-schema"
import { FieldMapping } from "./field-mapping"

/**
 * How files of one sender are read and turned into orders. The columns are
 * the one schema's fields (profile-schema.ts): its kinds, nullability and
 * NEW_PROFILE's values as defaults. Of note: `csv_delimiter` null detects
 * the delimiter from the file; `file_prices` null takes the format's
 * default (DEFAULT_FILE_PRICES); `price_tolerance_percent` is how far an
 * order price may move between import and approval without the clerk
 * accepting it (0: any move).
 */
export const Profile = model.define(
  { name: "ImportProfile", tableName: "plugin_b2b_profile" },
  {
    id: model.id().primaryKey(),
    ...modelColumns(profileSchema.shape, NEW_PROFILE, {
      searchable: ["name"],
      noDefault: ["name"],
      text: ["decimal_separator"],
    }),
    mappings: model.hasMany(() => FieldMapping, { mappedBy: "profile" }),
  }
)
