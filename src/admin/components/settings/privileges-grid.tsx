import { Checkbox, Label, Table, Text } from "@medusajs/ui"
import { usePluginTranslation } from "../../lib/i18n"
import {
  PRIVILEGE_ACTIONS,
  PRIVILEGE_RESOURCES,
  expandPrivileges,
  type Privilege,
} from "../../../types/api-access"
import {
  actionLabel,
  privilegeDescription,
  privilegeLabel,
  resourceLabel,
} from "./privileges"

type Props = {
  value: string[]
  onChange: (entries: string[]) => void
  disabled?: boolean
}

/** Areas × (read, create, update, delete) checkboxes; implied privileges show ticked and locked. */
export const PrivilegesGrid = ({ value, onChange, disabled }: Props) => {
  const { t } = usePluginTranslation()
  const effective = expandPrivileges(value) as Set<string>
  const toggle = (privilege: string, on: boolean) =>
    onChange(
      on ? [...value, privilege] : value.filter((entry) => entry !== privilege)
    )

  return (
    <div className="overflow-x-auto rounded-lg border">
      <Table>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{t("settings.privileges.area")}</Table.HeaderCell>
            {PRIVILEGE_ACTIONS.map((action) => (
              <Table.HeaderCell key={action} className="text-center">
                {actionLabel(t, action)}
              </Table.HeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {PRIVILEGE_RESOURCES.map((resource) => (
            <Table.Row key={resource}>
              <Table.Cell>
                <Text size="small" weight="plus">
                  {resourceLabel(t, resource)}
                </Text>
              </Table.Cell>
              {PRIVILEGE_ACTIONS.map((action) => {
                const privilege = `${resource}:${action}` as Privilege
                const explained = privilegeDescription(t, privilege)
                const explicit = value.includes(privilege)
                const implied = !explicit && effective.has(privilege)
                const id = `privilege-${resource}-${action}`
                return (
                  <Table.Cell key={action} className="text-center">
                    <div
                      className="flex justify-center"
                      title={
                        implied
                          ? `${t("settings.privileges.includedBy")} ${explained}`
                          : explained
                      }
                    >
                      <Checkbox
                        id={id}
                        checked={explicit || implied}
                        disabled={disabled || implied}
                        onCheckedChange={(checked) =>
                          toggle(privilege, checked === true)
                        }
                      />
                      <Label htmlFor={id} className="sr-only">
                        {`${privilegeLabel(t, privilege)}. ${explained}`}
                      </Label>
                    </div>
                  </Table.Cell>
                )
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
      <details
        className="border-t px-4 py-3"
        data-testid="privilege-explanations"
      >
        <summary className="txt-compact-small-plus cursor-pointer">
          {t("settings.privileges.explanations")}
        </summary>
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          {PRIVILEGE_RESOURCES.flatMap((resource) =>
            PRIVILEGE_ACTIONS.map((action) => {
              const privilege = `${resource}:${action}`
              return [
                <dt
                  key={`${privilege}-t`}
                  className="txt-compact-xsmall-plus text-ui-fg-subtle"
                >
                  {privilegeLabel(t, privilege)}
                </dt>,
                <dd key={`${privilege}-d`} className="txt-compact-xsmall">
                  {privilegeDescription(t, privilege)}
                </dd>,
              ]
            })
          )}
        </dl>
      </details>
    </div>
  )
}
