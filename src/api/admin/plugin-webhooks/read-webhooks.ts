import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import {
  assertMayManageWebhooks,
  ownWebhooksFilter,
} from "../../../modules/webhooks/ownership"
import { graphPage } from "../../utils/find-params"
import { adminCaller } from "../../utils/require-admin-privileges"
import { WEBHOOK_FIELDS } from "./query-config"

/** The entity Query knows the module's webhooks by. */
const WEBHOOK_ENTITY = "webhook"

/** A page of the webhooks the caller may see (an administrator: all, anyone else: their own). */
export async function webhooksPage(
  req: AuthenticatedMedusaRequest,
  filters: Record<string, unknown>
) {
  const own = ownWebhooksFilter(await adminCaller(req))
  return graphPage(req, WEBHOOK_ENTITY, { ...filters, ...own })
}

/**
 * One webhook of the caller's; 404 in words when it does not exist or
 * belongs to someone else (another account's webhooks are not even named).
 */
export async function readWebhook(req: AuthenticatedMedusaRequest, id: string) {
  const { data } = await req.scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: WEBHOOK_ENTITY, fields: WEBHOOK_FIELDS, filters: { id } })
  const found = data as (Record<string, unknown> & {
    id: string
    integration_id: string | null
    user_id: string | null
  })[]
  assertMayManageWebhooks(await adminCaller(req), found, [id])
  return found[0]
}
