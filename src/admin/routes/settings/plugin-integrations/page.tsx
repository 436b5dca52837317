import { defineRouteConfig } from "@medusajs/admin-sdk"
import { settingsHandle } from "../../../components/settings/settings-crumb"
import { useCallback, useRef, useState } from "react"
import { CreateIntegrationModal } from "../../../components/settings/create-integration-modal"
import { EditIntegrationDrawer } from "../../../components/settings/edit-integration-drawer"
import { useIntegrationActions } from "../../../components/settings/integration-actions"
import {
  INTEGRATION_FILTERS,
  INTEGRATION_SORTS,
  useIntegrationColumns,
  useIntegrationFilters,
} from "../../../components/settings/integration-columns"
import {
  chosen,
  pageQuery,
  useClampedPage,
} from "../../../components/settings/list-query"
import { rowActionsButton } from "../../../components/settings/return-focus"
import {
  SecretDialog,
  type ShownSecret,
} from "../../../components/settings/secret-dialog"
import { SettingsListPage } from "../../../components/settings/settings-list-page"
import type { Integration } from "../../../components/settings/types"
import { useLast } from "../../../components/settings/use-last"
import { useOpenedRow } from "../../../components/settings/use-opened-row"
import {
  useIntegration,
  useIntegrations,
} from "../../../hooks/api/plugin-access"
import { useListUrlState } from "../../../hooks/use-list-url-state"

/** `open=new` in the URL: the create modal; `open=<id>`: that integration's edit drawer. */
const CREATE = "new"
const BY_NEWEST = { id: "created_at", desc: true }

const YES_NO: Record<string, string> = { admin: "true", restricted: "false" }
const USED: Record<string, string> = { used: "true", never: "false" }

/** Settings page "API integrations": the clients of the /api dialect and their credentials. */
const IntegrationsPage = () => {
  const state = useListUrlState({
    filterIds: INTEGRATION_FILTERS,
    sortable: INTEGRATION_SORTS,
    defaultSort: BY_NEWEST,
  })
  const { filtering } = state
  const list = useIntegrations({
    ...pageQuery(state),
    admin: YES_NO[String(filtering.access)],
    used: USED[String(filtering.status)],
    role_id: chosen(filtering.role),
  })
  useClampedPage(state, list.data?.count)
  const createButton = useRef<HTMLButtonElement>(null)
  const [issued, setIssued] = useState<ShownSecret & { id: string }>()

  const openId = state.openId
  const editing = openId && openId !== CREATE ? openId : undefined
  const opened = useOpenedRow(editing, list.data?.integrations, useIntegration)
  const lastIssued = useLast(issued)

  const toCreate = useCallback(() => createButton.current, [])
  const toRow = (id?: string) => () =>
    (id && rowActionsButton(id)) || createButton.current
  const edit = useCallback(
    (integration: Integration) => state.setOpenId(integration.id),
    [state.setOpenId]
  )
  const actionsOf = useIntegrationActions({
    onEdit: edit,
    onSecret: setIssued,
    fallback: toCreate,
  })

  return (
    <SettingsListPage<Integration>
      area="integrations"
      create={{
        button: createButton,
        onClick: () => state.setOpenId(CREATE),
      }}
      columns={useIntegrationColumns(actionsOf)}
      filters={useIntegrationFilters()}
      data={list.data?.integrations}
      rowCount={list.data?.count ?? 0}
      getRowId={(integration) => integration.id}
      query={list}
      state={state}
      onRowClick={edit}
    >
      <CreateIntegrationModal
        open={openId === CREATE}
        onClose={() => state.setOpenId(undefined)}
        onCreated={(secret) => {
          setIssued(secret)
          state.setOpenId(undefined)
        }}
        returnFocusTo={toCreate}
      />
      <EditIntegrationDrawer
        open={!!editing}
        integration={opened.row}
        missing={opened.missing}
        onClose={() => state.setOpenId(undefined)}
        returnFocusTo={toRow(opened.lastOpenId)}
      />
      <SecretDialog
        issued={issued}
        onDone={() => setIssued(undefined)}
        returnFocusTo={
          lastIssued?.kind === "renewed" ? toRow(lastIssued.id) : toCreate
        }
      />
    </SettingsListPage>
  )
}

// The admin's build reads the config as written: translationNs must be a literal (PLUGIN_NS).
export const config = defineRouteConfig({
  label: "settings.nav.integrations",
  translationNs: "b2bHistory",
  rank: 1,
})

export const handle = settingsHandle("settings.nav.integrations")

export default IntegrationsPage
