import type { MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { newAccessKey, newSecret } from "../../modules/api-access/secrets"
import type { ApiRequest, ApiRoute } from "./types"

const keyPairSchema = z.object({
  accessKey: z
    .string()
    .describe("SWIA and 22 characters, as Shopware makes them"),
  secretAccessKey: z
    .string()
    .describe(
      "The secret; only its hash is stored once an integration is created with it"
    ),
})

/**
 * GET /api/_action/access-key/intergration (Shopware's own spelling): a new key
 * pair for an integration a client is about to create, as Shopware's
 * administration fetches one. Nothing is stored.
 */
export const accessKeyRoutes: ApiRoute[] = [
  {
    method: "get",
    path: "/api/_action/access-key/intergration",
    operationId: "generateIntegrationAccessKey",
    summary:
      "A new access key and secret for an integration (nothing is stored)",
    tag: "Integration",
    privileges: ["integration:create"],
    responses: { 200: { description: "The key pair", schema: keyPairSchema } },
    handler: async (_req: ApiRequest, res: MedusaResponse) => {
      res.setHeader("cache-control", "no-store")
      res
        .status(200)
        .json({ accessKey: newAccessKey(), secretAccessKey: newSecret() })
    },
  },
]
