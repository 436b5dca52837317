import { model } from "@medusajs/framework/utils"
import { AclRole } from "./acl-role"

/** A role given to a Medusa admin user (Shopware's acl_user_role). */
export const UserRole = model
  .define(
    { name: "UserAclRole", tableName: "plugin_user_acl_role" },
    {
      id: model.id().primaryKey(),
      user_id: model.text(),
      role: model.belongsTo(() => AclRole, { mappedBy: "users" }),
    }
  )
  .indexes([
    { on: ["user_id", "role_id"], unique: true, where: "deleted_at IS NULL" },
  ])
