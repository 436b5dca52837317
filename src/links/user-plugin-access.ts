import { defineLink } from "@medusajs/framework/utils"
import UserModule from "@medusajs/medusa/user"
import ApiAccessModule from "../modules/api-access"

/**
 * Read-only: a user's plugin standing (administrator flag) read alongside the
 * user, e.g. `query.graph({ entity: "user", fields: ["user_access.admin"] })`.
 * The access row names the user by `user_id`; no link table is kept.
 */
export default defineLink(
  { linkable: UserModule.linkable.user, field: "id" },
  { ...ApiAccessModule.linkable.userAccess.id, primaryKey: "user_id" },
  { readOnly: true }
)
