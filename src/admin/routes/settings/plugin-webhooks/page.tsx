import { defineRouteConfig } from "@medusajs/admin-sdk"
import { useCallback, useRef, useState } from "react"
import { useSearchParams } from "react-router-dom"
import { settingsHandle } from "../../../components/settings/settings-crumb"
import {
  pageQuery,
  useClampedPage,
} from "../../../components/settings/list-query"
import { rowActionsButton } from "../../../components/settings/return-focus"
import {
  SecretDialog,
  type ShownSecret,
} from "../../../components/settings/secret-dialog"
import { SettingsListPage } from "../../../components/settings/settings-list-page"
import { useLast } from "../../../components/settings/use-last"
import { useOpenedRow } from "../../../components/settings/use-opened-row"
import { CreateWebhookModal } from "../../../components/webhooks/create-webhook-modal"
import { DeliveryLogDrawer } from "../../../components/webhooks/delivery-log-drawer"
import { EditWebhookDrawer } from "../../../components/webhooks/edit-webhook-drawer"
import { useWebhookActions } from "../../../components/webhooks/webhook-actions"
import {
  WEBHOOK_SORTS,
  useWebhookColumns,
} from "../../../components/webhooks/webhook-columns"
import { useWebhook, useWebhooks } from "../../../hooks/api/plugin-webhooks"
import { useListUrlState } from "../../../hooks/use-list-url-state"
import type { Webhook } from "../../../../types/webhooks"

/** `open=new`: the create modal; `open=<id>`: that webhook's edit drawer; `log=<id>`: its delivery log. */
const CREATE = "new"
const LOG = "log"
const BY_NEWEST = { id: "created_at", desc: true }

/** Settings page "Webhooks": where the shop tells other systems of its events, and how each delivery went. */
const WebhooksPage = () => {
  const state = useListUrlState({
    filterIds: [],
    sortable: WEBHOOK_SORTS,
    defaultSort: BY_NEWEST,
  })
  const list = useWebhooks(pageQuery(state))
  useClampedPage(state, list.data?.count)
  const createButton = useRef<HTMLButtonElement>(null)
  const [issued, setIssued] = useState<ShownSecret & { id: string }>()
  const [params, setParams] = useSearchParams()

  const openId = state.openId
  const editing = openId && openId !== CREATE ? openId : undefined
  const opened = useOpenedRow(editing, list.data?.webhooks, useWebhook)
  const logId = params.get(LOG) ?? undefined
  const logged = useOpenedRow(logId, list.data?.webhooks, useWebhook)
  const lastIssued = useLast(issued)

  const toCreate = useCallback(() => createButton.current, [])
  const toRow = (id?: string) => () =>
    (id && rowActionsButton(id)) || createButton.current
  const edit = useCallback(
    (webhook: Webhook) => state.setOpenId(webhook.id),
    [state.setOpenId]
  )
  const setLog = useCallback(
    (id?: string) =>
      setParams((old) => {
        const next = new URLSearchParams(old)
        if (id) next.set(LOG, id)
        else next.delete(LOG)
        return next
      }),
    [setParams]
  )
  const actionsOf = useWebhookActions({
    onEdit: edit,
    onLog: useCallback((webhook: Webhook) => setLog(webhook.id), [setLog]),
    onSecret: setIssued,
    fallback: toCreate,
  })

  return (
    <SettingsListPage<Webhook>
      area="webhooks"
      create={{ button: createButton, onClick: () => state.setOpenId(CREATE) }}
      columns={useWebhookColumns(actionsOf)}
      data={list.data?.webhooks}
      rowCount={list.data?.count ?? 0}
      getRowId={(webhook) => webhook.id}
      query={list}
      state={state}
      onRowClick={edit}
    >
      <CreateWebhookModal
        open={openId === CREATE}
        onClose={() => state.setOpenId(undefined)}
        onCreated={(secret) => {
          setIssued(secret)
          state.setOpenId(undefined)
        }}
        returnFocusTo={toCreate}
      />
      <EditWebhookDrawer
        open={!!editing}
        webhook={opened.row}
        missing={opened.missing}
        onClose={() => state.setOpenId(undefined)}
        returnFocusTo={toRow(opened.lastOpenId)}
      />
      <DeliveryLogDrawer
        open={!!logId}
        webhook={logged.row}
        missing={logged.missing}
        onClose={() => setLog(undefined)}
        returnFocusTo={toRow(logged.lastOpenId)}
      />
      <SecretDialog
        of="webhook"
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
  label: "settings.nav.webhooks",
  translationNs: "b2bHistory",
  rank: 5,
})

export const handle = settingsHandle("settings.nav.webhooks")

export default WebhooksPage
