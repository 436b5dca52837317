import { Label, Switch, Text } from "@medusajs/ui"
import { usePluginTranslation } from "../../lib/i18n"
import { NameField } from "./form-field"
import { RoleChecklist } from "./role-checklist"
import type { FieldProblems } from "./save-problem"
import type { IntegrationInput } from "./types"

type Props = {
  value: IntegrationInput
  onChange: (value: IntegrationInput) => void
  problems: FieldProblems
  disabled?: boolean
}

/** The fields of an integration: label, administrator switch, roles. */
export const IntegrationFields = ({
  value,
  onChange,
  problems,
  disabled,
}: Props) => {
  const { t } = usePluginTranslation()
  return (
    <div className="flex flex-col gap-y-6">
      <NameField
        id="integration-label"
        label={t("settings.integrations.fields.label")}
        hint={t("settings.integrations.fields.labelHint")}
        error={problems.label}
        value={value.label}
        disabled={disabled}
        placeholder={t("settings.integrations.fields.labelPlaceholder")}
        onChange={(label) => onChange({ ...value, label })}
      />
      <div className="flex items-start justify-between gap-x-4">
        <div className="flex flex-col gap-y-1">
          <Label htmlFor="integration-admin" weight="plus">
            {t("settings.integrations.fields.admin")}
          </Label>
          <Text
            id="integration-admin-hint"
            size="small"
            className="text-ui-fg-subtle"
          >
            {t("settings.integrations.fields.adminHint")}
          </Text>
        </div>
        <Switch
          id="integration-admin"
          aria-describedby="integration-admin-hint"
          checked={value.admin}
          disabled={disabled}
          onCheckedChange={(admin) => onChange({ ...value, admin })}
        />
      </div>
      <RoleChecklist
        value={value.role_ids}
        disabled={disabled}
        error={problems.role_ids}
        onChange={(role_ids) => onChange({ ...value, role_ids })}
      />
    </div>
  )
}
