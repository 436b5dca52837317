import { model } from "@medusajs/framework/utils"

/**
 * A Medusa admin user's standing in the plugin (Shopware's `user.admin`):
 * administrators hold every privilege; everybody else holds the union of
 * their roles, and a user with neither holds nothing. Rows are never removed
 * with the flag: an existing row also tells that the plugin's first
 * administrator was already chosen (see `ApiAccessModuleService.bootstrapAdministrator`).
 */
export const UserAccess = model
  .define(
    { name: "UserAccess", tableName: "plugin_user_access" },
    {
      id: model.id().primaryKey(),
      user_id: model.text(),
      admin: model.boolean().default(false),
    }
  )
  .indexes([{ on: ["user_id"], unique: true, where: "deleted_at IS NULL" }])
