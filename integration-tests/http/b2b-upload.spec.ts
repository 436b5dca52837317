import fs from "fs"
import path from "path"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createAdministrator } from "../helpers/access"
import { expectApiError } from "../helpers/api-assertions"
import { bearer, settle } from "../helpers/api-client"
import { editorHeaders, erpCsv, seedShop, uploadForm } from "../helpers/b2b"

jest.setTimeout(240 * 1000)

const UPLOAD = "/api/_action/plugin-b2b/upload"

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let profiles: Awaited<ReturnType<typeof seedShop>>
    beforeAll(async () => {
      profiles = await seedShop(getContainer())
    })
    const records = async () =>
      (
        await getContainer()
          .resolve(ContainerRegistrationKeys.QUERY)
          .graph({ entity: "inbound_record", fields: ["*"] })
      ).data

    describe("POST /api/_action/plugin-b2b/upload", () => {
      it("answers 200 with the pending record, keeps the file privately under a safe name and records the uploader", async () => {
        const editor = await editorHeaders(api, getContainer())
        const res = await api.post(
          UPLOAD,
          uploadForm({
            profileId: profiles.erp,
            file: erpCsv("PO-1"),
            fileName: "../../etc/pass wd<script>;rm -rf.csv",
          }),
          editor
        )
        expect(res.status).toBe(200)
        expect(res.data).toEqual({
          id: expect.stringMatching(/^[0-9a-f]{32}$/),
          status: "pending",
          duplicate: false,
        })

        const [record] = await records()
        expect(record).toMatchObject({
          id: res.data.id,
          profile_id: profiles.erp,
          status: "pending",
          file_size: Buffer.byteLength(erpCsv("PO-1")),
          uploaded_by: "ERP (integration)",
        })
        expect(record.file_name).not.toMatch(/[/\\<>;\s]/)
        expect(record.file_name).toMatch(/\.csv$/)
        expect(record.file_sha256).toMatch(/^[0-9a-f]{64}$/)

        // Order files hold customer data: not under Medusa's public /static folder, no URL serves them.
        const privateFile = path.join(
          process.cwd(),
          ".data",
          "uploads",
          "private",
          record.file_key
        )
        expect(fs.readFileSync(privateFile, "utf8")).toBe(erpCsv("PO-1"))
        expect(
          fs.existsSync(path.join(process.cwd(), "static", record.file_key))
        ).toBe(false)
        for (const url of [
          `/static/${record.file_key}`,
          `/static/${encodeURIComponent(record.file_key)}`,
          `/uploads/private/${record.file_key}`,
          `/.data/uploads/private/${record.file_key}`,
        ]) {
          expect((await settle(api.get(url))).status).toBe(404)
        }

        const read = await api.get(
          `/api/plugin-b2b-inbound-record/${res.data.id}`,
          editor
        )
        expect(read.data.data).toMatchObject({
          id: res.data.id,
          status: "pending",
          fileName: record.file_name,
        })
        expect(read.data.data).not.toHaveProperty("fileKey")
      })

      it("refuses a missing or malformed profileId, an unknown or inactive profile and a missing file with 400, storing nothing", async () => {
        const editor = await editorHeaders(api, getContainer())
        const cases: [FormData, string, string, string][] = [
          [
            uploadForm({ file: erpCsv("PO-1") }),
            "PLUGIN_B2B__INVALID_PROFILE_ID",
            "/profileId",
            "missing",
          ],
          [
            uploadForm({ profileId: "not-an-id", file: erpCsv("PO-1") }),
            "PLUGIN_B2B__INVALID_PROFILE_ID",
            "/profileId",
            "not a valid profile id",
          ],
          [
            uploadForm({ profileId: "0".repeat(32), file: erpCsv("PO-1") }),
            "PLUGIN_B2B__INVALID_PROFILE_ID",
            "",
            "no import profile",
          ],
          [
            uploadForm({ profileId: profiles.erp }),
            "PLUGIN_B2B__FILE_MISSING",
            "/file",
            "file",
          ],
        ]
        for (const [form, code, pointer, words] of cases) {
          const error = expectApiError(
            await settle(api.post(UPLOAD, form, editor)),
            400,
            code
          )
          if (pointer) expect(error.source?.pointer).toBe(pointer)
          expect(error.detail).toContain(words)
        }
        await api.patch(
          `/api/plugin-b2b-profile/${profiles.edi}`,
          { active: false },
          editor
        )
        const inactive = expectApiError(
          await settle(
            api.post(
              UPLOAD,
              uploadForm({ profileId: profiles.edi, file: "x" }),
              editor
            )
          ),
          400,
          "PLUGIN_B2B__INVALID_PROFILE_ID"
        )
        expect(inactive.detail).toContain("inactive")
        expect(await records()).toHaveLength(0)
      })

      it("answers 401 without a valid token and 403 without plugin_b2b_inbound_record:create", async () => {
        expectApiError(
          await settle(
            api.post(UPLOAD, uploadForm({ profileId: profiles.erp, file: "x" }))
          ),
          401,
          "9"
        )
        expectApiError(
          await settle(
            api.post(
              UPLOAD,
              uploadForm({ profileId: profiles.erp, file: "x" }),
              bearer("nonsense")
            )
          ),
          401,
          "9"
        )
        const reader = await editorHeaders(api, getContainer(), [
          "plugin_b2b_inbound_record:read",
        ])
        const denied = expectApiError(
          await settle(
            api.post(
              UPLOAD,
              uploadForm({ profileId: profiles.erp, file: "x" }),
              reader
            )
          ),
          403,
          "FRAMEWORK__MISSING_PRIVILEGE_ERROR"
        )
        expect(
          denied.meta?.parameters?.missingPrivileges ??
            JSON.parse(denied.detail).missingPrivileges
        ).toEqual(["plugin_b2b_inbound_record:create"])
        expect(await records()).toHaveLength(0)
      })

      it("answers 413 above the configured size and 415 for a JSON body", async () => {
        const editor = await editorHeaders(api, getContainer())
        const big = Buffer.alloc(20 * 1024 * 1024 + 1, "a")
        const tooLarge = expectApiError(
          await settle(
            api.post(
              UPLOAD,
              uploadForm({ profileId: profiles.erp, file: big }),
              { ...editor, maxBodyLength: Infinity }
            )
          ),
          413,
          "FRAMEWORK__PAYLOAD_TOO_LARGE"
        )
        expect(tooLarge.detail).toContain("20971520")
        expectApiError(
          await settle(api.post(UPLOAD, { profileId: profiles.erp }, editor)),
          415,
          "FRAMEWORK__UNSUPPORTED_MEDIA_TYPE"
        )
        expect(await records()).toHaveLength(0)
        expect((await api.get("/api/plugin-b2b-profile", editor)).status).toBe(
          200
        )
      })

      it("keeps a file name with umlauts as browsers and curl send it (UTF-8), over /api and /admin", async () => {
        const editor = await editorHeaders(api, getContainer())
        const viaApi = await api.post(
          UPLOAD,
          uploadForm({
            profileId: profiles.erp,
            file: erpCsv("PO-UML-1"),
            fileName: "Bestellung Müller.csv",
          }),
          editor
        )
        const admin = await createAdministrator(getContainer(), api)
        const form = uploadForm({
          file: erpCsv("PO-UML-2"),
          fileName: "Größe_März.csv",
        })
        form.append("profile_id", profiles.erp)
        const viaAdmin = await api.post("/admin/b2b/records", form, admin)
        const names = Object.fromEntries(
          (await records()).map((r: any) => [r.id, r.file_name])
        )
        expect([names[viaApi.data.id], names[viaAdmin.data.record.id]]).toEqual(
          ["Bestellung_Müller.csv", "Größe_März.csv"]
        )
      })

      it("deleting a record removes its order file from the private storage (customer data no route reaches any more)", async () => {
        const editor = await editorHeaders(api, getContainer())
        const res = await api.post(
          UPLOAD,
          uploadForm({ profileId: profiles.erp, file: erpCsv("PO-DEL-1") }),
          editor
        )
        const [record] = await records()
        const stored = path.join(
          process.cwd(),
          ".data",
          "uploads",
          "private",
          record.file_key
        )
        expect(fs.existsSync(stored)).toBe(true)
        await api.delete(
          `/api/plugin-b2b-inbound-record/${res.data.id}`,
          editor
        )
        expect(fs.existsSync(stored)).toBe(false)
      })

      it("returns the existing record for the same file and profile, and a new one for another profile", async () => {
        const editor = await editorHeaders(api, getContainer())
        const first = await api.post(
          UPLOAD,
          uploadForm({ profileId: profiles.erp, file: erpCsv("PO-9") }),
          editor
        )
        const again = await Promise.all(
          [1, 2, 3].map(() =>
            api.post(
              UPLOAD,
              uploadForm({
                profileId: profiles.erp,
                file: erpCsv("PO-9"),
                fileName: "renamed.csv",
              }),
              editor
            )
          )
        )
        expect(again.map((r) => r.data)).toEqual(
          Array(3).fill({
            id: first.data.id,
            status: "pending",
            duplicate: true,
          })
        )
        const other = await api.post(
          UPLOAD,
          uploadForm({ profileId: profiles.edi, file: erpCsv("PO-9") }),
          editor
        )
        expect(other.data).toMatchObject({ duplicate: false })
        expect(other.data.id).not.toBe(first.data.id)
        expect(await records()).toHaveLength(2)
      })
    })
  },
})
