import { defineRouteConfig } from "@medusajs/admin-sdk"
import { settingsHandle } from "../../../components/settings/settings-crumb"
import { useCallback } from "react"
import {
  chosen,
  pageQuery,
  useClampedPage,
} from "../../../components/settings/list-query"
import { rowActionsButton } from "../../../components/settings/return-focus"
import { SettingsListPage } from "../../../components/settings/settings-list-page"
import type { PluginUser } from "../../../components/settings/types"
import { useOpenedRow } from "../../../components/settings/use-opened-row"
import { useUserActions } from "../../../components/settings/user-actions"
import {
  USER_FILTERS,
  USER_SORTS,
  useUserColumns,
  useUserFilters,
} from "../../../components/settings/user-columns"
import { UserRolesDrawer } from "../../../components/settings/user-roles-drawer"
import { MedusaRolesNotice } from "../../../components/settings/medusa-roles-notice"
import { useMyUserId, usePluginUsers } from "../../../hooks/api/plugin-access"
import { useMedusaRolesUrl } from "../../../hooks/api/plugin-settings"
import { usePluginUser } from "../../../hooks/api/plugin-user"
import { useListUrlState } from "../../../hooks/use-list-url-state"

const OLDEST_FIRST = { id: "created_at", desc: false }

/**
 * Settings page "API users": who is an administrator of the plugin, and the
 * roles of everybody else. Under Medusa's RBAC those are Medusa's roles: the
 * page says so, links there, and offers no changes.
 */
const UsersPage = () => {
  const rolesUrl = useMedusaRolesUrl()
  const state = useListUrlState({
    filterIds: USER_FILTERS,
    sortable: USER_SORTS,
    defaultSort: OLDEST_FIRST,
  })
  const access = state.filtering.access
  // Under Medusa's RBAC the plugin's access of users does not count: no filtering by it.
  const list = usePluginUsers({
    ...pageQuery(state),
    access: !rolesUrl && typeof access === "string" ? access : undefined,
    role_id: rolesUrl ? undefined : chosen(state.filtering.role),
  })
  useClampedPage(state, list.data?.count)
  const { data: myId } = useMyUserId()

  // Nobody changes their own access: a link to one's own roles opens nothing.
  const editing = state.openId !== myId ? state.openId : undefined
  const opened = useOpenedRow(editing, list.data?.users, usePluginUser)

  const edit = useCallback(
    (user: PluginUser) => {
      if (user.id !== myId) state.setOpenId(user.id)
    },
    [state.setOpenId, myId]
  )
  const actionsOf = useUserActions(edit, !!rolesUrl)

  return (
    <SettingsListPage<PluginUser>
      area="users"
      notice={rolesUrl && <MedusaRolesNotice url={rolesUrl} area="users" />}
      columns={useUserColumns(myId, actionsOf, !!rolesUrl)}
      filters={useUserFilters(!!rolesUrl)}
      data={list.data?.users}
      rowCount={list.data?.count ?? 0}
      getRowId={(user) => user.id}
      query={list}
      state={state}
      onRowClick={edit}
    >
      <UserRolesDrawer
        open={!!editing}
        user={opened.row}
        missing={opened.missing}
        rolesUrl={rolesUrl}
        onClose={() => state.setOpenId(undefined)}
        returnFocusTo={() =>
          opened.lastOpenId ? rowActionsButton(opened.lastOpenId) : undefined
        }
      />
    </SettingsListPage>
  )
}

// The admin's build reads the config as written: translationNs must be a literal (PLUGIN_NS).
export const config = defineRouteConfig({
  label: "settings.nav.users",
  translationNs: "b2bHistory",
  rank: 3,
})

export const handle = settingsHandle("settings.nav.users")

export default UsersPage
