import { Textarea } from "@medusajs/ui"
import { usePluginTranslation } from "../../lib/i18n"
import { BundleQuickPicks } from "./bundle-quick-picks"
import { FormField, NameField } from "./form-field"
import { PrivilegesGrid } from "./privileges-grid"
import type { FieldProblems } from "./save-problem"
import type { AclRoleInput } from "./types"

type Props = {
  value: AclRoleInput
  onChange: (value: AclRoleInput) => void
  problems: FieldProblems
  disabled?: boolean
}

/** A role's name, description and privileges (quick picks and the grid). */
export const RoleFields = ({ value, onChange, problems, disabled }: Props) => {
  const { t } = usePluginTranslation()
  return (
    <div className="flex flex-col gap-y-6">
      <NameField
        id="role-name"
        label={t("settings.roles.fields.name")}
        error={problems.name}
        value={value.name}
        disabled={disabled}
        onChange={(name) => onChange({ ...value, name })}
      />
      <FormField
        id="role-description"
        label={t("settings.roles.fields.descriptionOptional")}
        error={problems.description}
      >
        <Textarea
          value={value.description ?? ""}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, description: e.target.value })}
        />
      </FormField>
      <fieldset className="flex flex-col gap-y-4">
        <legend className="txt-compact-small-plus mb-2">
          {t("settings.roles.fields.privileges")}
        </legend>
        <BundleQuickPicks
          value={value.privileges}
          disabled={disabled}
          onChange={(privileges) => onChange({ ...value, privileges })}
        />
        <PrivilegesGrid
          value={value.privileges}
          disabled={disabled}
          onChange={(privileges) => onChange({ ...value, privileges })}
        />
      </fieldset>
    </div>
  )
}
