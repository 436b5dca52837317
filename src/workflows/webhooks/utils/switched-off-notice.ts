import type {
  CreateNotificationDTO,
  MedusaContainer,
} from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { apiAccess } from "../../../modules/api-access"
import type { SwitchedOffWebhook } from "../../../modules/webhooks/repositories/deliveries"

/** Who registered the webhook, in words an administrator recognises. */
export type WebhookOwnerWords =
  | { kind: "integration"; label: string }
  | { kind: "user"; email: string }
  | null

/**
 * The feed notification of a webhook switched off after 24 hours of
 * failures, naming its owner: Medusa's feed is shared by every admin user,
 * so whoever reads it knows whose receiver to fix. `to` is the owning user's
 * e-mail where a user owns it (as Medusa's notifications address a person).
 */
export function switchedOffNotice(
  off: SwitchedOffWebhook,
  owner: WebhookOwnerWords,
  at: Date
): CreateNotificationDTO {
  const whose =
    owner?.kind === "integration"
      ? ` of integration "${owner.label}"`
      : owner?.kind === "user"
        ? ` of ${owner.email}`
        : ""
  return {
    to: owner?.kind === "user" ? owner.email : "",
    channel: "feed",
    template: "admin-ui",
    idempotency_key: `plugin-webhook-off:${off.id}:${at.getTime()}`,
    resource_id: off.id,
    resource_type: "plugin_webhook",
    data: {
      title: "A webhook was switched off",
      description: `Webhook "${off.name}"${whose} (${off.url}) failed for 24 hours and no longer receives events. Fix the receiver, then switch it on under Settings → Webhooks.`,
      webhook_id: off.id,
      integration_id: off.integration_id,
      user_id: off.user_id,
    },
  }
}

/** The owner's label (integration) or e-mail (admin user); null when it is gone or the console registered it. */
export async function webhookOwnerWords(
  container: MedusaContainer,
  off: SwitchedOffWebhook
): Promise<WebhookOwnerWords> {
  if (off.integration_id) {
    const [integration] = await apiAccess(container).listIntegrations(
      { id: off.integration_id },
      { select: ["label"], withDeleted: true }
    )
    return integration
      ? { kind: "integration", label: integration.label }
      : null
  }
  if (off.user_id) {
    const [user] = await container
      .resolve(Modules.USER)
      .listUsers({ id: off.user_id }, { select: ["email"] })
    return user ? { kind: "user", email: user.email } : null
  }
  return null
}
