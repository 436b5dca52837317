import { defineRouteConfig } from "@medusajs/admin-sdk"
import { useState } from "react"
import { CreateIntegrationDrawer } from "../../../components/settings/create-integration-drawer"
import { EditIntegrationDrawer } from "../../../components/settings/edit-integration-drawer"
import { IntegrationsTable } from "../../../components/settings/integrations-table"
import {
  ListPagination,
  usePagedList,
} from "../../../components/settings/list-pagination"
import { ListState } from "../../../components/settings/list-state"
import { useIntegrations } from "../../../hooks/api/plugin-access"
import { SecretDrawer } from "../../../components/settings/secret-drawer"
import type {
  Integration,
  IssuedSecret,
} from "../../../components/settings/types"
import { browserTimeZone } from "../../../lib/format"
import { Section } from "../../../components/common/section"

const PAGE_SIZE = 20

/** Settings page "API integrations": the clients of the /api dialect and their credentials. */
const IntegrationsPage = () => {
  const [editing, setEditing] = useState<{
    open: boolean
    integration?: Integration
    key: number
  }>({ open: false, key: 0 })
  const edit = (integration: Integration) =>
    setEditing((e) => ({ open: true, integration, key: e.key + 1 }))
  const [issued, setIssued] = useState<IssuedSecret & { label: string }>()
  const { list, count, paging } = usePagedList(useIntegrations, PAGE_SIZE)
  const { data, isLoading, error, refetch } = list

  return (
    <Section
      title="API integrations"
      level="h2"
      description={
        <>
          Clients of the /api dialect sign in with an access key and a secret.
          Times in {browserTimeZone}.
        </>
      }
      actions={<CreateIntegrationDrawer />}
    >
      <ListState
        loading={isLoading}
        error={error}
        empty={count === 0}
        emptyTitle="No integrations yet"
        emptyText="Create an integration to give an ERP or another system access to the /api routes."
        onRetry={() => refetch()}
      >
        <IntegrationsTable
          integrations={data?.integrations ?? []}
          onEdit={edit}
          onSecret={setIssued}
        />
        <ListPagination paging={paging} />
      </ListState>
      <EditIntegrationDrawer
        key={editing.key}
        open={editing.open}
        integration={editing.integration}
        onClose={() => setEditing((e) => ({ ...e, open: false }))}
      />
      <SecretDrawer issued={issued} onClose={() => setIssued(undefined)} />
    </Section>
  )
}

export const config = defineRouteConfig({ label: "API integrations" })

export default IntegrationsPage
