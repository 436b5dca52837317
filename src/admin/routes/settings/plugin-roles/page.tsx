import { defineRouteConfig } from "@medusajs/admin-sdk"
import { settingsHandle } from "../../../components/settings/settings-crumb"
import { useCallback, useRef } from "react"
import { CreateRoleModal } from "../../../components/settings/create-role-modal"
import { EditRoleDrawer } from "../../../components/settings/edit-role-drawer"
import {
  pageQuery,
  useClampedPage,
} from "../../../components/settings/list-query"
import { rowActionsButton } from "../../../components/settings/return-focus"
import {
  ROLE_SORTS,
  useRoleActions,
  useRoleColumns,
} from "../../../components/settings/role-columns"
import { SettingsListPage } from "../../../components/settings/settings-list-page"
import type { AclRole } from "../../../components/settings/types"
import { useOpenedRow } from "../../../components/settings/use-opened-row"
import { MedusaRolesNotice } from "../../../components/settings/medusa-roles-notice"
import { useAclRole, useAclRoles } from "../../../hooks/api/plugin-access"
import { useMedusaRolesUrl } from "../../../hooks/api/plugin-settings"
import { useListUrlState } from "../../../hooks/use-list-url-state"

/** `open=new` in the URL: the create modal; `open=<id>`: that role's edit drawer. */
const CREATE = "new"
const NO_FILTERS: string[] = []
const BY_NAME = { id: "name", desc: false }

/**
 * Settings page "API roles": named sets of privileges for admin users and
 * integrations. Under Medusa's RBAC admin users hold Medusa's roles instead:
 * the page says so and links there; its roles still serve integrations.
 */
const RolesPage = () => {
  const rolesUrl = useMedusaRolesUrl()
  const state = useListUrlState({
    filterIds: NO_FILTERS,
    sortable: ROLE_SORTS,
    defaultSort: BY_NAME,
  })
  const list = useAclRoles(pageQuery(state))
  useClampedPage(state, list.data?.count)
  const createButton = useRef<HTMLButtonElement>(null)

  const openId = state.openId
  const editing = openId && openId !== CREATE ? openId : undefined
  const opened = useOpenedRow(editing, list.data?.acl_roles, useAclRole)

  const toCreate = useCallback(() => createButton.current, [])
  const edit = useCallback(
    (role: AclRole) => state.setOpenId(role.id),
    [state.setOpenId]
  )
  const actionsOf = useRoleActions(edit, toCreate)

  return (
    <SettingsListPage<AclRole>
      area="roles"
      notice={rolesUrl && <MedusaRolesNotice url={rolesUrl} area="roles" />}
      create={{
        button: createButton,
        onClick: () => state.setOpenId(CREATE),
      }}
      columns={useRoleColumns(actionsOf)}
      data={list.data?.acl_roles}
      rowCount={list.data?.count ?? 0}
      getRowId={(role) => role.id}
      query={list}
      state={state}
      onRowClick={edit}
    >
      <CreateRoleModal
        open={openId === CREATE}
        onClose={() => state.setOpenId(undefined)}
        returnFocusTo={toCreate}
      />
      <EditRoleDrawer
        open={!!editing}
        role={opened.row}
        missing={opened.missing}
        onClose={() => state.setOpenId(undefined)}
        returnFocusTo={() =>
          (opened.lastOpenId && rowActionsButton(opened.lastOpenId)) ||
          createButton.current
        }
      />
    </SettingsListPage>
  )
}

// The admin's build reads the config as written: translationNs must be a literal (PLUGIN_NS).
export const config = defineRouteConfig({
  label: "settings.nav.roles",
  translationNs: "b2bHistory",
  rank: 2,
})

export const handle = settingsHandle("settings.nav.roles")

export default RolesPage
