import { defineRouteConfig } from "@medusajs/admin-sdk"
import { useState } from "react"
import {
  ListPagination,
  usePagedList,
} from "../../../components/settings/list-pagination"
import { ListState } from "../../../components/settings/list-state"
import { useMyUserId, usePluginUsers } from "../../../hooks/api/plugin-access"
import { UserRolesDrawer } from "../../../components/settings/user-roles-drawer"
import { UsersTable } from "../../../components/settings/users-table"
import type { PluginUser } from "../../../components/settings/types"
import { Section } from "../../../components/common/section"

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
    <Section
      title="API users"
      level="h2"
      description={
        <>
          Administrators hold every privilege of the plugin. Everybody else
          holds the privileges of their roles; a user with neither holds
          nothing. Nobody changes their own access.
        </>
      }
    >
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
    </Section>
  )
}

export const config = defineRouteConfig({ label: "API users" })

export default UsersPage
