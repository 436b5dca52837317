import fs from "fs"
import path from "path"

/** One route of the plugin's `/admin` API, found in its route files. */
export type AdminRoute = {
  method: "get" | "post" | "delete"
  path: string
  file: string
}

const ADMIN_DIR = path.join(__dirname, "..", "..", "..", "src", "api", "admin")

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory()
      ? routeFiles(full)
      : entry.name === "route.ts"
        ? [full]
        : []
  })
}

/** Every method each src/api/admin/**\/route.ts exports; `[id]` folders become `:id`. A new route file is found here. */
export const ADMIN_ROUTES: AdminRoute[] = routeFiles(ADMIN_DIR).flatMap(
  (file) => {
    const source = fs.readFileSync(file, "utf8")
    const segments = path
      .relative(ADMIN_DIR, path.dirname(file))
      .split(path.sep)
      .map((s) => s.replace(/^\[(.+)\]$/, ":$1"))
    return [
      ...source.matchAll(
        /export (?:async function|const) (GET|POST|DELETE)\b/g
      ),
    ].map((m) => ({
      method: m[1].toLowerCase() as AdminRoute["method"],
      path: `/admin/${segments.join("/")}`,
      file: path.relative(path.join(ADMIN_DIR, "..", "..", ".."), file),
    }))
  }
)

/** Ids of existing fixtures, by the path segment before `:id`. */
export type AdminIds = Record<
  | "records"
  | "profiles"
  | "mappings"
  | "plugin-acl-roles"
  | "plugin-integrations"
  | "plugin-webhooks"
  | "plugin-webhook-deliveries"
  | "product-history"
  | "change-sets"
  | "products"
  | "users",
  string
>

/** How to call an `/admin` route validly: the body (JSON or multipart fields) and the query parameters it reads. */
export type AdminRecipe = {
  body?: (ids: AdminIds) => Record<string, unknown>
  multipart?: (ids: AdminIds) => Record<string, string>
  query?: string[]
}

const LIST = ["q", "order", "fields", "limit", "offset"]
const HISTORY_FILTERS = [
  "field_name",
  "source",
  "product_id",
  "q",
  "from",
  "to",
  "order",
]
const profile = {
  name: "Budget profile",
  approval_mode: "manual",
  file_format: "csv",
}

