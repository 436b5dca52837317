import http from "node:http"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { CONSOLE_CALLER } from "../../src/modules/api-access/access-rules"
import { createAclRoleWorkflow } from "../../src/workflows/api-access"
import { clientToken, createIntegration, settle } from "../helpers/api-client"
import { expectApiError } from "../helpers/api-assertions"

jest.setTimeout(120 * 1000)

// Lists of the entity API as Shopware answers them: content negotiation (JSON:API in its media type with
// pagination links unless the client asks for plain JSON; an Accept that takes neither is refused before
// anything is written) and the simple query form of filters.
const JSONAPI = "application/vnd.api+json"

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let token: string
    const get = (url: string, accept: string) =>
      settle(
        api.get(url, { headers: { authorization: `Bearer ${token}`, accept } })
      )
    /** axios and fetch always send an Accept header; node:http sends none unless told. */
    const getWithoutAccept = (url: string) =>
      new Promise<{ status: number; headers: any; data: any }>(
        (resolve, reject) => {
          const target = new URL(url, api.defaults.baseURL)
          http
            .get(
              target,
              { headers: { authorization: `Bearer ${token}` } },
              (res) => {
                let text = ""
                res.on("data", (chunk) => (text += chunk))
                res.on("end", () =>
                  resolve({
                    status: res.statusCode ?? 0,
                    headers: res.headers,
                    data: JSON.parse(text),
                  })
                )
              }
            )
            .on("error", reject)
        }
      )

    beforeEach(async () => {
      const integration = await createIntegration(getContainer(), {
        admin: true,
      })
      token = await clientToken(api, integration)
      for (const name of ["Role A", "Role B", "Role C", "Role D", "Role E"])
        await createAclRoleWorkflow(getContainer()).run({
          input: { name, privileges: [], caller: CONSOLE_CALLER },
        })
    })

    it("answers JSON:API in its media type with first, prev, next, last and self links", async () => {
      const res = await get(
        "/api/acl-role?limit=2&page=2&sort=name&total-count-mode=1",
        JSONAPI
      )
      expect(res.status).toBe(200)
      expect(res.headers["content-type"]).toMatch(
        /^application\/vnd\.api\+json/
      )
      expect(res.data.meta.total).toBe(5)
      const page = (link: string | undefined) =>
        link === undefined
          ? undefined
          : Object.fromEntries(new URL(link).searchParams)
      expect({
        first: page(res.data.links.first),
        prev: page(res.data.links.prev),
        next: page(res.data.links.next),
        last: page(res.data.links.last),
      }).toEqual({
        first: { limit: "2", page: "1", sort: "name", "total-count-mode": "1" },
        prev: { limit: "2", page: "1", sort: "name", "total-count-mode": "1" },
        next: { limit: "2", page: "3", sort: "name", "total-count-mode": "1" },
        last: { limit: "2", page: "3", sort: "name", "total-count-mode": "1" },
      })
      expect(new URL(res.data.links.self).pathname).toBe("/api/acl-role")
      expect(res.data.data.map((r: any) => r.attributes.name)).toEqual([
        "Role C",
        "Role D",
      ])
      // Following "next" gives the next page.
      const next = await get(
        new URL(res.data.links.next).pathname +
          new URL(res.data.links.next).search,
        JSONAPI
      )
      expect(next.data.data.map((r: any) => r.attributes.name)).toEqual([
        "Role E",
      ])
      expect(next.data.links.next).toBeUndefined()
    })

    it("answers JSON:API without an Accept header and for */*, plain JSON for application/json", async () => {
      for (const accept of [undefined, "*/*"]) {
        const res =
          accept === undefined
            ? await getWithoutAccept("/api/acl-role?limit=1")
            : await get("/api/acl-role?limit=1", accept)
        expect({ accept, type: res.headers["content-type"] }).toEqual({
          accept,
          type: expect.stringMatching(/^application\/vnd\.api\+json/),
        })
        expect(res.data.data[0].attributes).toBeDefined()
      }
      const plain = await get("/api/acl-role?limit=1", "application/json")
      expect(plain.headers["content-type"]).toMatch(/^application\/json/)
      expect(plain.data).toEqual({
        total: 1,
        data: [expect.objectContaining({ name: expect.any(String) })],
        aggregations: [],
      })
      const one = await get(`/api/acl-role/${plain.data.data[0].id}`, JSONAPI)
      expect(one.headers["content-type"]).toMatch(
        /^application\/vnd\.api\+json/
      )
      expect(one.data.data.links.self).toContain(plain.data.data[0].id)
    })

    it("refuses an Accept that takes neither JSON nor JSON:API with 415, creating nothing", async () => {
      const list = await get("/api/acl-role", "text/html")
      expectApiError(list, 415, "FRAMEWORK__UNSUPPORTED_MEDIA_TYPE")
      expect(list.data.errors[0].detail).toContain("text/html")
      const created = await settle(
        api.post(
          "/api/acl-role?_response=1",
          { name: "Never", privileges: [] },
          {
            headers: {
              authorization: `Bearer ${token}`,
              accept: "application/xml",
            },
          }
        )
      )
      expectApiError(created, 415, "FRAMEWORK__UNSUPPORTED_MEDIA_TYPE")
      const after = await get(
        "/api/acl-role?filter[0][type]=equals&filter[0][field]=name&filter[0][value]=Never",
        "application/json"
      )
      expect(after.data.total).toBe(0)
    })

    it("filters a GET list by Shopware's simple form ?filter[field]=value", async () => {
      const res = await get(
        "/api/acl-role?filter[name]=Role%20B",
        "application/json"
      )
      expect(res.status).toBe(200)
      expect(res.data.data.map((r: any) => r.name)).toEqual(["Role B"])
      const several = await get(
        "/api/acl-role?filter[name][]=Role%20A&filter[name][]=Role%20B",
        "application/json"
      )
      expectApiError(several, 400, "FRAMEWORK__INVALID_FILTER_QUERY")
      expect(several.data.errors[0].source).toEqual({ pointer: "/filter/name" })
    })
  },
})
