import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import Papa from "papaparse"
import { processPendingRecords } from "../../src/workflows/b2b-import"
import { b2bImport } from "../../src/modules/b2b-import"
import { createAdministrator } from "../helpers/access"
import { expectApiError } from "../helpers/api-assertions"
import { settle } from "../helpers/api-client"
import { editorHeaders, erpCsv, seedShop, uploadForm } from "../helpers/b2b"
import { runCli, testDatabaseUrl } from "../helpers/cli"

jest.setTimeout(300 * 1000)

const DB_NAME = "b2b_history_fix_loop"
const UPLOAD = "/api/_action/plugin-b2b/upload"
const UNKNOWN_ID = "0123456789abcdef0123456789abcdef"

/** An ERP file whose second line has an unknown SKU and a note over two physical lines, the third a formula as SKU. */
const FAILING_ERP = [
  "Bestellnummer;Kundennummer;Artikelnummer;Menge;Bemerkung",
  "PO-FIX-1;K-10001;SW01000;10;",
  'PO-FIX-1;K-10001;NO-SUCH-SKU;2;"two',
  'lines"',
  "PO-FIX-1;K-10001;=cmd|' /C calc'!A0;1;",
].join("\n")

const bytes = { responseType: "arraybuffer" as const }
const csvOf = (data: ArrayBuffer) => Buffer.from(data).toString("utf8")

