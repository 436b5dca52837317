import { Button, Table, Text, usePrompt } from "@medusajs/ui"
import { errorMessage } from "../../lib/errors"
import { notify } from "../../lib/notify"
import { effectiveCount, isBundle } from "./privileges"
import { useDeleteAclRole } from "../../hooks/api/plugin-access"
import type { AclRole } from "./types"
import { PlainTable } from "../common/plain-table"

type Props = { roles: AclRole[]; onEdit: (role: AclRole) => void }

/** The roles: name, description, privilege count, edit and delete (confirmed). */
export const RolesTable = ({ roles, onEdit }: Props) => {
  const prompt = usePrompt()
  const remove = useDeleteAclRole()

  const destroy = async (role: AclRole) => {
    const confirmed = await prompt({
      title: "Delete role?",
      description: `“${role.name}” is deleted. Admin users and integrations that hold it lose its privileges. This cannot be undone.`,
      confirmText: "Delete",
      cancelText: "Cancel",
    })
    if (!confirmed) return
    remove.mutate(role.id, {
      onSuccess: () => notify.success(`Role “${role.name}” deleted.`),
      onError: (e) =>
        notify.error(errorMessage(e, "The role could not be deleted.")),
    })
  }

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
              <div className="flex justify-end gap-x-2 whitespace-nowrap">
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => onEdit(role)}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  isLoading={remove.isPending && remove.variables === role.id}
                  onClick={() => destroy(role)}
                >
                  Delete
                </Button>
              </div>
            </Table.Cell>
          </Table.Row>
        )
      })}
    </PlainTable>
  )
}
