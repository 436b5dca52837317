import { createServer, type Server } from "http"
import type { AddressInfo } from "net"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import {
  orderSheet,
  rezipped,
  workbookBytes,
} from "../../src/modules/b2b-import/pipeline/__tests__/xlsx-fixtures"
import { editorHeaders, seedShop } from "../helpers/b2b"
import {
  EXAMPLES,
  exampleText,
  exampleXlsx,
  orderCount,
  processViaApi,
  stockUp,
} from "../helpers/b2b-order-formats"

jest.setTimeout(300 * 1000)

const UBL_ID = EXAMPLES.ubl.orderId
const CXML_ID = EXAMPLES.cxml.orderId
const EDI_ID = EXAMPLES.edifact.orderId
const CXML_DOCTYPE =
  '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.063/cXML.dtd">'

/** A cXML punch-out request: a real cXML document that is no order. */
const PUNCH_OUT = `<?xml version="1.0" encoding="UTF-8"?>
${CXML_DOCTYPE}
<cXML payloadID="4711@acme" timestamp="2026-12-06T09:30:00+01:00">
  <Header><From><Credential domain="NetworkID"><Identity>AN01000000001</Identity></Credential></From></Header>
  <Request><PunchOutSetupRequest operation="create"><BuyerCookie>1</BuyerCookie>
    <BrowserFormPost><URL>https://acme.example/punchout</URL></BrowserFormPost></PunchOutSetupRequest></Request>
</cXML>`

