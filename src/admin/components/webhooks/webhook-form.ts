import type { TFunction } from "i18next"
import type { z } from "zod"
import { usePluginTranslation } from "../../lib/i18n"
import { webhookSchema, type WebhookDraft } from "../../../types/webhooks"
import { useSettingsForm } from "../settings/settings-form"

/** The form's rules: the server's one schema of a webhook, every field sent. */
const draftSchema = (): z.ZodType<WebhookDraft, unknown> =>
  webhookSchema.required()

/** The form's fields as the server names them, in words. */
const fieldNames = (t: TFunction) => ({
  name: t("settings.webhooks.fields.name"),
  event_name: t("settings.webhooks.fields.event"),
  url: t("settings.webhooks.fields.url"),
  active: t("settings.webhooks.fields.active"),
})

/** What the server says when it refuses an address (the target guard's words). */
const TARGET_REFUSED = /^Webhooks cannot be sent to /

/**
 * A webhook form's state: the settings forms' checks with the webhook's
 * schema, and a refused address shown at the URL field in the server's
 * words (why it was refused: loopback, private, the shop itself, no DNS).
 */
export function useWebhookForm(initial: () => WebhookDraft) {
  const { t } = usePluginTranslation()
  const form = useSettingsForm<WebhookDraft>(initial, draftSchema, fieldNames)
  return {
    ...form,
    failed: (error: unknown, fallback: string) => {
      const { status, message } = (error ?? {}) as {
        status?: number
        message?: unknown
      }
      if (
        status === 400 &&
        typeof message === "string" &&
        TARGET_REFUSED.test(message)
      )
        form.problemAt(
          "url",
          t("settings.webhooks.targetRefused", { reason: message })
        )
      else form.failed(error, fallback)
    },
  }
}
