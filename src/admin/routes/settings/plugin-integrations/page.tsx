import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Container, Heading, Text } from "@medusajs/ui"
import { useState } from "react"
import { CreateIntegrationDrawer } from "../../../components/access/create-integration-drawer"
import { EditIntegrationDrawer } from "../../../components/access/edit-integration-drawer"
import { IntegrationsTable } from "../../../components/access/integrations-table"
import {
  ListPagination,
  usePagedList,
} from "../../../components/access/list-pagination"
import { ListState } from "../../../components/access/list-state"
import { useIntegrations } from "../../../components/access/queries"
import { SecretDrawer } from "../../../components/access/secret-drawer"
import type {
  Integration,
  IssuedSecret,
} from "../../../components/access/types"
import { browserTimeZone } from "../../../lib/format"

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
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between gap-x-4 px-6 py-4">
        <div>
          <Heading level="h2">API integrations</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            Clients of the /api dialect sign in with an access key and a secret.
            Times in {browserTimeZone}.
          </Text>
        </div>
        <CreateIntegrationDrawer />
      </div>
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
    </Container>
  )
}

export const config = defineRouteConfig({ label: "API integrations" })

export default IntegrationsPage
