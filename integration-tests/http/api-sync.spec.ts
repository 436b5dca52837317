import { createAdminAPIClient } from "@shopware/api-client"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import {
  bearer,
  clientToken,
  createIntegration,
  settle,
} from "../helpers/api-client"
import { expectApiError, pointersOf } from "../helpers/api-assertions"
import { databaseFingerprint, rawRequest } from "../helpers/hostile-input"

jest.setTimeout(180 * 1000)

const SYNC = "/api/_action/sync"
const id = (n: number) => n.toString(16).padStart(32, "0")
const profile = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  approvalMode: "manual",
  fileFormat: "csv",
  ...extra,
})

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
    describe("POST /api/_action/sync", () => {
      let editor: { headers: Record<string, string> }
      let admin: { headers: Record<string, string> }
      let existing: string

      const json = (auth: { headers: Record<string, string> }) => ({
        headers: { ...auth.headers, accept: "application/json" },
      })
      const sync = (body: unknown, auth = editor, headers = {}) =>
        settle(
          api.post(SYNC, body, {
            headers: { ...json(auth).headers, ...headers },
          })
        )
      const tokenWith = async (privileges?: string[]) => {
        const integration = await createIntegration(getContainer(), {
          ...(privileges ? { privileges } : { admin: true }),
        })
        return {
          ...integration,
          auth: bearer(await clientToken(api, integration)),
        }
      }

      beforeEach(async () => {
        editor = (await tokenWith(["plugin_b2b_order_import.editor"])).auth
        admin = (await tokenWith()).auth
        const created = await api.post(
          "/api/plugin-b2b-profile?_response=1",
          profile("Existing"),
          json(editor)
        )
        existing = created.data.data.id
      })

      it("creates and updates profiles and mappings in one request, in request order, and answers Shopware's result", async () => {
        const res = await sync(
          {
            "write-profiles": {
              entity: "plugin_b2b_profile",
              action: "upsert",
              payload: [
                { id: id(1), ...profile("ACME") },
                { id: existing, name: "Existing renamed", active: false },
                profile("Without id"),
              ],
            },
            "write-mappings": {
              entity: "plugin_b2b_field_mapping",
              action: "upsert",
              payload: [
                {
                  id: id(2),
                  profileId: id(1),
                  source: "SKU",
                  target: "line.sku",
                },
                { profileId: id(1), source: "Qty", target: "line.quantity" },
              ],
            },
            "change-mapping": {
              entity: "plugin_b2b_field_mapping",
              action: "upsert",
              payload: [{ id: id(2), source: "Artikel", required: true }],
            },
          },
          editor,
          { "indexing-behavior": "use-queue-indexing", "indexing-skip": "x" }
        )
        expect(res.status).toBe(200)
        expect(Object.keys(res.data)).toEqual([
          "extensions",
          "data",
          "notFound",
          "deleted",
        ])
        expect(res.data).toMatchObject({
          extensions: [],
          notFound: [],
          deleted: [],
        })
        expect(Object.keys(res.data.data)).toEqual([
          "plugin_b2b_field_mapping",
          "plugin_b2b_profile",
        ])
        const profiles: string[] = res.data.data.plugin_b2b_profile
        expect(profiles.slice(0, 2)).toEqual([id(1), existing])
        expect(profiles[2]).toMatch(/^[0-9a-f]{32}$/)
        expect(res.data.data.plugin_b2b_field_mapping).toHaveLength(2)
        expect(res.data.data.plugin_b2b_field_mapping[0]).toBe(id(2))

        const renamed = await api.get(
          `/api/plugin-b2b-profile/${existing}`,
          json(editor)
        )
        expect(renamed.data.data).toMatchObject({
          name: "Existing renamed",
          active: false,
        })
        const mapping = await api.get(
          `/api/plugin-b2b-field-mapping/${id(2)}`,
          json(editor)
        )
        expect(mapping.data.data).toMatchObject({
          profileId: id(1),
          source: "Artikel",
          target: "line.sku",
          required: true,
        })
        const created = await api.get(
          `/api/plugin-b2b-profile/${profiles[2]}`,
          json(editor)
        )
        expect(created.data.data.name).toBe("Without id")
      })

      it("deletes by id and by criteria; ids that are not there are listed as notFound", async () => {
        await sync({
          w: {
            entity: "plugin_b2b_field_mapping",
            action: "upsert",
            payload: [
              {
                id: id(3),
                profileId: existing,
                source: "A",
                target: "line.sku",
              },
              {
                id: id(4),
                profileId: existing,
                source: "B",
                target: "line.quantity",
              },
            ],
          },
        })
        const res = await sync([
          {
            entity: "plugin_b2b_field_mapping",
            action: "delete",
            payload: [{ id: id(3) }, { id: id(9) }],
          },
          {
            entity: "plugin_b2b_field_mapping",
            action: "delete",
            // An association path, as Shopware's criteria delete reads it.
            criteria: [
              { type: "equals", field: "source", value: "B" },
              { type: "equals", field: "profile.name", value: "Existing" },
            ],
          },
        ])
        expect(res.status).toBe(200)
        expect(res.data).toEqual({
          extensions: [],
          data: [],
          deleted: { plugin_b2b_field_mapping: [id(3), id(4)] },
          notFound: { plugin_b2b_field_mapping: [id(9)] },
        })
        const left = await api.get(
          "/api/plugin-b2b-field-mapping",
          json(editor)
        )
        expect(left.data.total).toBe(0)
      })

      it("works through @shopware/api-client (the list form)", async () => {
        const integration = await createIntegration(getContainer(), {
          privileges: ["plugin_b2b_order_import.editor"],
        })
        const client = createAdminAPIClient({
          baseURL: `${api.defaults.baseURL}/api`,
          credentials: {
            grant_type: "client_credentials",
            client_id: integration.accessKey,
            client_secret: integration.secret,
          },
        } as any) as any
        const res = await client.invoke("sync post /_action/sync", {
          headers: { "indexing-behavior": "disable-indexing" },
          body: [
            {
              entity: "plugin_b2b_profile",
              action: "upsert",
              payload: [{ id: id(5), ...profile("Client") }],
            },
          ],
        })
        expect(res.data.data).toEqual({ plugin_b2b_profile: [id(5)] })
      })

      it("needs the privileges of every write, answers 403 listing all that are missing, and writes nothing", async () => {
        const creator = (await tokenWith(["plugin_b2b_profile:create"])).auth
        const before = await databaseFingerprint(dbConnection)
        const res = await sync(
          {
            p: {
              entity: "plugin_b2b_profile",
              action: "upsert",
              payload: [profile("New"), { id: existing, name: "X" }],
            },
            m: {
              entity: "plugin_b2b_field_mapping",
              action: "delete",
              payload: [{ id: id(9) }],
            },
          },
          creator
        )
        const error = expectApiError(
          res,
          403,
          "FRAMEWORK__MISSING_PRIVILEGE_ERROR"
        )
        expect(JSON.parse(error.detail).missingPrivileges).toEqual([
          "plugin_b2b_profile:update",
          "plugin_b2b_field_mapping:delete",
        ])
        expect(await databaseFingerprint(dbConnection)).toEqual(before)
      })

      it("validates everything first: a request with bad items names every problem and writes nothing", async () => {
        const before = await databaseFingerprint(dbConnection)
        const res = await sync({
          p: {
            entity: "plugin_b2b_profile",
            action: "upsert",
            payload: [
              profile("One"),
              profile("Two"),
              { name: "", fileFormat: "pdf" },
              { id: "not-an-id", ...profile("x") },
            ],
          },
        })
        expectApiError(res, 400, "FRAMEWORK__INVALID_UUID", "/p/3/id")
        expect(pointersOf(res)).toEqual(
          expect.arrayContaining([
            "/p/2/name",
            "/p/2/approvalMode",
            "/p/2/fileFormat",
            "/p/3/id",
          ])
        )
        expect(await databaseFingerprint(dbConnection)).toEqual(before)
      })

      it("undoes every write when the third fails as it is written (a role name taken)", async () => {
        const before = await databaseFingerprint(dbConnection)
        const res = await sync(
          {
            roles: {
              entity: "acl_role",
              action: "upsert",
              payload: [
                { name: "Sync A", privileges: ["plugin_b2b_profile:read"] },
                { name: "Sync B" },
                { name: "Sync A" },
              ],
            },
          },
          admin
        )
        const error = expectApiError(
          res,
          409,
          "FRAMEWORK__CONFLICT",
          "/roles/2"
        )
        expect(error.detail).toContain("Sync A")
        expect(await databaseFingerprint(dbConnection)).toEqual(before)
      })

      it("undoes a delete and an update when a later write fails (a mapping for the profile deleted earlier)", async () => {
        const other = (
          await api.post(
            "/api/plugin-b2b-profile?_response=1",
            profile("Other"),
            json(editor)
          )
        ).data.data.id
        const rows = async () => ({
          profiles: (
            await dbConnection.raw(
              `select id, name, active, deleted_at from plugin_b2b_profile order by id`
            )
          ).rows,
          mappings: (
            await dbConnection.raw(
              `select id from plugin_b2b_field_mapping order by id`
            )
          ).rows,
        })
        const before = await rows()
        const fingerprint = await databaseFingerprint(dbConnection)
        const res = await sync({
          rename: {
            entity: "plugin_b2b_profile",
            action: "upsert",
            payload: [{ id: other, name: "Renamed" }],
          },
          drop: {
            entity: "plugin_b2b_profile",
            action: "delete",
            payload: [{ id: existing }],
          },
          mappings: {
            entity: "plugin_b2b_field_mapping",
            action: "upsert",
            payload: [
              { profileId: existing, source: "SKU", target: "line.sku" },
            ],
          },
        })
        const error = expectApiError(
          res,
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
          "/mappings/0/profileId"
        )
        expect(error.detail).toContain(existing)
        expect(await rows()).toEqual(before)
        // Only the timestamps of the rows changed and changed back may differ.
        const after = await databaseFingerprint(dbConnection)
        const { plugin_b2b_profile: _p, ...rest } = after
        const { plugin_b2b_profile: _q, ...restBefore } = fingerprint
        expect(rest).toEqual(restBefore)
      })

      it("refuses entities it cannot write, in words", async () => {
        const res = await sync({
          records: {
            entity: "plugin_b2b_inbound_record",
            action: "delete",
            payload: [{ id: id(1) }],
          },
          nothing: {
            entity: "product_manufacturer",
            action: "upsert",
            payload: [{ name: "x" }],
          },
        })
        expectApiError(
          res,
          400,
          "FRAMEWORK__INVALID_SYNC_OPERATION",
          "/records/action"
        )
        expect(res.data.errors[1]).toMatchObject({
          code: "FRAMEWORK__DEFINITION_NOT_FOUND",
          source: { pointer: "/nothing/entity" },
        })
        expect(res.data.errors[0].detail).toContain(
          "plugin_b2b_profile (upsert, delete)"
        )
      })

      it("answers hostile input with 400 (413 for a body too large) in words and writes nothing", async () => {
        const before = await databaseFingerprint(dbConnection)
        const op = (payload: unknown) => ({
          o: { entity: "plugin_b2b_profile", action: "upsert", payload },
        })
        const cases: [unknown, number, string][] = [
          [op([1, "x", null, [1]]), 400, "FRAMEWORK__INVALID_SYNC_OPERATION"],
          [
            op(Array.from({ length: 501 }, () => ({}))),
            400,
            "FRAMEWORK__INVALID_SYNC_OPERATION",
          ],
          [
            Object.fromEntries(
              Array.from({ length: 101 }, (_, i) => [`k${i}`, {}])
            ),
            400,
            "FRAMEWORK__INVALID_SYNC_OPERATION",
          ],
          [{ o: "upsert" }, 400, "FRAMEWORK__INVALID_SYNC_OPERATION"],
          [
            {
              o: {
                entity: "plugin_b2b_profile",
                action: "merge",
                payload: [{}],
              },
            },
            400,
            "FRAMEWORK__INVALID_SYNC_OPERATION",
          ],
          [
            {
              o: {
                entity: "plugin_b2b_profile",
                action: "upsert",
                payload: [{}],
                criteria: [{}],
              },
            },
            400,
            "FRAMEWORK__INVALID_SYNC_OPERATION",
          ],
          [
            {
              o: {
                entity: "plugin_b2b_profile",
                action: "delete",
                payload: [],
              },
            },
            400,
            "FRAMEWORK__INVALID_SYNC_OPERATION",
          ],
          [
            {
              o: {
                entity: "plugin_b2b_profile",
                action: "delete",
                payload: [{ id: existing, name: "x" }],
              },
            },
            400,
            "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
          ],
          [
            {
              o: {
                entity: "plugin_b2b_profile",
                action: "delete",
                criteria: [{ type: "equals", field: "secret", value: 1 }],
              },
            },
            400,
            "FRAMEWORK__UNMAPPED_FIELD",
          ],
          [op([profile("nul\u0000name")]), 400, "FRAMEWORK__INVALID_CHARACTER"],
        ]
        for (const [body, status, code] of cases) {
          const res = await sync(body)
          expectApiError(res, status, code)
        }
        const deep = await rawRequest(api, "post", SYNC, {
          headers: {
            ...json(editor).headers,
            "content-type": "application/json",
          },
          data: `{"o":{"entity":"plugin_b2b_profile","action":"upsert","payload":[{"name":${"[".repeat(40)}${"]".repeat(40)}}]}}`,
        })
        expectApiError(deep, 400, "FRAMEWORK__INPUT_NESTED_TOO_DEEPLY")
        const huge = await sync(op([{ name: "x".repeat(3 * 1024 * 1024) }]))
        expectApiError(huge, 413, "FRAMEWORK__PAYLOAD_TOO_LARGE")
        const text = await rawRequest(api, "post", SYNC, {
          headers: {
            ...json(editor).headers,
            "content-type": "application/json",
          },
          data: `"upsert"`,
        })
        expect(text.status).toBe(400)
        expect(await databaseFingerprint(dbConnection)).toEqual(before)
      })

      it("answers an empty request with an empty result, and is listed in the OpenAPI document", async () => {
        const res = await sync({})
        expect(res.data).toEqual({
          extensions: [],
          data: [],
          notFound: [],
          deleted: [],
        })
        const doc = await api.get("/api/_info/openapi3.json", json(editor))
        const op =
          doc.data.paths["/_action/sync"]?.post ??
          doc.data.paths["/api/_action/sync"]?.post
        expect(op.operationId).toBe("sync")
        expect(Object.keys(op.responses)).toEqual(
          expect.arrayContaining(["200", "400", "403"])
        )
      })
    })
  },
})