/** Broken files of each new format end failed, parsed or mapped, with errors naming the place in the file; none creates an order. */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let profiles: Awaited<ReturnType<typeof seedShop>>
    let editor: { headers: Record<string, string> }
    // A server the hostile XML points its entities and DTD at: it must never be asked.
    let trap: Server
    let trapUrl: string
    const trapRequests: string[] = []
    let ordersBefore: number
    beforeAll(async () => {
      profiles = await seedShop(getContainer())
      editor = await editorHeaders(api, getContainer())
      // Enough stock that a line's only error is the one the case makes (the examples order 200 screws).
      await stockUp(
        getContainer(),
        ["SW01000", "SW01001.100", "SW01005"],
        100_000
      )
      trap = createServer((req, res) => {
        trapRequests.push(req.url ?? "")
        res.end('<!ENTITY leak "leaked">')
      })
      await new Promise<void>((resolve) => trap.listen(0, "127.0.0.1", resolve))
      trapUrl = `http://127.0.0.1:${(trap.address() as AddressInfo).port}`
      ordersBefore = await orderCount(getContainer())
    })
    afterAll(async () => {
      await new Promise((resolve) => trap.close(resolve))
    })

    const ubl = (fileName: string, ...swaps: [string, string][]) =>
      processViaApi(
        api,
        editor,
        profiles.ubl,
        exampleText("ubl", ...swaps),
        fileName
      )
    const cxml = (fileName: string, file: string) =>
      processViaApi(api, editor, profiles.cxml, file, fileName)

    describe("PEPPOL/UBL", () => {
      it("an unknown SKU ends mapped with UNKNOWN_SKU on its line", async () => {
        const record = await ubl(
          "ubl-unknown-sku.xml",
          [UBL_ID, "UBL-BAD-1"],
          ["<cbc:ID>SW01001.100</cbc:ID>", "<cbc:ID>SW09999</cbc:ID>"]
        )
        expect(record).toMatchObject({ status: "mapped", orderId: null })
        expect(record.errors).toEqual([
          expect.objectContaining({
            row: 2,
            code: "UNKNOWN_SKU",
            value: "SW09999",
            message: expect.stringContaining("SW09999"),
          }),
        ])
      })

      it("a Quantity that is no number ends parsed with INVALID_NUMBER naming the element", async () => {
        const record = await ubl(
          "ubl-bad-quantity.xml",
          [UBL_ID, "UBL-BAD-2"],
          [
            '<cbc:Quantity unitCode="C62">12</cbc:Quantity>',
            '<cbc:Quantity unitCode="C62">zwölf</cbc:Quantity>',
          ]
        )
        expect(record).toMatchObject({ status: "parsed", orderId: null })
        expect(record.errors).toEqual([
          expect.objectContaining({
            row: 3,
            code: "INVALID_NUMBER",
            value: "zwölf",
            column: expect.stringContaining("Quantity"),
          }),
        ])
      })

      it("an Invoice instead of an Order fails, saying what it is", async () => {
        const record = await ubl(
          "ubl-invoice.xml",
          [UBL_ID, "UBL-BAD-3"],
          [
            '<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"',
            '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"',
          ],
          ["</Order>", "</Invoice>"]
        )
        expect(record).toMatchObject({ status: "failed", orderId: null })
        expect(record.errors).toEqual([
          expect.objectContaining({ code: "PARSE_ERROR", row: null }),
        ])
        expect(record.errors[0].message).toContain("not a UBL Order")
        expect(record.errors[0].message).toContain("<Invoice>")
      })
    })

    describe("cXML", () => {
      it("a document without an OrderRequest fails, naming what it holds", async () => {
        const record = await cxml("punchout.xml", PUNCH_OUT)
        expect(record).toMatchObject({ status: "failed", orderId: null })
        expect(record.errors).toEqual([
          expect.objectContaining({ code: "PARSE_ERROR" }),
        ])
        expect(record.errors[0].message).toContain("PunchOutSetupRequest")
        expect(record.errors[0].message).toContain("not an order")
      })

      it("a DOCTYPE declaring an external entity fails with XML_DOCTYPE_NOT_ALLOWED; nothing is fetched", async () => {
        const hostile = exampleText(
          "cxml",
          [CXML_ID, "CXML-BAD-2"],
          [
            CXML_DOCTYPE,
            `<!DOCTYPE cXML [<!ENTITY ext SYSTEM "${trapUrl}/entity">]>`,
          ],
          ["Please deliver to gate 3", "&ext; Please deliver to gate 3"]
        )
        const record = await cxml("xxe.xml", hostile)
        expect(record).toMatchObject({ status: "failed", orderId: null })
        expect(record.errors).toEqual([
          expect.objectContaining({ code: "XML_DOCTYPE_NOT_ALLOWED" }),
        ])
        expect(JSON.stringify(record)).not.toContain("leaked")
        expect(trapRequests).toEqual([])
      })

      it("a DOCTYPE that only names its DTD is read without fetching it (control case)", async () => {
        const named = exampleText(
          "cxml",
          [CXML_ID, "CXML-OK-3"],
          [CXML_DOCTYPE, `<!DOCTYPE cXML SYSTEM "${trapUrl}/cXML.dtd">`]
        )
        const record = await cxml("dtd-named.xml", named)
        expect(record).toMatchObject({
          status: "awaiting_approval",
          errors: [],
        })
        expect(trapRequests).toEqual([])
      })
    })

    describe("EDIFACT ORDERS", () => {
      const edifact = (fileName: string, ...swaps: [string, string][]) =>
        processViaApi(
          api,
          editor,
          profiles.edifact,
          exampleText("edifact", ...swaps),
          fileName,
          "application/edifact"
        )
      /** The example's message (UNH … UNT) once more under another reference. */
      const MESSAGE = exampleText("edifact")
        .split("\n")
        .filter((l) => /^(?!UNA|UNB|UNZ)/.test(l))
        .join("\n")

      it("a wrong segment count in UNT fails, naming the trailer and both counts", async () => {
        const record = await edifact(
          "unt.edi",
          [EDI_ID, "EDI-BAD-1"],
          ["UNT+28+1'", "UNT+27+1'"]
        )
        expect(record).toMatchObject({ status: "failed", orderId: null })
        expect(record.errors).toEqual([
          expect.objectContaining({ code: "PARSE_ERROR" }),
        ])
        expect(record.errors[0].message).toContain("UNT, segment 28")
        expect(record.errors[0].message).toContain("27 segments")
        expect(record.errors[0].message).toContain("holds 28")
      })

      it("two messages in one interchange fail with MULTIPLE_ORDERS", async () => {
        const second = MESSAGE.replace("UNH+1+", "UNH+2+")
          .replace("UNT+28+1'", "UNT+28+2'")
          .replace(EDI_ID, "EDI-BAD-2B")
        const record = await edifact(
          "two.edi",
          [EDI_ID, "EDI-BAD-2A"],
          ["UNZ+1+EDI00001'", `${second}\nUNZ+2+EDI00001'`]
        )
        expect(record).toMatchObject({ status: "failed", orderId: null })
        expect(record.errors).toEqual([
          expect.objectContaining({ code: "MULTIPLE_ORDERS" }),
        ])
      })

      it("a quantity that is no number ends parsed, naming its line's LIN and segment", async () => {
        const record = await edifact(
          "qty.edi",
          [EDI_ID, "EDI-BAD-3"],
          ["QTY+21:2:PCE'", "QTY+21:zwei:PCE'"]
        )
        expect(record).toMatchObject({ status: "parsed", orderId: null })
        expect(record.errors).toEqual([
          expect.objectContaining({
            row: 2,
            code: "INVALID_NUMBER",
            value: "zwei",
            column: expect.stringMatching(/\(LIN\+2, segment 19\)$/),
          }),
        ])
      })
    })

    describe("Excel", () => {
      const XLSX_TYPE = EXAMPLES.xlsx.type
      const excel = (
        fileName: string,
        file: Buffer,
        profileId = profiles.xlsx
      ) => processViaApi(api, editor, profileId, file, fileName, XLSX_TYPE)

      it("a text in Menge ends parsed, naming the cell", async () => {
        const form = await workbookBytes((workbook) =>
          orderSheet(workbook, [
            ["XLSX-BAD-1", "K-10001", "SW01000", 5],
            ["XLSX-BAD-1", "K-10001", "SW01001.100", "zwei"],
          ])
        )
        const record = await excel("menge.xlsx", form)
        expect(record).toMatchObject({ status: "parsed", orderId: null })
        expect(record.errors).toEqual([
          expect.objectContaining({
            row: 5,
            code: "INVALID_NUMBER",
            value: "zwei",
            column: "Menge (D5)",
          }),
        ])
      })

      it("a workbook with macros fails with FILE_UNSAFE", async () => {
        const macros = rezipped(
          exampleXlsx([EXAMPLES.xlsx.orderId, "XLSX-BAD-2"]),
          undefined,
          [{ name: "xl/vbaProject.bin", data: Buffer.alloc(64) }]
        )
        const record = await excel("macros.xlsx", macros)
        expect(record).toMatchObject({ status: "failed", orderId: null })
        expect(record.errors).toEqual([
          expect.objectContaining({ code: "FILE_UNSAFE" }),
        ])
        expect(record.errors[0].message).toContain("macros")
      })

      it("a zip bomb fails with FILE_TOO_COMPLEX", async () => {
        // 2 MB of zeros pack into a few KB: a ratio no workbook has.
        const bomb = rezipped(
          exampleXlsx([EXAMPLES.xlsx.orderId, "XLSX-BAD-3"]),
          undefined,
          [{ name: "xl/media/image1.png", data: Buffer.alloc(2 * 1024 * 1024) }]
        )
        expect(bomb.length).toBeLessThan(64 * 1024)
        const record = await excel("bomb.xlsx", bomb)
        expect(record).toMatchObject({ status: "failed", orderId: null })
        expect(record.errors).toEqual([
          expect.objectContaining({ code: "FILE_TOO_COMPLEX" }),
        ])
        expect(record.errors[0].message).toContain("zip bomb")
      })

      it("an .xlsx given to a CSV profile fails with FILE_BINARY, saying it is Excel", async () => {
        const record = await excel(
          "order.xlsx",
          exampleXlsx([EXAMPLES.xlsx.orderId, "XLSX-BAD-4"]),
          profiles.erp
        )
        expect(record).toMatchObject({ status: "failed", orderId: null })
        expect(record.errors).toEqual([
          expect.objectContaining({ code: "FILE_BINARY" }),
        ])
        expect(record.errors[0].message).toContain("Excel workbook")
      })
    })

    it("no file of this suite created an order (run last)", async () => {
      expect(await orderCount(getContainer())).toBe(ordersBefore)
    })
  },
})
