import type { MedusaContainer } from "@medusajs/framework/types"
import { type Holding, lacking } from "../../../modules/api-access/access-rules"
import {
  integrationHoldingOf,
  userHoldingOf,
} from "../../../modules/api-access/principals"
import { webhooks } from "../../../modules/webhooks"
import {
  readPrivilegeOf,
  type WebhookEventName,
} from "../../../modules/webhooks/event-catalogue"

type Owner = { integration_id: string | null; user_id: string | null }

/** What a webhook's owner holds now; a webhook without owner was made by the console (an administrator); a deleted owner holds nothing. */
async function holdingOf(
  container: MedusaContainer,
  owner: Owner
): Promise<Holding | undefined> {
  if (owner.integration_id)
    return (await integrationHoldingOf(container, owner.integration_id))
      ?.holding
  if (owner.user_id) return userHoldingOf(container, owner.user_id)
  return { admin: true, privileges: [] }
}

/**
 * The active webhooks of these events whose owners may read what the event
 * tells of (`readPrivilegeOf`), checked now: privileges taken away since the
 * webhook was registered stop its deliveries.
 */
export async function entitledWebhookIds(
  container: MedusaContainer,
  events: WebhookEventName[]
): Promise<string[]> {
  if (!events.length) return []
  const hooks = await webhooks(container).listWebhooks(
    { event_name: [...new Set(events)], active: true },
    { select: ["id", "event_name", "integration_id", "user_id"] }
  )
  const holdings = new Map<string, Promise<Holding | undefined>>()
  const entitled = await Promise.all(
    hooks.map(async (hook) => {
      const key = `${hook.integration_id}|${hook.user_id}`
      if (!holdings.has(key)) holdings.set(key, holdingOf(container, hook))
      const holding = await holdings.get(key)
      const needed = readPrivilegeOf(hook.event_name)
      return holding && !lacking(holding, [needed]).length ? hook.id : null
    })
  )
  return entitled.filter((id): id is string => id !== null)
}