medusaIntegrationTestRunner({
  inApp: true,
  dbName: DB_NAME,
  // No scheduled jobs: the pending-records job must not take records while a test counts them.
  env: { MEDUSA_WORKER_MODE: "server" },
  testSuite: ({ api, getContainer }) => {
    let profiles: Awaited<ReturnType<typeof seedShop>>
    beforeAll(async () => {
      profiles = await seedShop(getContainer())
    })
    const recordOf = async (id: string) =>
      (await b2bImport(getContainer()).listInboundRecords({ id }))[0]
    const upload = async (
      headers: any,
      profileId: string,
      file: string | Buffer,
      fileName = "order.csv",
      extra: Record<string, string> = {}
    ) => {
      const form = uploadForm({ profileId, file, fileName })
      for (const [k, v] of Object.entries(extra)) form.append(k, v)
      const { data } = await api.post(UPLOAD, form, headers)
      return data.id as string
    }
    const replaceForm = (file: string, fileName = "fixed.csv") => {
      const form = new FormData()
      form.append("file", new Blob([file], { type: "text/csv" }), fileName)
      return form
    }

    describe("original file", () => {
      it("downloads the stored bytes through both dialects as an attachment, privately, with a safe name", async () => {
        const editor = await editorHeaders(api, getContainer())
        const admin = await createAdministrator(getContainer(), api)
        const content = Buffer.concat([
          Buffer.from(erpCsv("PO-DL-1"), "utf8"),
          Buffer.from([0xc3, 0xa4, 0x0a]),
        ])
        const id = await upload(
          editor,
          profiles.erp,
          content,
          'Bestellung "Mü\r\nSet-Cookie: x=1.csv'
        )
        for (const [url, headers] of [
          [`/api/_action/plugin-b2b/file/${id}`, editor],
          [`/admin/b2b/records/${id}/file`, admin],
        ] as const) {
          const res = await api.get(url, { ...headers, ...bytes })
          expect(res.status).toBe(200)
          expect(Buffer.from(res.data).equals(content)).toBe(true)
          expect(res.headers["content-type"]).toMatch(/^text\/csv/)
          expect(res.headers["x-content-type-options"]).toBe("nosniff")
          const disposition = res.headers["content-disposition"] as string
          expect(disposition).toMatch(
            /^attachment; filename="[^"\r\n]+"; filename\*=UTF-8''/
          )
          expect(disposition).not.toMatch(/[\r\n]/)
          expect(res.headers["set-cookie"]).toBeUndefined()
          const star = /filename\*=UTF-8''(.+)$/.exec(disposition)![1]
          expect(decodeURIComponent(star)).toBe((await recordOf(id)).file_name)
        }

        // An integration without plugin_b2b_inbound_record:read (create, update and delete imply it) gets 403; an unknown record 404.
        const uploader = await editorHeaders(api, getContainer(), [
          "plugin_b2b_profile:read",
        ])
        expect(
          (
            await settle(
              api.get(`/api/_action/plugin-b2b/file/${id}`, uploader)
            )
          ).status
        ).toBe(403)
        expectApiError(
          await settle(
            api.get(`/api/_action/plugin-b2b/file/${UNKNOWN_ID}`, editor)
          ),
          404,
          "PLUGIN_B2B__INBOUND_RECORD_NOT_FOUND"
        )

        // A file sent as a type a browser would render or run is handed out as bytes only.
        for (const sentAs of [
          "text/html",
          "image/svg+xml",
          "application/javascript",
        ]) {
          const { data } = await api.post(
            UPLOAD,
            uploadForm({
              profileId: profiles.erp,
              file: erpCsv(`PO-DL-${sentAs}`),
              contentType: sentAs,
            }),
            editor
          )
          const res = await api.get(`/api/_action/plugin-b2b/file/${data.id}`, {
            ...editor,
            ...bytes,
          })
          expect(res.headers["content-type"]).toBe("application/octet-stream")
        }

        // The stored file is gone: 404 in words (code PLUGIN_B2B__FILE_GONE), in both dialects.
        await getContainer()
          .resolve(Modules.FILE)
          .deleteFiles([(await recordOf(id)).file_key])
        const gone = await settle(
          api.get(`/api/_action/plugin-b2b/file/${id}`, editor)
        )
        expectApiError(gone, 404, "PLUGIN_B2B__FILE_GONE")
        expect(gone.data.errors[0].detail).toContain("no longer")
        const goneAdmin = await settle(
          api.get(`/admin/b2b/records/${id}/file`, admin)
        )
        expect(goneAdmin.status).toBe(404)
        expect(goneAdmin.data.message).toContain("no longer")
      })
    })

    describe("failed lines", () => {
      it("answers the original header and failed rows with an error column, in the file's delimiter, UTF-8 with BOM, formulas neutralised", async () => {
        const editor = await editorHeaders(api, getContainer())
        const admin = await createAdministrator(getContainer(), api)
        const id = await upload(editor, profiles.erp, FAILING_ERP, "po.csv")
        const processed = await api.post(
          `/api/_action/plugin-b2b/process/${id}`,
          {},
          editor
        )
        expect(processed.data.status).toBe("mapped")
        for (const [url, headers] of [
          [`/api/_action/plugin-b2b/failed-lines/${id}`, editor],
          [`/admin/b2b/records/${id}/failed-lines`, admin],
        ] as const) {
          const res = await api.get(url, { ...headers, ...bytes })
          expect(res.status).toBe(200)
          expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8")
          expect(res.headers["content-disposition"]).toContain(
            "po-failed-lines.csv"
          )
          const text = csvOf(res.data)
          expect(text.startsWith("\uFEFF")).toBe(true)
          const parsed = Papa.parse<string[]>(text.slice(1), {
            delimiter: ";",
            skipEmptyLines: true,
          })
          expect(parsed.errors).toEqual([])
          const [header, ...rows] = parsed.data
          expect(header).toEqual([
            "Bestellnummer",
            "Kundennummer",
            "Artikelnummer",
            "Menge",
            "Bemerkung",
            "Import error",
          ])
          expect(rows).toHaveLength(2)
          expect(rows[0].slice(0, 5)).toEqual([
            "PO-FIX-1",
            "K-10001",
            "NO-SUCH-SKU",
            "2",
            "two\nlines",
          ])
          expect(rows[0][5]).toContain("NO-SUCH-SKU")
          expect(rows[1][2]).toBe("'=cmd|' /C calc'!A0")
        }
      })

      it("lists an openTRANS record's errors one per row: line, path, value, error", async () => {
        const editor = await editorHeaders(api, getContainer())
        const id = await upload(
          editor,
          profiles.opentrans,
          openTransOrder("OT-FIX-1", [
            ["SW01000", "1"],
            ["=NOPE", "2"],
          ]),
          "order.xml"
        )
        await api.post(`/api/_action/plugin-b2b/process/${id}`, {}, editor)
        expect((await recordOf(id)).status).toBe("mapped")
        const res = await api.get(
          `/api/_action/plugin-b2b/failed-lines/${id}`,
          { ...editor, ...bytes }
        )
        expect(res.headers["content-disposition"]).toContain(
          "order-failed-lines.csv"
        )
        const rows = Papa.parse<string[]>(csvOf(res.data).slice(1), {
          skipEmptyLines: true,
        }).data
        expect(rows[0]).toEqual(["Line", "Column", "Value", "Error"])
        expect(rows).toHaveLength(2)
        expect(rows[1][0]).toMatch(/^\d+$/)
        expect(rows[1][1]).toContain("SUPPLIER_PID")
        expect(rows[1][2]).toBe("'=NOPE")
        expect(rows[1][3]).toContain("=NOPE")
      })

      it("lists a file-level error as one row when the file cannot be read", async () => {
        const editor = await editorHeaders(api, getContainer())
        const id = await upload(editor, profiles.erp, "\n\n", "empty.csv")
        await api.post(`/api/_action/plugin-b2b/process/${id}`, {}, editor)
        expect((await recordOf(id)).status).toBe("failed")
        const res = await api.get(
          `/api/_action/plugin-b2b/failed-lines/${id}`,
          {
            ...editor,
            ...bytes,
          }
        )
        const rows = Papa.parse<string[]>(csvOf(res.data).slice(1), {
          skipEmptyLines: true,
        }).data
        expect(rows[0]).toEqual(["Line", "Column", "Value", "Error"])
        expect(rows).toHaveLength(2)
        expect(rows[1][0]).toBe("")
        expect(rows[1][3]).toContain("empty")
      })
    })

    describe("replace file", () => {
      it("takes a corrected file for a record that needs attention: pending, then processed into an order, with its runs kept", async () => {
        const editor = await editorHeaders(api, getContainer())
        const admin = await createAdministrator(getContainer(), api)
        const id = await upload(editor, profiles.erp, FAILING_ERP, "po.csv")
        await api.post(`/api/_action/plugin-b2b/process/${id}`, {}, editor)
        expect((await recordOf(id)).status).toBe("mapped")

        const fixed = erpCsv("PO-FIX-1")
        const replaced = await api.post(
          `/api/_action/plugin-b2b/replace-file/${id}`,
          replaceForm(fixed, "po-fixed.csv"),
          editor
        )
        expect(replaced.status).toBe(200)
        expect(replaced.data).toMatchObject({ id, status: "pending" })
        const pending = await recordOf(id)
        expect(pending).toMatchObject({
          status: "pending",
          file_name: "po-fixed.csv",
          file_size: Buffer.byteLength(fixed),
          errors: null,
          error_message: null,
          line_count: null,
        })
        const file = await api.get(`/api/_action/plugin-b2b/file/${id}`, {
          ...editor,
          ...bytes,
        })
        expect(csvOf(file.data)).toBe(fixed)

        const done = await api.post(
          `/admin/b2b/records/${id}/process`,
          {},
          admin
        )
        expect(done.data.record.status).toBe("approved")
        const { record } = (await api.get(`/admin/b2b/records/${id}`, admin))
          .data
        expect(
          record.runs.map((r: any) => [r.action, r.status, r.file_name])
        ).toEqual([
          ["process", "mapped", "po.csv"],
          ["replace_file", "pending", "po-fixed.csv"],
          ["process", "approved", "po-fixed.csv"],
        ])
        expect(record.runs[0].error_count).toBe(2)
        expect(record.runs[1].actor).toBe("ERP (integration)")
        expect(record.runs[1].note).toContain("po.csv")
        const apiRecord = await api.get(
          `/api/plugin-b2b-inbound-record/${id}`,
          editor
        )
        expect(apiRecord.data.data.runs).toHaveLength(3)

        // approved is final: 409 in words, nothing changed.
        const refused = await settle(
          api.post(
            `/admin/b2b/records/${id}/replace-file`,
            replaceForm(erpCsv("PO-FIX-2")),
            admin
          )
        )
        expect(refused.status).toBe(409)
        expect(refused.data.message).toContain("approved")
        expect((await recordOf(id)).file_name).toBe("po-fixed.csv")
      })

      it("refuses a replacement identical to another record's file, and a request without a file, naming what to do", async () => {
        const editor = await editorHeaders(api, getContainer())
        const other = await upload(editor, profiles.erp, erpCsv("PO-DUP-1"))
        const id = await upload(editor, profiles.erp, FAILING_ERP)
        await api.post(`/api/_action/plugin-b2b/process/${id}`, {}, editor)
        const duplicate = await settle(
          api.post(
            `/api/_action/plugin-b2b/replace-file/${id}`,
            replaceForm(erpCsv("PO-DUP-1")),
            editor
          )
        )
        const error = expectApiError(
          duplicate,
          409,
          "PLUGIN_B2B__DUPLICATE_FILE"
        )
        expect(error.detail).toContain(other)
        const noFile = await settle(
          api.post(
            `/api/_action/plugin-b2b/replace-file/${id}`,
            new FormData(),
            editor
          )
        )
        expectApiError(noFile, 400, "PLUGIN_B2B__FILE_MISSING")
        expect((await recordOf(id)).status).toBe("mapped")
      })
    })

    describe("needs attention and status filters", () => {
      it("filters by several statuses and by needs_attention, and counts the records that need attention", async () => {
        const editor = await editorHeaders(api, getContainer())
        const admin = await createAdministrator(getContainer(), api)
        const failing = await upload(editor, profiles.erp, FAILING_ERP)
        await api.post(`/api/_action/plugin-b2b/process/${failing}`, {}, editor)
        const empty = await upload(editor, profiles.erp, "\n", "e.csv")
        await api.post(`/api/_action/plugin-b2b/process/${empty}`, {}, editor)
        const pending = await upload(editor, profiles.erp, erpCsv("PO-NA-1"))

        const ids = (res: any) => res.data.records.map((r: any) => r.id).sort()
        const attention = [failing, empty].sort()
        for (const q of [
          "status[]=failed&status[]=mapped",
          "status=failed,mapped",
          "needs_attention=true",
        ]) {
          const res = await api.get(`/admin/b2b/records?${q}`, admin)
          expect({ q, ids: ids(res) }).toEqual({ q, ids: attention })
          expect(res.data.needs_attention_count).toBe(2)
        }
        const notPending = await api.get(
          "/admin/b2b/records?status=pending",
          admin
        )
        expect(ids(notPending)).toEqual([pending])
        const noAttention = await api.get(
          "/admin/b2b/records?needs_attention=false",
          admin
        )
        expect(ids(noAttention)).toEqual([pending])
        const bad = await settle(
          api.get("/admin/b2b/records?status=failed,nonsense", admin)
        )
        expect(bad.status).toBe(400)
        expect(bad.data.message).toContain("'nonsense' is no status")

        const search = await api.post(
          "/api/search/plugin-b2b-inbound-record",
          {
            filter: [
              {
                type: "equalsAny",
                field: "status",
                value: ["failed", "parsed", "mapped"],
              },
            ],
            "total-count-mode": 1,
          },
          editor
        )
        expect(search.data.total).toBe(2)
        const counts = await api.get(
          "/api/_action/plugin-b2b/record-counts",
          editor
        )
        expect(counts.data.data).toEqual({
          needsAttention: 2,
          byStatus: expect.objectContaining({
            pending: 1,
            failed: 1,
            mapped: 1,
            approved: 0,
          }),
        })
      })
    })

    describe("hold and --pending --profile", () => {
      it("keeps held records out of bulk passes until processed explicitly", async () => {
        const editor = await editorHeaders(api, getContainer())
        const admin = await createAdministrator(getContainer(), api)
        const held = await upload(
          editor,
          profiles.erp,
          erpCsv("PO-H-1"),
          "h.csv",
          {
            hold: "true",
          }
        )
        const form = new FormData()
        form.append("profile_id", profiles.erp)
        form.append("hold", "true")
        form.append(
          "file",
          new Blob([erpCsv("PO-H-2")], { type: "text/csv" }),
          "h2.csv"
        )
        const heldAdmin = (await api.post("/admin/b2b/records", form, admin))
          .data.record
        expect(heldAdmin.hold).toBe(true)
        const free = await upload(editor, profiles.erp, erpCsv("PO-H-3"))
        expect((await recordOf(held)).hold).toBe(true)

        const badHold = await settle(
          api.post(
            UPLOAD,
            (() => {
              const f = uploadForm({
                profileId: profiles.erp,
                file: erpCsv("PO-H-4"),
              })
              f.append("hold", "maybe")
              return f
            })(),
            editor
          )
        )
        expect(badHold.status).toBe(400)
        // /admin says what is wrong with the value, not that it is missing.
        const adminForm = new FormData()
        adminForm.append("profile_id", profiles.erp)
        adminForm.append("hold", "yes")
        adminForm.append(
          "file",
          new Blob([erpCsv("PO-H-5")], { type: "text/csv" }),
          "order.csv"
        )
        const badAdminHold = await settle(
          api.post("/admin/b2b/records", adminForm, admin)
        )
        expect(badAdminHold.status).toBe(400)
        expect(badAdminHold.data.message).not.toContain("is required")
        expect(badAdminHold.data.message).toContain("hold")

        const summary = await processPendingRecords(getContainer(), {
          actor: "test",
        })
        expect(summary.total).toBe(1)
        expect((await recordOf(free)).status).toBe("approved")
        expect((await recordOf(held)).status).toBe("pending")

        // process/{id} takes a held record.
        const done = await api.post(
          `/api/_action/plugin-b2b/process/${held}`,
          {},
          editor
        )
        expect(done.data.status).toBe("approved")
        const list = await api.get("/admin/b2b/records?status=pending", admin)
        expect(list.data.records.map((r: any) => [r.id, r.hold])).toEqual([
          [heldAdmin.id, true],
        ])
      })

      it("--pending --profile processes only that profile's records; an unknown profile exits 2 with words", async () => {
        const editor = await editorHeaders(api, getContainer())
        const erp = await upload(editor, profiles.erp, erpCsv("PO-C-1"))
        const held = await upload(
          editor,
          profiles.erp,
          erpCsv("PO-C-2"),
          "h.csv",
          {
            hold: "true",
          }
        )
        const edi = await upload(
          editor,
          profiles.edi,
          "order_number,email,sku,qty,unit_price\nE-1,purchasing@acme-industrial.example,SW01001,5,0.50"
        )
        const cli = (...args: string[]) =>
          runCli(["plugin:b2b:process", ...args], testDatabaseUrl(DB_NAME))
        const unknown = await cli("--pending", "--profile", UNKNOWN_ID)
        expect(unknown.code).toBe(2)
        expect(unknown.stderr).toContain(
          `no import profile with id "${UNKNOWN_ID}"`
        )
        const malformed = await cli("--pending", "--profile", "erp")
        expect(malformed.code).toBe(2)
        expect(malformed.stderr).toContain("32 hexadecimal characters")

        const run = await cli("--pending", "--profile", profiles.erp)
        expect(run.code).toBe(0)
        expect(run.stdout.trim()).toBe(
          "Processed 1 pending record(s): 1 approved, 0 awaiting approval, 0 failed, 0 skipped."
        )
        expect((await recordOf(erp)).status).toBe("approved")
        expect((await recordOf(held)).status).toBe("pending")
        expect((await recordOf(edi)).status).toBe("pending")
      })
    })
  },
})

