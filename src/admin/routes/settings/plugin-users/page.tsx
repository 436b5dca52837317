import { defineRouteConfig } from "@medusajs/admin-sdk"
import { settingsHandle } from "../../../components/settings/settings-crumb"
import { useCallback } from "react"
import { DataList } from "../../../components/common/data-list"
import { Section } from "../../../components/common/section"
import { StickyActions } from "../../../components/settings/sticky-actions"
import { TimeZoneNote } from "../../../components/common/time-zone-note"
import {
  chosen,
  pageQuery,
  useClampedPage,
} from "../../../components/settings/list-query"
import { rowActionsButton } from "../../../components/settings/return-focus"
import type { PluginUser } from "../../../components/settings/types"
import { useLast } from "../../../components/settings/use-last"
import { useUserActions } from "../../../components/settings/user-actions"
import {
  USER_FILTERS,
  USER_SORTS,
  useUserColumns,
  useUserFilters,
} from "../../../components/settings/user-columns"
import { UserRolesDrawer } from "../../../components/settings/user-roles-drawer"
import { useMyUserId, usePluginUsers } from "../../../hooks/api/plugin-access"
import { usePluginUser } from "../../../hooks/api/plugin-user"
import { useListUrlState } from "../../../hooks/use-list-url-state"
import { usePluginTranslation } from "../../../lib/i18n"

const OLDEST_FIRST = { id: "created_at", desc: false }

/** Settings page "API users": who is an administrator of the plugin, and the roles of everybody else. */
const UsersPage = () => {
  const { t } = usePluginTranslation()
  const state = useListUrlState({
    filterIds: USER_FILTERS,
    sortable: USER_SORTS,
    defaultSort: OLDEST_FIRST,
  })
  const access = state.filtering.access
  const list = usePluginUsers({
    ...pageQuery(state),
    access: typeof access === "string" ? access : undefined,
    role_id: chosen(state.filtering.role),
  })
  useClampedPage(state, list.data?.count)
  const { data: myId } = useMyUserId()

  // Nobody changes their own access: a link to one's own roles opens nothing.
  const editing = state.openId !== myId ? state.openId : undefined
  const onPage = list.data?.users.find((user) => user.id === editing)
  const fetched = usePluginUser(editing, !!editing && !onPage && !!list.data)
  const shown = onPage ?? fetched.data
  const lastShown = useLast(shown)
  const lastEdited = useLast(editing)

  const edit = useCallback(
    (user: PluginUser) => {
      if (user.id !== myId) state.setOpenId(user.id)
    },
    [state.setOpenId, myId]
  )
  const actionsOf = useUserActions(edit)

  return (
    <Section
      title={t("settings.users.title")}
      level="h2"
      description={
        <>
          {t("settings.users.description")} <TimeZoneNote />
        </>
      }
    >
      <StickyActions>
        <DataList<PluginUser>
          label={t("settings.users.title")}
          columns={useUserColumns(myId, actionsOf)}
          filters={useUserFilters()}
          data={list.data?.users}
          rowCount={list.data?.count ?? 0}
          getRowId={(user) => user.id}
          query={list}
          state={state}
          searchable
          searchPlaceholder={t("settings.users.searchPlaceholder")}
          onRowClick={edit}
          empty={{
            heading: t("settings.users.empty.heading"),
            description: t("settings.users.empty.description"),
          }}
        />
      </StickyActions>
      <UserRolesDrawer
        open={!!editing}
        user={editing ? shown : lastShown}
        missing={fetched.isError}
        onClose={() => state.setOpenId(undefined)}
        returnFocusTo={() =>
          lastEdited ? rowActionsButton(lastEdited) : undefined
        }
      />
    </Section>
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
