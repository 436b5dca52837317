import { Table, Text } from "@medusajs/ui"
import { notify } from "../../lib/notify"
import { effectiveCount, isBundle } from "./privileges"
import { useDeleteAclRole } from "../../hooks/api/plugin-access"
import type { AclRole } from "./types"
import { PlainTable } from "../common/plain-table"
import { RowButtons } from "../common/row-buttons"
import { useConfirmedMutation } from "../../hooks/use-confirmed-mutation"

type Props = { roles: AclRole[]; onEdit: (role: AclRole) => void }

/** The roles: name, description, privilege count, edit and delete (confirmed). */
export const RolesTable = ({ roles, onEdit }: Props) => {
  const remove = useDeleteAclRole()
  const confirmDelete = useConfirmedMutation(remove)

  const destroy = (role: AclRole) =>
    confirmDelete(
      role.id,
      {
        title: "Delete role?",
        description: `“${role.name}” is deleted. Admin users and integrations that hold it lose its privileges. This cannot be undone.`,
      },
      {
        done: () => notify.success(`Role “${role.name}” deleted.`),
        failed: "The role could not be deleted.",
      }
    )

  return (
    <PlainTable headers={["Name", "Description", "Privileges"]}>
      {roles.map((role) => {
        const entries = role.privileges ?? []
        const bundles = entries.filter(isBundle)
        return (
          <Table.Row key={role.id}>
            <Table.Cell className="max-w-[220px] truncate" title={role.name}>
              {role.name}
            </Table.Cell>
            <Table.Cell
              className="max-w-[360px] truncate"
              title={role.description ?? ""}
            >
              {role.description || (
                <Text size="small" className="text-ui-fg-muted">
                  —
                </Text>
              )}
            </Table.Cell>
            <Table.Cell title={entries.join(", ")}>
              {effectiveCount(entries)}
              {bundles.length > 0 && (
                <Text as="span" size="small" className="text-ui-fg-subtle">
                  {" "}
                  (incl. {bundles.join(", ")})
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>
              <RowButtons
                buttons={[
                  { label: "Edit", onClick: () => onEdit(role) },
                  {
                    label: "Delete",
                    onClick: () => destroy(role),
                    isLoading: remove.isPending && remove.variables === role.id,
                  },
                ]}
              />
            </Table.Cell>
          </Table.Row>
        )
      })}
    </PlainTable>
  )
}
