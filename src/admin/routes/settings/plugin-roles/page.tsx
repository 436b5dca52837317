import { defineRouteConfig } from "@medusajs/admin-sdk"
import { settingsHandle } from "../../../components/settings/settings-crumb"
import { Button } from "@medusajs/ui"
import { useCallback, useRef } from "react"
import { DataList } from "../../../components/common/data-list"
import { Section } from "../../../components/common/section"
import { StickyActions } from "../../../components/settings/sticky-actions"
import { TimeZoneNote } from "../../../components/common/time-zone-note"
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
import type { AclRole } from "../../../components/settings/types"
import { useLast } from "../../../components/settings/use-last"
import { useAclRole, useAclRoles } from "../../../hooks/api/plugin-access"
import { useListUrlState } from "../../../hooks/use-list-url-state"
import { usePluginTranslation } from "../../../lib/i18n"

/** `open=new` in the URL: the create modal; `open=<id>`: that role's edit drawer. */
const CREATE = "new"
const NO_FILTERS: string[] = []
const BY_NAME = { id: "name", desc: false }

/** Settings page "API roles": named sets of privileges for admin users and integrations. */
const RolesPage = () => {
  const { t } = usePluginTranslation()
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
  const onPage = list.data?.acl_roles.find((role) => role.id === editing)
  const fetched = useAclRole(editing, !!editing && !onPage && !!list.data)
  const shown = onPage ?? fetched.data
  const lastShown = useLast(shown)
  const lastEdited = useLast(editing)

  const toCreate = useCallback(() => createButton.current, [])
  const edit = useCallback(
    (role: AclRole) => state.setOpenId(role.id),
    [state.setOpenId]
  )
  const actionsOf = useRoleActions(edit, toCreate)

  return (
    <Section
      title={t("settings.roles.title")}
      level="h2"
      description={
        <>
          {t("settings.roles.description")} <TimeZoneNote />
        </>
      }
      actions={
        <Button
          ref={createButton}
          size="small"
          variant="secondary"
          onClick={() => state.setOpenId(CREATE)}
        >
          {t("settings.roles.create")}
        </Button>
      }
    >
      <StickyActions>
        <DataList<AclRole>
          label={t("settings.roles.title")}
          columns={useRoleColumns(actionsOf)}
          data={list.data?.acl_roles}
          rowCount={list.data?.count ?? 0}
          getRowId={(role) => role.id}
          query={list}
          state={state}
          searchable
          searchPlaceholder={t("settings.roles.searchPlaceholder")}
          onRowClick={edit}
          empty={{
            heading: t("settings.roles.empty.heading"),
            description: t("settings.roles.empty.description"),
          }}
        />
      </StickyActions>
      <CreateRoleModal
        open={openId === CREATE}
        onClose={() => state.setOpenId(undefined)}
        returnFocusTo={toCreate}
      />
      <EditRoleDrawer
        open={!!editing}
        role={editing ? shown : lastShown}
        missing={fetched.isError}
        onClose={() => state.setOpenId(undefined)}
        returnFocusTo={() =>
          (lastEdited && rowActionsButton(lastEdited)) || createButton.current
        }
      />
    </Section>
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
