import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createAdministrator, roleWith } from "./access"
import type { AccessMode } from "./access-modes"
import { createIntegration } from "./api-client"
import { makeMatrixEntities } from "./matrix-entities"
import { makeWebhookFixture } from "./webhook-fixtures"

/** The entities the `/admin` authorisation matrix calls its routes on. */
export type AdminFixtures = {
  ids: Record<
    | "integration"
    | "role"
    | "user"
    | "administrator"
    | "profile"
    | "mapping"
    | "record"
    | "product"
    | "entry"
    | "webhook"
    | "delivery",
    string
  >
  /** A role the target user does not hold yet, granting nothing: within what any holder holds. */
  spareRoleId: string
}

type Api = Parameters<typeof createAdministrator>[1]

export async function makeAdminFixtures(
  container: MedusaContainer,
  api: Api,
  mode: Pick<AccessMode, "administrator" | "fixtureUserRoles">
): Promise<AdminFixtures> {
  // Grants nothing: a caller holding exactly a route's privilege may change it and its holders.
  const role = await roleWith(container, [], "Matrix target role")
  const integration = await createIntegration(container, {
    label: "Matrix target integration",
  })
  const [user] = await container
    .resolve(Modules.USER)
    .createUsers([{ email: "matrix-target@test.example" }])
  const { spareRoleId } = await mode.fixtureUserRoles(container, user.id, role)
  const adminSession = await mode.administrator(container, api, {
    email: "matrix-administrator@test.example",
    password: "matrix-password",
  })
  const administrator = (await api.get("/admin/users/me", adminSession)).data
    .user.id as string
  const made = await makeMatrixEntities(container)
  // Owned by nobody: a holder of webhook:* who is no administrator is answered 404, past the guard.
  const hook = await makeWebhookFixture(container)
  return {
    ids: {
      integration: integration.id,
      role,
      user: user.id,
      administrator,
      profile: made.profileId,
      mapping: made.mappingId,
      record: made.recordId,
      product: made.productId,
      entry: made.entryId,
      webhook: hook.webhookId,
      delivery: hook.deliveryId,
    },
    spareRoleId,
  }
}

/** Which fixture a path's `:id` names, by the path before it. */
const ID_OF_PATH: [string, keyof AdminFixtures["ids"]][] = [
  ["/admin/plugin-integrations/", "integration"],
  ["/admin/plugin-webhooks/", "webhook"],
  ["/admin/plugin-webhook-deliveries/", "delivery"],
  ["/admin/plugin-acl-roles/", "role"],
  ["/admin/users/", "user"],
  ["/admin/b2b/records/", "record"],
  ["/admin/b2b/profiles/", "profile"],
  ["/admin/b2b/mappings/", "mapping"],
  // An entry written without a change set is a change set of its own.
  ["/admin/product-history/change-sets/", "entry"],
  ["/admin/product-history/", "entry"],
  ["/admin/products/", "product"],
]

export function adminPathFor(path: string, f: AdminFixtures): string {
  if (!path.includes(":id")) return path
  const match = ID_OF_PATH.find(([prefix]) => path.startsWith(`${prefix}:id`))
  if (!match) {
    throw new Error(
      `No fixture for ":id" of ${path}: add one to ID_OF_PATH in integration-tests/helpers/admin-authz-fixtures.ts`
    )
  }
  return path.replace(":id", f.ids[match[1]])
}

function csvForm(fields: Record<string, string>, csv: string) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append("file", new Blob([csv], { type: "text/csv" }), "matrix.csv")
  return form
}

/** Example bodies of the write routes, by "METHOD path"; other writes send none. */
const BODIES: Record<string, (f: AdminFixtures) => unknown> = {
  "POST /admin/plugin-integrations": () => ({ label: "Matrix integration" }),
  "POST /admin/plugin-integrations/:id": () => ({ label: "Renamed" }),
  // No DNS in the tests: the target check refuses it in words (400), past the guard.
  "POST /admin/plugin-webhooks": () => ({
    name: "Matrix webhook",
    event_name: "plugin_b2b_inbound_record.approved",
    url: "https://erp.example.com/hooks",
  }),
  "POST /admin/plugin-webhooks/:id": () => ({ name: "Renamed" }),
  // Grants nothing: within what any holder holds (a plugin role's create implies
  // read, which a holder of exactly acl_role:create under RBAC does not hold).
  "POST /admin/plugin-acl-roles": () => ({
    name: "Matrix role",
    privileges: [],
  }),
  "POST /admin/plugin-acl-roles/:id": () => ({ description: "changed" }),
  "POST /admin/users/:id/plugin-roles": (f) => ({ role_ids: [f.spareRoleId] }),
  "POST /admin/users/:id/plugin-access": () => ({ administrator: false }),
  "POST /admin/b2b/records": (f) =>
    csvForm({ profile_id: f.ids.profile }, "SKU\nSW1"),
  "POST /admin/b2b/records/:id/replace-file": () => csvForm({}, "SKU\nSW2"),
  "POST /admin/b2b/records/:id/approve": () => ({}),
  "POST /admin/b2b/records/:id/reject": () => ({ reason: "Matrix rejects" }),
  "POST /admin/b2b/profiles": () => ({
    name: "Matrix profile",
    approval_mode: "manual",
    file_format: "csv",
  }),
  "POST /admin/b2b/profiles/:id": () => ({ approval_mode: "manual" }),
  "POST /admin/b2b/profiles/:id/mappings": () => ({
    source: "Qty",
    target: "line.quantity",
  }),
  "POST /admin/b2b/mappings/:id": () => ({ required: false }),
  "POST /admin/product-history/:id/rollback": () => ({}),
  // Forced: a change set's rollback checks the current values first.
  "POST /admin/product-history/change-sets/:id/rollback": () => ({
    force: true,
  }),
  "POST /admin/product-history/export-csv": (f) => ({
    product_id: [f.ids.product],
  }),
  "POST /admin/product-history/export-pdf": (f) => ({
    product_id: [f.ids.product],
  }),
}

export function adminBodyFor(route: string, f: AdminFixtures): unknown {
  return BODIES[route]?.(f)
}