/** Valid calls of every `/admin` route, by "METHOD /admin/path": what the hostile variants mutate. */
export const ADMIN_RECIPES: Record<string, AdminRecipe> = {
  "GET /admin/b2b/records": {
    query: [...LIST, "status", "profile_id", "from", "to"],
  },
  "POST /admin/b2b/records": {
    multipart: (ids) => ({ profile_id: ids.profiles }),
  },
  "GET /admin/b2b/records/:id": {},
  "DELETE /admin/b2b/records/:id": {},
  "POST /admin/b2b/records/:id/approve": {
    body: () => ({ accept_changes: true }),
  },
  "POST /admin/b2b/records/:id/check": { body: () => ({}) },
  "POST /admin/b2b/records/:id/process": { body: () => ({}) },
  "POST /admin/b2b/records/:id/reject": { body: () => ({ reason: "Budget" }) },
  "POST /admin/b2b/records/:id/replace-file": { multipart: () => ({}) },
  "GET /admin/b2b/records/:id/failed-lines": {},
  "GET /admin/b2b/records/:id/response": {},
  "GET /admin/b2b/records/:id/file": {},
  "GET /admin/b2b/profiles": { query: LIST },
  "POST /admin/b2b/profiles": { body: () => profile },
  "GET /admin/b2b/profiles/:id": {},
  "POST /admin/b2b/profiles/:id": { body: () => ({ name: "Budget renamed" }) },
  "DELETE /admin/b2b/profiles/:id": {},
  "GET /admin/b2b/profiles/:id/mappings": { query: LIST },
  // The budget's profile reads CSV: refused in words (400), as cheaply as a copy.
  "POST /admin/b2b/profiles/:id/mappings/standard": { body: () => ({}) },
  "POST /admin/b2b/profiles/:id/mappings": {
    body: () => ({
      source: "Budget",
      target: "line.sku",
      transform: [{ type: "trim" }],
    }),
  },
  "POST /admin/b2b/mappings/:id": {
    body: () => ({ source: "Budget renamed" }),
  },
  "DELETE /admin/b2b/mappings/:id": {},
  "GET /admin/plugin-acl-roles": { query: LIST },
  "POST /admin/plugin-acl-roles": {
    body: () => ({
      name: "Budget role",
      description: "d",
      privileges: ["acl_role:read"],
    }),
  },
  "GET /admin/plugin-acl-roles/:id": {},
  "POST /admin/plugin-acl-roles/:id": {
    body: () => ({ description: "changed" }),
  },
  "DELETE /admin/plugin-acl-roles/:id": {},
  "GET /admin/plugin-integrations": {
    query: [...LIST, "role_id", "admin", "used"],
  },
  "POST /admin/plugin-integrations": {
    body: () => ({ label: "Budget", role_ids: [] }),
  },
  "GET /admin/plugin-integrations/:id": {},
  "POST /admin/plugin-integrations/:id": {
    body: () => ({ label: "Budget renamed" }),
  },
  "DELETE /admin/plugin-integrations/:id": {},
  "POST /admin/plugin-integrations/:id/secret": { body: () => ({}) },
  "GET /admin/plugin-webhooks": { query: LIST },
  "POST /admin/plugin-webhooks": {
    body: () => ({
      name: "Budget webhook",
      event_name: "plugin_b2b_inbound_record.approved",
      url: "https://erp.example.com/hooks",
    }),
  },
  "GET /admin/plugin-webhooks/:id": {},
  "POST /admin/plugin-webhooks/:id": {
    body: () => ({ name: "Budget renamed" }),
  },
  "DELETE /admin/plugin-webhooks/:id": {},
  "POST /admin/plugin-webhooks/:id/secret": { body: () => ({}) },
  "GET /admin/plugin-webhooks/:id/deliveries": {
    query: ["status", "order", "fields", "limit", "offset"],
  },
  "POST /admin/plugin-webhook-deliveries/:id/resend": { body: () => ({}) },
  "GET /admin/plugin-settings": {},
  "GET /admin/plugin-users": { query: [...LIST, "access", "role_id"] },
  "GET /admin/product-history": {
    query: [...HISTORY_FILTERS, "limit", "offset", "group_by"],
  },
  "GET /admin/product-history/:id": {},
  "GET /admin/product-history/capture": {},
  "POST /admin/product-history/:id/rollback": {
    body: () => ({ force: true, comment: "Budget" }),
  },
  "GET /admin/product-history/change-sets/:id": {},
  "POST /admin/product-history/change-sets/:id/rollback": {
    body: () => ({ force: true, comment: "Budget" }),
  },
  "POST /admin/product-history/export-csv": {
    body: (ids) => ({
      product_id: [ids.products],
      q: "Budget",
      delimiter: ";",
    }),
  },
  "POST /admin/product-history/export-pdf": {
    body: (ids) => ({ product_id: [ids.products], q: "Budget" }),
  },
  "GET /admin/products/:id/history": {
    query: [...HISTORY_FILTERS, "limit", "offset"],
  },
  "GET /admin/products/:id/price-series": { query: ["days"] },
  "POST /admin/users/:id/plugin-access": {
    body: () => ({ administrator: false }),
  },
  "GET /admin/users/:id/plugin-roles": {},
  "POST /admin/users/:id/plugin-roles": { body: () => ({ role_ids: [] }) },
}

/** The route's path with each `:id` an existing fixture's id (undefined: a parameter with no fixture yet). */
export function adminUrl(route: AdminRoute, ids: AdminIds): string | undefined {
  const parts = route.path.split("/")
  const out = parts.map((p, i) =>
    p.startsWith(":") ? ids[parts[i - 1] as keyof AdminIds] : p
  )
  return out.includes(undefined as never) ? undefined : out.join("/")
}
