import { z } from "@medusajs/framework/zod"

/** Body of POST /api/oauth/token (JSON, form-encoded or multipart/form-data); each grant's required fields are checked by the handler so a missing one gets OAuth's code 3. */
export const tokenRequestSchema = z
  .object({
    grant_type: z
      .string()
      .optional()
      .describe("password, refresh_token or client_credentials"),
    client_id: z
      .string()
      .optional()
      .describe(
        "Required: `administration` for password and refresh_token; the integration's access key for client_credentials. May come with client_secret in an HTTP Basic header instead."
      ),
    client_secret: z
      .string()
      .optional()
      .describe("The integration's secret (client_credentials)"),
    scope: z
      .string()
      .optional()
      .describe(
        "Space-separated: write, admin, user-verified (accepted; the privileges decide); any other is refused with code 5"
      ),
    username: z
      .string()
      .optional()
      .describe("The admin user's e-mail (password grant)"),
    password: z
      .string()
      .optional()
      .describe("The admin user's password (password grant)"),
    refresh_token: z
      .string()
      .optional()
      .describe(
        "A refresh token from an earlier password or refresh_token grant"
      ),
  })
  .loose()

export const tokenResponseSchema = z.object({
  token_type: z.literal("Bearer"),
  expires_in: z
    .number()
    .int()
    .describe("Seconds until the access token expires"),
  access_token: z.string(),
  refresh_token: z
    .string()
    .optional()
    .describe("Not issued for client_credentials"),
})

export type TokenRequest = z.infer<typeof tokenRequestSchema>
export type TokenResponse = z.infer<typeof tokenResponseSchema>
