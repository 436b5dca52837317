import { tokenHandler } from "../auth/token-endpoint"
import { tokenRequestSchema, tokenResponseSchema } from "../auth/token-schemas"
import type { ApiRoute } from "./types"

/** POST /api/oauth/token: the only public route of the dialect. */
export const tokenRoute: ApiRoute = {
  method: "post",
  path: "/api/oauth/token",
  operationId: "token",
  summary:
    "Get an access token (password, refresh_token or client_credentials grant)",
  tag: "Authorization",
  privileges: "public",
  body: tokenRequestSchema,
  bodyTypes: ["json", "form", "form-data"],
  responses: {
    200: { description: "Access token", schema: tokenResponseSchema },
  },
  errors: [401, 429],
  handler: tokenHandler,
}
