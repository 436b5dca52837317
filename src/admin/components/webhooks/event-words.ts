import type { TFunction } from "i18next"
import {
  WEBHOOK_EVENT_NAMES,
  type WebhookEventName,
} from "../../../types/webhooks"

/** The i18n key of an event's words: its name with dots as underscores (i18next reads dots as nesting). */
export const eventKey = (name: string) =>
  `settings.webhooks.events.${name.replace(/\./g, "_")}`

/** An event in words ("Order file approved"); an unknown name as it is. */
export const eventLabel = (t: TFunction, name: string) =>
  t(`${eventKey(name)}.label`, { defaultValue: name })

/** Every event of the catalogue with its words, in the catalogue's order. */
export const eventChoices = (t: TFunction) =>
  WEBHOOK_EVENT_NAMES.map((name: WebhookEventName) => ({
    name,
    label: eventLabel(t, name),
    description: t(`${eventKey(name)}.description`),
  }))
