import { Badge, Button, Table, Text } from "@medusajs/ui"
import { notify } from "../../lib/notify"
import { useSetAdministrator } from "../../hooks/api/plugin-access"
import type { PluginUser } from "./types"
import { PlainTable } from "../common/plain-table"
import { useConfirmedMutation } from "../../hooks/use-confirmed-mutation"

type Props = {
  users: PluginUser[]
  myId?: string
  onEditRoles: (user: PluginUser) => void
}

const nameOf = (user: PluginUser) =>
  [user.first_name, user.last_name].filter(Boolean).join(" ") || user.email

/** The shop's admin users: administrator or roles; others' access can be changed, never one's own. */
export const UsersTable = ({ users, myId, onEditRoles }: Props) => {
  const setAdministrator = useSetAdministrator()
  const confirmChange = useConfirmedMutation(setAdministrator)

  const toggle = (user: PluginUser) => {
    const making = !user.administrator
    return confirmChange(
      { id: user.id, administrator: making },
      {
        title: making ? "Make administrator?" : "Restrict to roles?",
        description: making
          ? `${nameOf(user)} will hold every privilege of the plugin, including managing integrations, roles and other users.`
          : `${nameOf(user)} will hold only the privileges of their roles${user.acl_roles.length ? "" : " (none yet: they will hold nothing)"}.`,
        confirmText: making ? "Make administrator" : "Restrict",
      },
      {
        done: () =>
          notify.success(
            making
              ? `${nameOf(user)} is now an administrator.`
              : `${nameOf(user)} is restricted to their roles.`
          ),
        failed: "The change could not be saved.",
      }
    )
  }

  return (
    <PlainTable headers={["User", "Access"]}>
      {users.map((user) => {
        const self = user.id === myId
        return (
          <Table.Row key={user.id} data-testid={`plugin-user-${user.email}`}>
            <Table.Cell>
              <div className="flex flex-col py-1">
                <Text size="small" weight="plus">
                  {nameOf(user)}
                  {self && " (you)"}
                </Text>
                <Text size="xsmall" className="text-ui-fg-subtle">
                  {user.email}
                </Text>
              </div>
            </Table.Cell>
            <Table.Cell>
              {user.administrator ? (
                <Badge size="2xsmall" color="purple">
                  Administrator
                </Badge>
              ) : user.acl_roles.length ? (
                <Text size="small">
                  {user.acl_roles.map((r) => r.name).join(", ")}
                </Text>
              ) : (
                <Text size="small" className="text-ui-fg-muted">
                  No access
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>
              <div className="flex justify-end gap-x-2 whitespace-nowrap">
                {self ? (
                  <Text size="xsmall" className="text-ui-fg-muted">
                    Another administrator changes your access.
                  </Text>
                ) : (
                  <>
                    <Button
                      size="small"
                      variant="secondary"
                      onClick={() => onEditRoles(user)}
                    >
                      Roles
                    </Button>
                    <Button
                      size="small"
                      variant="secondary"
                      isLoading={
                        setAdministrator.isPending &&
                        setAdministrator.variables?.id === user.id
                      }
                      onClick={() => toggle(user)}
                    >
                      {user.administrator
                        ? "Restrict to roles"
                        : "Make administrator"}
                    </Button>
                  </>
                )}
              </div>
            </Table.Cell>
          </Table.Row>
        )
      })}
    </PlainTable>
  )
}
