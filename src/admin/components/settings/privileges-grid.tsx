import { Checkbox, Label, Table, Text } from "@medusajs/ui"
import {
  ACTION_LABELS,
  PRIVILEGE_ACTIONS,
  PRIVILEGE_RESOURCES,
  RESOURCE_LABELS,
  describePrivilege,
  expandPrivileges,
  type Privilege,
} from "./privileges"

type Props = {
  value: string[]
  onChange: (entries: string[]) => void
  disabled?: boolean
}

/** Resources × (read, create, update, delete) checkboxes; implied privileges show ticked and locked. */
export const PrivilegesGrid = ({ value, onChange, disabled }: Props) => {
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
            <Table.HeaderCell>Resource</Table.HeaderCell>
            {PRIVILEGE_ACTIONS.map((action) => (
              <Table.HeaderCell key={action} className="text-center">
                {ACTION_LABELS[action]}
              </Table.HeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {PRIVILEGE_RESOURCES.map((resource) => (
            <Table.Row key={resource}>
              <Table.Cell>
                <div className="flex flex-col py-1">
                  <Text size="small" weight="plus">
                    {RESOURCE_LABELS[resource] ?? resource}
                  </Text>
                  <Text size="xsmall" className="font-mono text-ui-fg-muted">
                    {resource}
                  </Text>
                </div>
              </Table.Cell>
              {PRIVILEGE_ACTIONS.map((action) => {
                const privilege = `${resource}:${action}` as Privilege
                const explained = describePrivilege(privilege)
                const explicit = value.includes(privilege)
                const implied = !explicit && effective.has(privilege)
                const id = `privilege-${resource}-${action}`
                return (
                  <Table.Cell key={action} className="text-center">
                    <div
                      className="flex justify-center"
                      title={
                        implied
                          ? `Included by another choice. ${explained}`
                          : `${privilege}: ${explained}`
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
                        {`${ACTION_LABELS[action]} ${RESOURCE_LABELS[resource] ?? resource} (${privilege}): ${explained}`}
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
          What each privilege allows
        </summary>
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          {PRIVILEGE_RESOURCES.flatMap((resource) =>
            PRIVILEGE_ACTIONS.map((action) => {
              const privilege = `${resource}:${action}` as Privilege
              return [
                <dt
                  key={`${privilege}-t`}
                  className="txt-compact-xsmall font-mono text-ui-fg-subtle"
                >
                  {privilege}
                </dt>,
                <dd key={`${privilege}-d`} className="txt-compact-xsmall">
                  {describePrivilege(privilege)}
                </dd>,
              ]
            })
          )}
        </dl>
      </details>
    </div>
  )
}
