import type { MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { callerOf } from "../auth/actors"
import { planSync } from "../sync/plan"
import {
  parseSyncBody,
  SYNC_LIMITS,
  syncOperationSchema,
} from "../sync/request"
import { syncableEntities } from "../sync/resolve"
import { runSyncPlan } from "../sync/run"
import type { ApiRequest, ApiRoute } from "./types"

const idsByEntity = z
  .union([z.record(z.string(), z.array(z.string())), z.array(z.never())])
  .describe(
    "Ids by entity name; an empty list when there are none (as Shopware answers)"
  )

const syncResultSchema = z.object({
  extensions: z.array(z.never()),
  data: idsByEntity.describe("The ids written (created or updated), by entity"),
  notFound: idsByEntity.describe(
    "Ids of deletes whose row does not exist (nothing to delete), by entity"
  ),
  deleted: idsByEntity.describe("The ids deleted, by entity"),
})

/**
 * POST /api/_action/sync: Shopware's sync API (6.5+), how ERPs push profiles
 * and mappings in bulk. Any valid token may call it; each operation needs the
 * privileges of its writes (checked before anything is written, 403 listing
 * every missing one). Everything is validated first (400 naming every
 * problem with its pointer `/<operation>/<index>/<field>`), then the writes
 * run in request order, all or nothing.
 */
export const syncRoutes: ApiRoute[] = [
  {
    method: "post",
    path: "/api/_action/sync",
    operationId: "sync",
    summary:
      "Write several entities at once, all or nothing (Shopware's sync API)",
    tag: "Sync",
    privileges: "authenticated",
    body: z
      .record(z.string(), syncOperationSchema)
      .describe(
        `Named operations ({"<key>": {"entity", "action": "upsert"|"delete", "payload": [...]}}), or a list of them. At most ${SYNC_LIMITS.operations} operations and ${SYNC_LIMITS.items} items. Entities: ${syncableEntities()}. Each operation needs <entity>:create / :update / :delete for its writes. The headers indexing-behavior and indexing-skip are accepted; the plugin keeps no search index, so they change nothing.`
      ),
    bodyValidatedByHandler: true,
    bodyLimit: SYNC_LIMITS.bodyBytes,
    responses: {
      200: {
        description: "Everything was written",
        schema: syncResultSchema,
      },
    },
    errors: [400, 403, 409],
    handler: async (req: ApiRequest, res: MedusaResponse) => {
      // The headers indexing-behavior and indexing-skip are accepted and change nothing: there is no index to defer.
      const operations = parseSyncBody(req.body)
      const actor = req.apiActor!
      const plan = await planSync(req, operations, actor.grant, callerOf(actor))
      await runSyncPlan(req.scope, plan)
      res.status(200).json(plan.answer)
    },
  },
]
