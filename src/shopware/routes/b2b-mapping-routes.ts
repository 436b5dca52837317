import { z } from "@medusajs/framework/zod"
import { hexIdSchema } from "../../modules/api-access/schemas"
import { copyStandardMappingsWorkflow } from "../../workflows/b2b-import"
import { typedRoute } from "./typed-route"
import type { ApiRoute } from "./types"

/** `/api/_action/plugin-b2b/standard-mappings`: a standard format's fields as a profile's own mappings, to be edited. */
export const b2bMappingRoutes: ApiRoute[] = [
  typedRoute({
    method: "post",
    path: "/api/_action/plugin-b2b/standard-mappings/:profileId",
    operationId: "pluginB2bStandardMappings",
    summary:
      "Write the standard field mappings of the profile's format (openTRANS, EDIFACT, UBL, cXML) as the profile's own, so that they can be changed one by one; refused when the profile has mappings already or its format has no standard fields",
    tag: "B2B order import",
    privileges: ["plugin_b2b_field_mapping:create"],
    params: z.object({ profileId: hexIdSchema }),
    body: z.object({}).strict(),
    responses: {
      200: {
        description:
          "The ids of the mappings written, in position order (read them at /api/plugin-b2b-field-mapping)",
        schema: z.object({
          profileId: hexIdSchema,
          mappingIds: z.array(z.string()),
        }),
      },
    },
    errors: [404, 409],
    handler: async (req, res) => {
      const profileId = req.apiInput.params.profileId
      const { result: mappingIds } = await copyStandardMappingsWorkflow(
        req.scope
      ).run({ input: { profile_id: profileId } })
      res.json({ profileId, mappingIds })
    },
  }),
]
