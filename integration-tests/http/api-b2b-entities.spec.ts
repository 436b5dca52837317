import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import {
  bearer,
  clientToken,
  createIntegration,
  settle,
} from "../helpers/api-client"
import { expectApiError } from "../helpers/api-assertions"

jest.setTimeout(120 * 1000)

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    describe("B2B profiles and field mappings through the entity API", () => {
      let editor: { headers: Record<string, string> }

      beforeEach(async () => {
        const token = await clientToken(
          api,
          await createIntegration(getContainer(), {
            privileges: ["plugin_b2b_order_import.editor"],
          })
        )
        editor = {
          headers: { ...bearer(token).headers, accept: "application/json" },
        }
      })

      it("creates a profile with defaults, lists it, and maps fields onto it", async () => {
        const created = await api.post(
          "/api/plugin-b2b-profile?_response=1",
          { name: "ACME EDI", approvalMode: "auto", fileFormat: "csv" },
          editor
        )
        expect(created.status).toBe(200)
        const profile = created.data.data
        expect(profile).toMatchObject({
          name: "ACME EDI",
          approvalMode: "auto",
          fileFormat: "csv",
          csvDelimiter: null,
          csvEncoding: "utf-8",
          csvHeaderRow: true,
          decimalSeparator: ".",
          priceSource: "catalogue",
          priceTolerancePercent: 0,
          customerLookup: "email",
          active: true,
        })
        expect(profile.id).toMatch(/^[0-9a-f]{32}$/)

        const list = await api.get("/api/plugin-b2b-profile", editor)
        expect(list.data.data.map((p: any) => p.name)).toEqual(["ACME EDI"])

        const mapping = await api.post(
          "/api/plugin-b2b-field-mapping?_response=1",
          {
            profileId: profile.id,
            source: "Menge",
            target: "line.quantity",
            transform: [
              { type: "trim" },
              { type: "number", decimalSeparator: "," },
            ],
            required: true,
          },
          editor
        )
        expect(mapping.data.data).toMatchObject({
          profileId: profile.id,
          source: "Menge",
          target: "line.quantity",
          required: true,
          position: 0,
        })
        expect(mapping.data.data.transform).toEqual([
          { type: "trim" },
          { type: "number", decimalSeparator: "," },
        ])

        const search = await api.post(
          "/api/search/plugin-b2b-field-mapping",
          {
            filter: [{ type: "equals", field: "profileId", value: profile.id }],
          },
          editor
        )
        expect(search.data.total).toBe(1)

        expect(
          (
            await api.patch(
              `/api/plugin-b2b-profile/${profile.id}`,
              { approvalMode: "manual" },
              editor
            )
          ).status
        ).toBe(204)
        expect(
          (await api.get(`/api/plugin-b2b-profile/${profile.id}`, editor)).data
            .data.approvalMode
        ).toBe("manual")
      })

      it("refuses unknown enum values, targets and transforms with pointers, storing nothing", async () => {
        const badProfile = await settle(
          api.post(
            "/api/plugin-b2b-profile",
            { name: "X", approvalMode: "sometimes", fileFormat: "xls" },
            editor
          )
        )
        expectApiError(badProfile, 400, "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION")
        expect(
          badProfile.data.errors.map((e: any) => e.source.pointer).sort()
        ).toEqual(["/approvalMode", "/fileFormat"])

        const profile = (
          await api.post(
            "/api/plugin-b2b-profile?_response=1",
            { name: "P", approvalMode: "manual", fileFormat: "json" },
            editor
          )
        ).data.data
        const badTarget = await settle(
          api.post(
            "/api/plugin-b2b-field-mapping",
            { profileId: profile.id, source: "a", target: "line.colour" },
            editor
          )
        )
        expectApiError(
          badTarget,
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
          "/target"
        )
        const badTransform = await settle(
          api.post(
            "/api/plugin-b2b-field-mapping",
            {
              profileId: profile.id,
              source: "a",
              target: "line.sku",
              transform: [{ type: "reverse" }],
            },
            editor
          )
        )
        expectApiError(
          badTransform,
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION"
        )
        const noProfile = await settle(
          api.post(
            "/api/plugin-b2b-field-mapping",
            { profileId: "f".repeat(32), source: "a", target: "line.sku" },
            editor
          )
        )
        expectApiError(noProfile, 400, "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION")
        expect(noProfile.data.errors[0].detail).toContain("f".repeat(32))
        expect(
          (await api.get("/api/plugin-b2b-field-mapping", editor)).data.total
        ).toBe(0)
        expect(
          (await api.get("/api/plugin-b2b-profile", editor)).data.total
        ).toBe(1)
      })

      it("gives inbound records no create or update route", async () => {
        expectApiError(
          await settle(api.post("/api/plugin-b2b-inbound-record", {}, editor)),
          405,
          "FRAMEWORK__METHOD_NOT_ALLOWED"
        )
        const list = await api.post(
          "/api/search/plugin-b2b-inbound-record",
          { filter: [{ type: "equals", field: "status", value: "pending" }] },
          editor
        )
        expect(list.data).toEqual({ total: 0, data: [], aggregations: [] })
      })
    })
  },
})
