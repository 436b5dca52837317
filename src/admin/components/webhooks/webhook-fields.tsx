import { Input, Label, RadioGroup, Switch, Text } from "@medusajs/ui"
import { usePluginTranslation } from "../../lib/i18n"
import type { WebhookDraft } from "../../../types/webhooks"
import { FormField, NameField } from "../settings/form-field"
import type { FieldProblems } from "../settings/save-problem"
import { eventChoices } from "./event-words"

type Props = {
  value: WebhookDraft
  onChange: (value: WebhookDraft) => void
  problems: FieldProblems
  disabled?: boolean
}

/** A webhook's fields: name, the event (each with what it means), the address, active. */
export const WebhookFields = ({
  value,
  onChange,
  problems,
  disabled,
}: Props) => {
  const { t } = usePluginTranslation()
  const set = (change: Partial<WebhookDraft>) =>
    onChange({ ...value, ...change })
  return (
    <div className="flex flex-col gap-y-6">
      <NameField
        id="webhook-name"
        label={t("settings.webhooks.fields.name")}
        hint={t("settings.webhooks.fields.nameHint")}
        placeholder={t("settings.webhooks.fields.namePlaceholder")}
        error={problems.name}
        value={value.name}
        disabled={disabled}
        onChange={(name) => set({ name })}
      />
      <fieldset
        className="flex flex-col gap-y-2"
        aria-describedby="webhook-event-hint"
      >
        <legend className="mb-2">
          <Text size="small" weight="plus" className="text-ui-fg-base">
            {t("settings.webhooks.fields.event")}
          </Text>
          <Text
            id="webhook-event-hint"
            size="small"
            className="text-ui-fg-subtle"
          >
            {t("settings.webhooks.fields.eventHint")}
          </Text>
        </legend>
        <RadioGroup
          value={value.event_name}
          disabled={disabled}
          aria-invalid={problems.event_name ? true : undefined}
          onValueChange={(event_name) =>
            set({ event_name: event_name as WebhookDraft["event_name"] })
          }
          className="grid gap-2"
        >
          {eventChoices(t).map((event) => (
            <RadioGroup.ChoiceBox
              key={event.name}
              value={event.name}
              label={event.label}
              description={event.description}
            />
          ))}
        </RadioGroup>
        {problems.event_name && (
          <Text size="small" role="alert" className="text-ui-fg-error">
            {problems.event_name}
          </Text>
        )}
      </fieldset>
      <FormField
        id="webhook-url"
        label={t("settings.webhooks.fields.url")}
        hint={t("settings.webhooks.fields.urlHint")}
        error={problems.url}
      >
        <Input
          type="url"
          value={value.url}
          aria-required
          disabled={disabled}
          placeholder={t("settings.webhooks.fields.urlPlaceholder")}
          onChange={(e) => set({ url: e.target.value })}
        />
      </FormField>
      <div className="flex items-start justify-between gap-x-4">
        <div className="flex flex-col gap-y-1">
          <Label htmlFor="webhook-active" weight="plus">
            {t("settings.webhooks.fields.active")}
          </Label>
          <Text
            id="webhook-active-hint"
            size="small"
            className="text-ui-fg-subtle"
          >
            {t("settings.webhooks.fields.activeHint")}
          </Text>
        </div>
        <Switch
          id="webhook-active"
          aria-describedby="webhook-active-hint"
          checked={value.active}
          disabled={disabled}
          onCheckedChange={(active) => set({ active })}
        />
      </div>
    </div>
  )
}
