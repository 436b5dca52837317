import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Button, Container, Heading, Text } from "@medusajs/ui"
import { useState } from "react"
import {
  ListPagination,
  usePagedList,
} from "../../../components/access/list-pagination"
import { ListState } from "../../../components/access/list-state"
import { useAclRoles } from "../../../components/access/queries"
import { RoleFormModal } from "../../../components/access/role-form-modal"
import { RolesTable } from "../../../components/access/roles-table"
import type { AclRole } from "../../../components/access/types"

const PAGE_SIZE = 20

/** Settings page "API roles": named sets of privileges for admin users and integrations. */
const RolesPage = () => {
  const [form, setForm] = useState<{
    open: boolean
    role?: AclRole
    key: number
  }>({ open: false, key: 0 })
  const openForm = (role?: AclRole) =>
    setForm((f) => ({ open: true, role, key: f.key + 1 }))
  const { list, count, paging } = usePagedList(useAclRoles, PAGE_SIZE)
  const { data, isLoading, error, refetch } = list

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between gap-x-4 px-6 py-4">
        <div>
          <Heading level="h2">API roles</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            Privileges for API integrations and admin users. Nobody grants
            privileges they do not hold; administrators (Settings → API users)
            hold them all.
          </Text>
        </div>
        <Button size="small" variant="secondary" onClick={() => openForm()}>
          Create role
        </Button>
      </div>
      <ListState
        loading={isLoading}
        error={error}
        empty={count === 0}
        emptyTitle="No roles yet"
        emptyText="Create a role to grant a limited set of privileges, e.g. the B2B order import editor."
        onRetry={() => refetch()}
      >
        <RolesTable roles={data?.acl_roles ?? []} onEdit={openForm} />
        <ListPagination paging={paging} />
      </ListState>
      <RoleFormModal
        key={form.key}
        open={form.open}
        role={form.role}
        onClose={() => setForm((f) => ({ ...f, open: false }))}
      />
    </Container>
  )
}

export const config = defineRouteConfig({ label: "API roles" })

export default RolesPage
