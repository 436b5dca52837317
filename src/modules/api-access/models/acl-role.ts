import { model } from "@medusajs/framework/utils"
import { Integration } from "./integration"
import { UserRole } from "./user-role"

/** A named set of privileges, given to integrations and admin users. */
export const AclRole = model
  .define(
    { name: "AclRole", tableName: "plugin_acl_role" },
    {
      id: model.id().primaryKey(),
      name: model.text().searchable(),
      description: model.text().nullable(),
      privileges: model.array().default([]),
      integrations: model.manyToMany(() => Integration, { mappedBy: "roles" }),
      users: model.hasMany(() => UserRole, { mappedBy: "role" }),
    }
  )
  .indexes([{ on: ["name"], unique: true, where: "deleted_at IS NULL" }])
