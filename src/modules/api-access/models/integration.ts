import { model } from "@medusajs/framework/utils"
import { AclRole } from "./acl-role"

/** An API account for machines: access key and hashed secret, admin flag or roles. */
export const Integration = model
  .define(
    { name: "Integration", tableName: "plugin_integration" },
    {
      id: model.id().primaryKey(),
      label: model.text().searchable(),
      access_key: model.text(),
      secret_hash: model.text(),
      admin: model.boolean().default(false),
      last_used_at: model.dateTime().nullable(),
      roles: model.manyToMany(() => AclRole, {
        mappedBy: "integrations",
        pivotTable: "plugin_integration_acl_role",
        joinColumn: "integration_id",
        inverseJoinColumn: "acl_role_id",
      }),
    }
  )
  .indexes([{ on: ["access_key"], unique: true, where: "deleted_at IS NULL" }])
