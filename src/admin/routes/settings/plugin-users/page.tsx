import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Container, Heading, Text } from "@medusajs/ui"
import { useState } from "react"
import {
  ListPagination,
  usePagedList,
} from "../../../components/access/list-pagination"
import { ListState } from "../../../components/access/list-state"
import { useMyUserId, usePluginUsers } from "../../../components/access/queries"
import { UserRolesDrawer } from "../../../components/access/user-roles-drawer"
import { UsersTable } from "../../../components/access/users-table"
import type { PluginUser } from "../../../components/access/types"

/** Settings page "API users": who is an administrator of the plugin, and the roles of everybody else. */
const UsersPage = () => {
  const [editing, setEditing] = useState<{
    open: boolean
    user?: PluginUser
    key: number
  }>({ open: false, key: 0 })
  const { list, count, paging } = usePagedList(usePluginUsers, 20)
  const { data: myId } = useMyUserId()

  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h2">API users</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          Administrators hold every privilege of the plugin. Everybody else
          holds the privileges of their roles; a user with neither holds
          nothing. Nobody changes their own access.
        </Text>
      </div>
      <ListState
        loading={list.isLoading}
        error={list.error}
        empty={count === 0}
        emptyTitle="No admin users"
        emptyText="Admin users are created in Medusa: invite them under Settings → Users."
        onRetry={() => list.refetch()}
      >
        <UsersTable
          users={list.data?.users ?? []}
          myId={myId}
          onEditRoles={(user) =>
            setEditing((e) => ({ open: true, user, key: e.key + 1 }))
          }
        />
        <ListPagination paging={paging} />
      </ListState>
      <UserRolesDrawer
        key={editing.key}
        open={editing.open}
        user={editing.user}
        onClose={() => setEditing((e) => ({ ...e, open: false }))}
      />
    </Container>
  )
}

export const config = defineRouteConfig({ label: "API users" })

export default UsersPage
