import { Checkbox, Hint, Label, Skeleton, Text } from "@medusajs/ui"
import { useAclRoles } from "../../hooks/api/plugin-access"
import { usePluginTranslation } from "../../lib/i18n"

type Props = {
  value: string[]
  onChange: (ids: string[]) => void
  disabled?: boolean
  error?: string
}

/** A multi-select of the existing roles, one labelled checkbox each. */
export const RoleChecklist = ({ value, onChange, disabled, error }: Props) => {
  const { t } = usePluginTranslation()
  const { data, isLoading, isError } = useAclRoles()
  const roles = data?.acl_roles ?? []
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((v) => v !== id))

  return (
    <fieldset className="flex flex-col gap-y-2" disabled={disabled}>
      <legend className="txt-compact-small-plus mb-2">
        {t("settings.roleChecklist.legend")}
      </legend>
      {isLoading && <Skeleton className="h-16 w-full" />}
      {isError && (
        <Text size="small" className="text-ui-fg-error">
          {t("settings.roleChecklist.loadFailed")}
        </Text>
      )}
      {!isLoading && !isError && roles.length === 0 && (
        <Text size="small" className="text-ui-fg-subtle">
          {t("settings.roleChecklist.none")}
        </Text>
      )}
      {roles.map((role) => (
        <div key={role.id} className="flex items-start gap-x-2">
          <Checkbox
            id={`role-${role.id}`}
            checked={value.includes(role.id)}
            disabled={disabled}
            onCheckedChange={(checked) => toggle(role.id, checked === true)}
          />
          <Label
            htmlFor={`role-${role.id}`}
            size="small"
            className="flex flex-col"
          >
            <span>{role.name}</span>
            {role.description && (
              <span className="text-ui-fg-subtle">{role.description}</span>
            )}
          </Label>
        </div>
      ))}
      {error && <Hint variant="error">{error}</Hint>}
    </fieldset>
  )
}
