import { model } from "@medusajs/framework/utils"

/**
 * A refresh token of the password grant, stored as its SHA-256 only. Used once:
 * refreshing marks it used and issues a successor (rotation).
 */
export const RefreshToken = model
  .define(
    { name: "ApiRefreshToken", tableName: "plugin_api_refresh_token" },
    {
      id: model.id().primaryKey(),
      token_hash: model.text(),
      user_id: model.text(),
      /** The user's password fingerprint at issue time: a password change ends the token. */
      password_fingerprint: model.text(),
      expires_at: model.dateTime(),
      used_at: model.dateTime().nullable(),
    }
  )
  .indexes([{ on: ["token_hash"], unique: true }, { on: ["user_id"] }])