/** A minimal openTRANS 2.1 ORDER for customer K-10001. */
function openTransOrder(orderId: string, lines: [string, string][]) {
  const items = lines
    .map(
      ([sku, qty], i) =>
        `<ORDER_ITEM><LINE_ITEM_ID>${i + 1}</LINE_ITEM_ID><PRODUCT_ID><bmecat:SUPPLIER_PID type="supplier_specific">${sku}</bmecat:SUPPLIER_PID></PRODUCT_ID><QUANTITY>${qty}</QUANTITY><bmecat:ORDER_UNIT>C62</bmecat:ORDER_UNIT></ORDER_ITEM>`
    )
    .join("")
  return `<?xml version="1.0" encoding="UTF-8"?>
<ORDER xmlns="http://www.opentrans.org/XMLSchema/2.1" xmlns:bmecat="http://www.bmecat.org/bmecat/2005" version="2.1" type="standard">
  <ORDER_HEADER><ORDER_INFO><ORDER_ID>${orderId}</ORDER_ID><ORDER_DATE>2026-11-20</ORDER_DATE>
    <ORDER_PARTIES_REFERENCE><bmecat:BUYER_IDREF type="buyer_specific">K-10001</bmecat:BUYER_IDREF><bmecat:SUPPLIER_IDREF type="supplier_specific">SHOP</bmecat:SUPPLIER_IDREF></ORDER_PARTIES_REFERENCE>
  </ORDER_INFO></ORDER_HEADER>
  <ORDER_ITEM_LIST>${items}</ORDER_ITEM_LIST>
  <ORDER_SUMMARY><TOTAL_ITEM_NUM>${lines.length}</TOTAL_ITEM_NUM></ORDER_SUMMARY>
</ORDER>`
}
