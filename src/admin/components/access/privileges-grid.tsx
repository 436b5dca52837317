import { Checkbox, Label, Table, Text } from "@medusajs/ui"
import { ACTION_LABELS, PRIVILEGE_ACTIONS, PRIVILEGE_RESOURCES, RESOURCE_LABELS, expandPrivileges } from "./privileges"

type Props = { value: string[]; onChange: (entries: string[]) => void; disabled?: boolean }

/** Resources × (read, create, update, delete) checkboxes; implied privileges show ticked and locked. */
export const PrivilegesGrid = ({ value, onChange, disabled }: Props) => {
  const effective = expandPrivileges(value) as Set<string>
  const toggle = (privilege: string, on: boolean) =>
    onChange(on ? [...value, privilege] : value.filter((entry) => entry !== privilege))

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
                  <Text size="small" weight="plus">{RESOURCE_LABELS[resource] ?? resource}</Text>
                  <Text size="xsmall" className="font-mono text-ui-fg-muted">{resource}</Text>
                </div>
              </Table.Cell>
              {PRIVILEGE_ACTIONS.map((action) => {
                const privilege = `${resource}:${action}`
                const explicit = value.includes(privilege)
                const implied = !explicit && effective.has(privilege)
                const id = `privilege-${resource}-${action}`
                return (
                  <Table.Cell key={action} className="text-center">
                    <div className="flex justify-center" title={implied ? "Included by another choice" : privilege}>
                      <Checkbox
                        id={id}
                        checked={explicit || implied}
                        disabled={disabled || implied}
                        onCheckedChange={(checked) => toggle(privilege, checked === true)}
                      />
                      <Label htmlFor={id} className="sr-only">
                        {`${ACTION_LABELS[action]} ${RESOURCE_LABELS[resource] ?? resource} (${privilege})`}
                      </Label>
                    </div>
                  </Table.Cell>
                )
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </div>
  )
}
