import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createAdministrator } from "../helpers/access"
import { expectApiError } from "../helpers/api-assertions"
import { settle } from "../helpers/api-client"
import { editorHeaders, seedShop } from "../helpers/b2b"

jest.setTimeout(180 * 1000)

/** Profiles of the formats of issue #33 (Excel, EDIFACT, UBL, cXML) with their new fields, on both dialects and in the OpenAPI document. */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let profiles: Awaited<ReturnType<typeof seedShop>>
    let editor: { headers: Record<string, string> }
    let admin: { headers: Record<string, string> }
    beforeAll(async () => {
      profiles = await seedShop(getContainer())
      editor = await editorHeaders(api, getContainer())
      admin = await createAdministrator(getContainer(), api)
    })

    describe("profiles of the new formats", () => {
      it("round-trip fileFormat, sheetName, headerRow and customerNumberField over /api and /admin", async () => {
        const created = await api.post(
          "/api/plugin-b2b-profile?_response=1",
          {
            name: "Excel form, sheet Bestellung",
            approvalMode: "manual",
            fileFormat: "xlsx",
            sheetName: "Bestellung",
            headerRow: 5,
            customerLookup: "number",
            customerNumberField: "customer_number",
          },
          editor
        )
        const id = created.data.data.id
        const read = await api.get(`/api/plugin-b2b-profile/${id}`, editor)
        expect(read.data.data).toMatchObject({
          fileFormat: "xlsx",
          sheetName: "Bestellung",
          headerRow: 5,
          customerNumberField: "customer_number",
        })
        const viaAdmin = await api.get(`/admin/b2b/profiles/${id}`, admin)
        expect(viaAdmin.data.profile).toMatchObject({
          file_format: "xlsx",
          sheet_name: "Bestellung",
          header_row: 5,
        })

        for (const [format, field] of [
          ["edifact", "gln"],
          ["ubl", "peppol_id"],
          ["cxml", "ariba_network_id"],
        ]) {
          const made = await api.post(
            "/admin/b2b/profiles",
            {
              name: `Admin ${format}`,
              approval_mode: "manual",
              file_format: format,
              customer_lookup: "number",
              customer_number_field: field,
            },
            admin
          )
          expect(made.data.profile).toMatchObject({
            file_format: format,
            customer_number_field: field,
          })
          const back = await api.get(
            `/api/plugin-b2b-profile/${made.data.profile.id}`,
            editor
          )
          expect(back.data.data).toMatchObject({
            fileFormat: format,
            customerNumberField: field,
          })
        }
      })

      it("refuses a customer field that is no metadata key in words, on both dialects", async () => {
        const refused = await settle(
          api.post(
            "/api/plugin-b2b-profile",
            {
              name: "Bad field",
              approvalMode: "manual",
              fileFormat: "ubl",
              customerNumberField: "Gln!",
            },
            editor
          )
        )
        const error = expectApiError(
          refused,
          400,
          "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
          "/customerNumberField"
        )
        expect(error.detail).toContain("metadata key")
        const adminRefused = await settle(
          api.post(
            `/admin/b2b/profiles/${profiles.ubl}`,
            { customer_number_field: "Gln!" },
            admin
          )
        )
        expect(adminRefused.status).toBe(400)
        expect(adminRefused.data.message).toContain("metadata key")
        const kept = await api.get(`/admin/b2b/profiles/${profiles.ubl}`, admin)
        expect(kept.data.profile.customer_number_field).toBe("gln")
      })

      it("the OpenAPI document lists the new formats and fields", async () => {
        const doc = (await api.get("/api/_info/openapi3.json", editor)).data
        const schemas = Object.values(
          doc.components.schemas as Record<string, any>
        ).filter((s) => s.properties?.fileFormat?.enum)
        expect(schemas.length).toBeGreaterThan(0)
        for (const schema of schemas)
          expect(schema.properties.fileFormat.enum).toEqual(
            expect.arrayContaining(["xlsx", "edifact", "ubl", "cxml"])
          )
        expect(
          schemas.some((s) =>
            ["sheetName", "headerRow", "customerNumberField"].every(
              (field) => field in s.properties
            )
          )
        ).toBe(true)
      })
    })
  },
})
