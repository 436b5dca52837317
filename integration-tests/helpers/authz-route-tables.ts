import middlewares from "../../src/api/middlewares"
import { ALL_PRIVILEGES } from "../../src/modules/api-access/privileges"
import { API_ROUTES } from "../../src/shopware/routes/table"
import { declaredOf, expectedOf, route } from "./api-authz-requests"
import {
  EXPECTED_ADMIN_ACCESS,
  EXPECTED_API_ACCESS,
} from "./expected-privileges"
import {
  adminRoutesInCode,
  compareRoutes,
  docsAccessTable,
  guardedMedusaRoutes,
} from "./route-inventory"

/**
 * The routes of both dialects against the tables pinned by hand and the docs:
 * the same whichever role system applies, so the flag-off matrix specs run
 * them, without an app.
 */

const ROUTES_IN_CODE = (() => {
  const files = adminRoutesInCode()
  return [...files, ...guardedMedusaRoutes(middlewares.routes ?? [], files)]
})()

export function describeAdminRouteTable() {
  describe("the routes", () => {
    it("are exactly the routes pinned by hand", () => {
      expect(
        compareRoutes(Object.keys(EXPECTED_ADMIN_ACCESS), ROUTES_IN_CODE)
      ).toEqual({ inCodeNotInTable: [], inTableWithoutRoute: [] })
    })

    it("are documented in docs/security.md as pinned", () => {
      const docs = Object.fromEntries(
        Object.entries(docsAccessTable()).filter(([r]) =>
          r.split(" ")[1].startsWith("/admin/")
        )
      )
      expect(docs).toEqual(EXPECTED_ADMIN_ACCESS)
    })
  })
}

export function describeApiRouteTable() {
  describe("the route table", () => {
    it("has exactly the routes pinned by hand", () => {
      expect(
        compareRoutes(Object.keys(EXPECTED_API_ACCESS), API_ROUTES.map(route))
      ).toEqual({ inCodeNotInTable: [], inTableWithoutRoute: [] })
    })

    it("declares on each route what the pinned table says", () => {
      const differing = API_ROUTES.filter(
        (r) => EXPECTED_API_ACCESS[route(r)]
      ).flatMap((r) =>
        JSON.stringify(declaredOf(r)) === JSON.stringify(expectedOf(r))
          ? []
          : [
              {
                route: route(r),
                declared: declaredOf(r),
                pinned: expectedOf(r),
              },
            ]
      )
      expect(differing).toEqual([])
    })

    it("is documented in docs/security.md as pinned", () => {
      const docs = Object.fromEntries(
        Object.entries(docsAccessTable()).filter(([r]) =>
          r.split(" ")[1].startsWith("/api/")
        )
      )
      expect(docs).toEqual(EXPECTED_API_ACCESS)
    })

    it("pins only privileges of the privilege table", () => {
      const unknown = Object.entries(EXPECTED_API_ACCESS).flatMap(
        ([name, access]) =>
          (Array.isArray(access) ? access : [])
            .filter((p) => !(ALL_PRIVILEGES as string[]).includes(p))
            .map((p) => `${name}: ${p}`)
      )
      expect(unknown).toEqual([])
    })

    it("declares each method and path once", () => {
      const keys = API_ROUTES.map(route)
      expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([])
    })
  })
}
