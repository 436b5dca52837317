import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Container, Heading, Table, Text } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { CreateIntegrationDrawer } from "../../../components/access/create-integration-drawer"
import { EditIntegrationDrawer } from "../../../components/access/edit-integration-drawer"
import { IntegrationsTable } from "../../../components/access/integrations-table"
import { ListState } from "../../../components/access/list-state"
import { useIntegrations } from "../../../components/access/queries"
import { SecretDrawer } from "../../../components/access/secret-drawer"
import type { Integration, IssuedSecret } from "../../../components/access/types"
import { browserTimeZone } from "../../../lib/format"

const PAGE_SIZE = 20

/** Settings page "API integrations": the clients of the /api dialect and their credentials. */
const IntegrationsPage = () => {
  const [pageIndex, setPageIndex] = useState(0)
  const [editing, setEditing] = useState<{ open: boolean; integration?: Integration; key: number }>({ open: false, key: 0 })
  const edit = (integration: Integration) => setEditing((e) => ({ open: true, integration, key: e.key + 1 }))
  const [issued, setIssued] = useState<IssuedSecret & { label: string }>()
  const { data, isLoading, error, refetch } = useIntegrations(pageIndex * PAGE_SIZE, PAGE_SIZE)
  const count = data?.count ?? 0
  const pageCount = Math.max(1, Math.ceil(count / PAGE_SIZE))

  // After deleting the last integration of a page, step back to a page that has some.
  useEffect(() => {
    if (pageIndex > 0 && pageIndex >= pageCount) setPageIndex(pageCount - 1)
  }, [pageIndex, pageCount])

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between gap-x-4 px-6 py-4">
        <div>
          <Heading level="h2">API integrations</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            Clients of the /api dialect sign in with an access key and a secret. Times in {browserTimeZone}.
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
        <IntegrationsTable integrations={data?.integrations ?? []} onEdit={edit} onSecret={setIssued} />
        <Table.Pagination
          count={count}
          pageSize={PAGE_SIZE}
          pageIndex={pageIndex}
          pageCount={pageCount}
          canPreviousPage={pageIndex > 0}
          canNextPage={pageIndex + 1 < pageCount}
          previousPage={() => setPageIndex((p) => Math.max(0, p - 1))}
          nextPage={() => setPageIndex((p) => p + 1)}
        />
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
