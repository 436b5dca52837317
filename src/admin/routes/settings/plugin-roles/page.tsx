import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Button } from "@medusajs/ui"
import { useState } from "react"
import {
  ListPagination,
  usePagedList,
} from "../../../components/settings/list-pagination"
import { ListState } from "../../../components/settings/list-state"
import { useAclRoles } from "../../../hooks/api/plugin-access"
import { RoleFormModal } from "../../../components/settings/role-form-modal"
import { RolesTable } from "../../../components/settings/roles-table"
import type { AclRole } from "../../../components/settings/types"
import { Section } from "../../../components/common/section"

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
    <Section
      title="API roles"
      level="h2"
      description={
        <>
          Privileges for API integrations and admin users. Nobody grants
          privileges they do not hold; administrators (Settings → API users)
          hold them all.
        </>
      }
      actions={
        <Button size="small" variant="secondary" onClick={() => openForm()}>
          Create role
        </Button>
      }
    >
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
    </Section>
  )
}

export const config = defineRouteConfig({ label: "API roles" })

export default RolesPage
