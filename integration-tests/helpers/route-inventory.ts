import fs from "node:fs"
import path from "node:path"
import {
  ADMINISTRATOR_FOR_ADMINISTRATOR,
  ROLE_WITHIN_CALLER,
  ANY_CALLER,
  type ExpectedAccess,
  PUBLIC,
} from "./expected-privileges"

/**
 * What the code defines, found without trusting any table of it: the
 * `/admin` route files with their exported methods, and the docs' table of
 * privileges per route. The authorisation specs compare both with the table
 * written by hand in expected-privileges.ts.
 */

const ROOT = path.resolve(__dirname, "..", "..")
const ADMIN_ROUTES_DIR = path.join(ROOT, "src", "api", "admin")
const HTTP_METHODS = [
  "GET",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
  "HEAD",
]

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return routeFiles(full)
    return /^route\.[jt]s$/.test(entry.name) ? [full] : []
  })
}

/** `src/api/admin/b2b/records/[id]/approve/route.ts` → `/admin/b2b/records/:id/approve` (Medusa's file routing). */
function adminPathOf(file: string): string {
  const relative = path
    .relative(path.join(ROOT, "src", "api"), path.dirname(file))
    .split(path.sep)
    .map((segment) => segment.replace(/^\[(.+)\]$/, ":$1"))
  return `/${relative.join("/")}`
}

/** Every "METHOD /admin/…" a route file under src/api/admin exports a handler for. */
export function adminRoutesInCode(): string[] {
  return routeFiles(ADMIN_ROUTES_DIR).flatMap((file) => {
    const handlers: Record<string, unknown> = require(file)
    return Object.keys(handlers)
      .filter(
        (name) =>
          HTTP_METHODS.includes(name) && typeof handlers[name] === "function"
      )
      .map((method) => `${method} ${adminPathOf(file)}`)
  })
}

/** A route of `defineMiddlewares(…).routes` (it turns `method` into `methods`). */
type MiddlewareRoute = {
  matcher: string | RegExp
  method?: string | string[]
  methods?: string[]
}

/**
 * Routes of Medusa's own that the plugin's middlewares guard: a middleware
 * for an exact `/admin` path (no wildcard) that no route file of the plugin
 * serves, e.g. `DELETE /admin/users/:id`.
 */
export function guardedMedusaRoutes(
  middlewares: readonly MiddlewareRoute[],
  pluginRoutes: readonly string[]
): string[] {
  const served = new Set(pluginRoutes)
  return middlewares.flatMap((m) => {
    if (typeof m.matcher !== "string") return []
    if (!m.matcher.startsWith("/admin/") || m.matcher.includes("*")) return []
    const methods = [m.methods ?? m.method ?? []]
      .flat()
      .map((x) => x.toUpperCase())
    return methods
      .map((method) => `${method} ${m.matcher}`)
      .filter((route) => !served.has(route))
  })
}

/** Names in one list and not in the other, to fail by name. */
export function compareRoutes(table: string[], code: string[]) {
  const inTable = new Set(table)
  const inCode = new Set(code)
  return {
    inCodeNotInTable: [...inCode].filter((r) => !inTable.has(r)).sort(),
    inTableWithoutRoute: [...inTable].filter((r) => !inCode.has(r)).sort(),
  }
}

/** How docs/security.md words the accesses that are not a list of privileges. */
const DOCS_WORDING: Record<string, ExpectedAccess> = {
  "nothing (public)": PUBLIC,
  "any valid token": ANY_CALLER,
  "any signed-in admin user": ANY_CALLER,
  "an administrator, when the user deleted is one":
    ADMINISTRATOR_FOR_ADMINISTRATOR,
  "Medusa's RBAC: a role granting no more than the caller's roles":
    ROLE_WITHIN_CALLER,
}

/**
 * The rows of docs/security.md's "Privileges per route" tables, by
 * "METHOD path"; a row whose access is worded otherwise is returned as its
 * text, so the comparison shows it.
 */
export function docsAccessTable(): Record<string, ExpectedAccess | string> {
  const text = fs.readFileSync(path.join(ROOT, "docs", "security.md"), "utf8")
  const section = text.split(/^## Privileges per route$/m)[1]?.split(/^## /m)[0]
  if (!section) {
    throw new Error('docs/security.md has no section "## Privileges per route"')
  }
  const rows: Record<string, ExpectedAccess | string> = {}
  const row = /^\| `([A-Z]+ \/[^`]+)` \| (.+) \|$/gm
  for (const [, route, access] of section.matchAll(row)) {
    const privileges = [...access.matchAll(/`([a-z0-9_]+:[a-z]+)`/g)].map(
      (m) => m[1]
    )
    rows[route] = privileges.length
      ? (privileges as unknown as ExpectedAccess)
      : (DOCS_WORDING[access] ?? access)
  }
  return rows
}
