import { MedusaError } from "@medusajs/framework/utils"

/** Who asks, as far as ownership goes (the api-access module's caller has this shape). */
export type WebhookCaller = {
  admin: boolean
  userId?: string
  integrationId?: string
}

/** Who owns a webhook: the integration or admin user that created it. */
export type WebhookOwner = {
  integration_id?: string | null
  user_id?: string | null
}

/** The owner a new webhook gets from its creator (the console owns nothing: administrators see it). */
export function ownerOf(caller: WebhookCaller): WebhookOwner {
  return {
    integration_id: caller.integrationId ?? null,
    user_id: caller.integrationId ? null : (caller.userId ?? null),
  }
}

/**
 * An administrator sees and changes every webhook; anyone else only their
 * own (as Shopware's apps see only their own webhooks). The filter a list
 * adds for the caller; undefined for an administrator.
 */
export function ownWebhooksFilter(
  caller: WebhookCaller
): Record<string, unknown> | undefined {
  if (caller.admin) return undefined
  if (caller.integrationId) return { integration_id: caller.integrationId }
  if (caller.userId) return { user_id: caller.userId }
  // Neither administrator nor account: nothing is theirs.
  return { id: [] }
}

/** Whether the caller may see and change the webhook. */
export function mayManageWebhook(
  caller: WebhookCaller,
  webhook: WebhookOwner
): boolean {
  if (caller.admin) return true
  if (caller.integrationId)
    return webhook.integration_id === caller.integrationId
  return !!caller.userId && webhook.user_id === caller.userId
}

/** Refuses webhooks the caller does not own, as not found: another account's webhooks are not even named. */
export function assertMayManageWebhooks(
  caller: WebhookCaller,
  webhooks: (WebhookOwner & { id: string })[],
  ids: string[]
): void {
  const found = new Map(webhooks.map((w) => [w.id, w]))
  const missing = ids.filter((id) => {
    const webhook = found.get(id)
    return !webhook || !mayManageWebhook(caller, webhook)
  })
  if (missing.length) {
    throw new MedusaError(
      MedusaError.Types.NOT_FOUND,
      `No webhook with id ${missing.join(", ")} exists (or it belongs to another API account).`
    )
  }
}

/** Webhooks one API account or admin user may own: each is called for every event of its name. */
export const MAX_WEBHOOKS_PER_OWNER = 50

/**
 * Refuses a new webhook beyond the owner's MAX_WEBHOOKS_PER_OWNER, or one
 * that repeats an owner's webhook (same event and address: it would only
 * send every event twice). The console (no owner) is not limited.
 */
export function assertMayAddWebhook(
  owned: { event_name: string; url: string }[],
  wanted: { event_name: string; url: string },
  hasOwner: boolean
): void {
  if (!hasOwner) return
  if (
    owned.some(
      (w) => w.event_name === wanted.event_name && w.url === wanted.url
    )
  ) {
    throw new MedusaError(
      MedusaError.Types.DUPLICATE_ERROR,
      `You have a webhook for ${wanted.event_name} to ${wanted.url} already: change that one instead of adding a second (it would send every event twice).`
    )
  }
  if (owned.length >= MAX_WEBHOOKS_PER_OWNER) {
    throw new MedusaError(
      MedusaError.Types.NOT_ALLOWED,
      `You have ${owned.length} webhooks, the most one account may have (${MAX_WEBHOOKS_PER_OWNER}). Delete webhooks you no longer need.`
    )
  }
}
