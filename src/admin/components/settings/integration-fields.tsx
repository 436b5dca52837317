import { Input, Label, Switch, Text } from "@medusajs/ui"
import { RoleChecklist } from "./role-checklist"
import type { IntegrationInput } from "./types"

type Props = {
  value: IntegrationInput
  onChange: (value: IntegrationInput) => void
  disabled?: boolean
}

/** The fields of an integration: label, administrator switch, roles. */
export const IntegrationFields = ({ value, onChange, disabled }: Props) => (
  <div className="flex flex-col gap-y-6">
    <div className="flex flex-col gap-y-2">
      <Label htmlFor="integration-label" weight="plus">
        Label
      </Label>
      <Input
        id="integration-label"
        value={value.label}
        aria-required
        maxLength={255}
        autoFocus
        disabled={disabled}
        placeholder="ERP connector"
        onChange={(e) => onChange({ ...value, label: e.target.value })}
      />
    </div>
    <div className="flex items-start justify-between gap-x-4">
      <div className="flex flex-col gap-y-1">
        <Label htmlFor="integration-admin" weight="plus">
          Administrator
        </Label>
        <Text size="small" className="text-ui-fg-subtle">
          An administrator integration holds every privilege; its roles do not
          matter.
        </Text>
      </div>
      <Switch
        id="integration-admin"
        checked={value.admin}
        disabled={disabled}
        onCheckedChange={(admin) => onChange({ ...value, admin })}
      />
    </div>
    <RoleChecklist
      value={value.role_ids}
      disabled={disabled}
      onChange={(role_ids) => onChange({ ...value, role_ids })}
    />
  </div>
)
