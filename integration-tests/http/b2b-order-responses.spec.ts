import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import {
  splitSegments,
  valueOf,
} from "../../src/modules/b2b-import/pipeline/edifact-syntax"
import { decodeInterchange } from "../../src/modules/b2b-import/pipeline/edifact-una"
import {
  childTags,
  OPENTRANS_INFO_REQUIRED,
  OPENTRANS_INFO_SEQUENCE,
  readXml,
  sequenceProblems,
  UBL_REQUIRED,
  UBL_ROOT_SEQUENCE,
} from "../../src/modules/b2b-import/order-response/__tests__/xml-structure"
import { createAdministrator } from "../helpers/access"
import { settle } from "../helpers/api-client"
import { ediCsv, editorHeaders, seedShop, uploadForm } from "../helpers/b2b"
import {
  EXAMPLES,
  eurPrices,
  exampleText,
  processViaAdmin,
  processViaApi,
  stockUp,
} from "../helpers/b2b-order-formats"
import { SKUS } from "../helpers/b2b-order-examples"

jest.setTimeout(300 * 1000)

type Auth = { headers: Record<string, string> }

/** An openTRANS 2.1 ORDER for customer K-10001. */
const openTransOrder = (
  orderId: string,
  sku: string
) => `<?xml version="1.0" encoding="UTF-8"?>
<ORDER xmlns="http://www.opentrans.org/XMLSchema/2.1" xmlns:bmecat="http://www.bmecat.org/bmecat/2005" version="2.1" type="standard">
  <ORDER_HEADER><ORDER_INFO><ORDER_ID>${orderId}</ORDER_ID><ORDER_DATE>2026-11-20</ORDER_DATE>
    <PARTIES><PARTY><bmecat:PARTY_ID type="buyer_specific">K-10001</bmecat:PARTY_ID><PARTY_ROLE>buyer</PARTY_ROLE></PARTY></PARTIES>
    <ORDER_PARTIES_REFERENCE><bmecat:BUYER_IDREF type="buyer_specific">K-10001</bmecat:BUYER_IDREF><bmecat:SUPPLIER_IDREF type="supplier_specific">SHOP</bmecat:SUPPLIER_IDREF></ORDER_PARTIES_REFERENCE>
  </ORDER_INFO></ORDER_HEADER>
  <ORDER_ITEM_LIST><ORDER_ITEM><LINE_ITEM_ID>1</LINE_ITEM_ID><PRODUCT_ID><bmecat:SUPPLIER_PID type="supplier_specific">${sku}</bmecat:SUPPLIER_PID></PRODUCT_ID><QUANTITY>2</QUANTITY><bmecat:ORDER_UNIT>C62</bmecat:ORDER_UNIT></ORDER_ITEM></ORDER_ITEM_LIST>
  <ORDER_SUMMARY><TOTAL_ITEM_NUM>1</TOTAL_ITEM_NUM></ORDER_SUMMARY>
</ORDER>`

/** Order responses on both dialects: each format family's document by Accept, and the refusals. */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let profiles: Awaited<ReturnType<typeof seedShop>>
    let editor: Auth
    let admin: Auth
    let prices: Record<string, number>
    beforeAll(async () => {
      profiles = await seedShop(getContainer())
      editor = await editorHeaders(api, getContainer())
      admin = await createAdministrator(getContainer(), api)
      prices = await eurPrices(getContainer(), SKUS)
      await stockUp(getContainer(), SKUS, 100_000)
    })

    /** GET of a record's response on a dialect with an Accept header (none: sent blank, as a client without one; axios would add its own); bytes as sent. */
    const fetchResponse = (
      dialect: "api" | "admin",
      id: string,
      accept?: string
    ) => {
      const auth = dialect === "api" ? editor : admin
      const headers = { ...auth.headers }
      headers.accept = accept ?? ""
      const url =
        dialect === "api"
          ? `/api/_action/plugin-b2b/response/${id}`
          : `/admin/b2b/records/${id}/response`
      return settle(api.get(url, { headers, responseType: "arraybuffer" }))
    }
    const text = (res: any) => Buffer.from(res.data).toString("utf8")
    const jsonOf = (res: any) => JSON.parse(text(res))

    it("UBL: acknowledged while awaiting approval (AB, no lines), then accepted with the shop's order on both dialects; JSON on request", async () => {
      const number = `UBL-RESP-${Date.now()}`
      const processed = await processViaApi(
        api,
        editor,
        profiles.ubl,
        exampleText("ubl", [EXAMPLES.ubl.orderId, number]),
        "order.xml"
      )
      expect(processed.status).toBe("awaiting_approval")
      const ack = await fetchResponse("api", processed.id)
      expect([ack.status, ack.headers["content-type"]]).toEqual([
        200,
        "application/xml; charset=utf-8",
      ])
      expect(readXml(text(ack)).OrderResponse["cbc:OrderResponseCode"]).toBe(
        "AB"
      )

      const approved = await settle(
        api.post(`/api/_action/plugin-b2b/approve/${processed.id}`, {}, editor)
      )
      expect(approved.data.status).toBe("approved")
      for (const dialect of ["api", "admin"] as const) {
        const res = await fetchResponse(dialect, processed.id, "*/*")
        expect(res.status).toBe(200)
        const xml = text(res)
        expect(
          sequenceProblems(
            childTags(xml, ["OrderResponse"]),
            UBL_ROOT_SEQUENCE,
            UBL_REQUIRED
          )
        ).toEqual([])
        const doc = readXml(xml).OrderResponse
        expect(doc["cbc:SalesOrderID"]).toBe(approved.data.orderId)
        expect(doc["cac:OrderReference"]["cbc:ID"]).toBe(number)
        expect(["AP", "CA"]).toContain(doc["cbc:OrderResponseCode"])
        expect(doc["cac:OrderLine"]).toHaveLength(3)
      }
      const json = jsonOf(
        await fetchResponse("admin", processed.id, "application/json")
      )
      expect(json).toMatchObject({
        decision: expect.stringMatching(/^accepted/),
        orderId: approved.data.orderId,
        externalOrderNumber: number,
        currency: "EUR",
      })
      // Each line at the catalogue's price, stated net as UBL's file prices are (19 % tax); changed exactly where the file named another price.
      for (const line of json.lines) {
        expect(line.taxInclusive).toBe(false)
        expect(line.confirmedUnitPrice).toBeCloseTo(
          prices[line.sku] / (1 + line.taxRate / 100),
          4
        )
        expect(line.status).toBe(
          line.orderedUnitPrice === null ||
            Math.abs(line.orderedUnitPrice - line.confirmedUnitPrice) <= 0.005
            ? "accepted"
            : "changed"
        )
      }
      expect(json.totals.total).toBeGreaterThan(0)
    })

    it("EDIFACT: a rejected order answers an ORDRSP (BGM 27, the clerk's reason) to the ORDERS' sender; XML is not available (406)", async () => {
      const number = `EDI-RESP-${Date.now()}`.slice(0, 17)
      const record = await processViaAdmin(
        api,
        admin,
        profiles.edifact,
        exampleText("edifact", [EXAMPLES.edifact.orderId, number]),
        "order.edi",
        "application/edifact"
      )
      expect(record.status).toBe("awaiting_approval")
      await api.post(
        `/admin/b2b/records/${record.id}/reject`,
        { reason: "Customer's credit limit reached" },
        admin
      )
      const res = await fetchResponse("admin", record.id)
      expect([res.status, res.headers["content-type"]]).toEqual([
        200,
        "application/edifact; charset=iso-8859-1",
      ])
      const {
        text: edi,
        separators,
        start,
      } = decodeInterchange(Buffer.from(res.data))
      const { segments, tail } = splitSegments(edi, separators, start, 10_000)
      expect(tail).toBeNull()
      const [unb] = segments
      expect(unb.elements.slice(1, 3)).toEqual([
        ["4000001000002", "14"],
        ["4012345000009", "14"],
      ])
      const unh = segments.findIndex((s) => s.tag === "UNH")
      const unt = segments.findIndex((s) => s.tag === "UNT")
      expect(Number(valueOf(segments[unt], 1))).toBe(unt - unh + 1)
      expect(
        valueOf(
          segments.find((s) => s.tag === "BGM")!,
          3
        )
      ).toBe("27")
      expect(segments.find((s) => s.tag === "RFF")!.elements[0]).toEqual([
        "ON",
        number,
      ])
      expect(
        segments.filter((s) => s.tag === "LIN").map((s) => valueOf(s, 2))
      ).toEqual(["7", "7", "7"])
      expect(
        segments.find((s) => s.tag === "FTX")!.elements[3].join("")
      ).toContain("Customer's credit limit reached")

      const refused = await fetchResponse("api", record.id, "application/xml")
      expect(refused.status).toBe(406)
      expect(jsonOf(refused).errors[0].detail).toContain(
        "application/edifact or application/json"
      )
      const adminRefused = await fetchResponse("admin", record.id, "text/html")
      expect([adminRefused.status, jsonOf(adminRefused).message]).toEqual([
        406,
        expect.stringContaining("application/edifact or application/json"),
      ])
      // A refusal varies by Accept too, and is never sniffed.
      for (const answer of [refused, adminRefused])
        expect(answer.headers).toMatchObject({
          vary: expect.stringContaining("Accept"),
          "x-content-type-options": "nosniff",
        })
    })

    it("EDIFACT approved as sent: accepted (BGM 29, LIN 5), prices on the file's net basis (PRI AAA), money in cents; Accept variants on both dialects", async () => {
      const number = `EDI-NET-${Date.now()}`.slice(0, 17)
      const record = await processViaAdmin(
        api,
        admin,
        profiles.edifact,
        exampleText("edifact", [EXAMPLES.edifact.orderId, number]),
        "order.edi",
        "application/edifact"
      )
      expect(record.status).toBe("awaiting_approval")
      const approved = await settle(
        api.post(`/api/_action/plugin-b2b/approve/${record.id}`, {}, editor)
      )
      expect([approved.data.status, approved.data.changes]).toEqual([
        "approved",
        [],
      ])
      const res = await fetchResponse("api", record.id)
      const {
        text: edi,
        separators,
        start,
      } = decodeInterchange(Buffer.from(res.data))
      const { segments } = splitSegments(edi, separators, start, 10_000)
      const of = (tag: string) => segments.filter((s) => s.tag === tag)
      expect(valueOf(of("BGM")[0], 3)).toBe("29")
      expect(of("LIN").map((s) => valueOf(s, 2))).toEqual(
        of("LIN").map(() => "5")
      )
      expect(of("PRI").map((s) => s.elements[0][0])).toEqual(
        of("PRI").map(() => "AAA")
      )

      const json = jsonOf(
        await fetchResponse("api", record.id, "application/json ; q=0.5")
      )
      expect(json.decision).toBe("accepted")
      for (const line of json.lines) {
        expect([line.status, line.changes, line.taxInclusive]).toEqual([
          "accepted",
          [],
          false,
        ])
        expect(
          Math.abs(line.confirmedUnitPrice - line.orderedUnitPrice)
        ).toBeLessThanOrEqual(0.005)
      }
      const cents = (v: number | null) =>
        v === null || Number(v.toFixed(2)) === v
      expect(
        [json.totals.lineAmount, json.totals.taxTotal, json.totals.total].map(
          cents
        )
      ).toEqual([true, true, true])

      // Accept as RFC 9110 allows it, on both dialects; JSON:API's own type on /api.
      for (const dialect of ["api", "admin"] as const)
        for (const accept of [
          "application/json ; q=0.5",
          "application/json;q=1.5",
          "application/json;q=abc",
        ]) {
          const asked = await fetchResponse(dialect, record.id, accept)
          expect([
            dialect,
            accept,
            asked.status,
            asked.headers["content-type"],
          ]).toEqual([dialect, accept, 200, "application/json; charset=utf-8"])
        }
      const jsonApi = await fetchResponse(
        "api",
        record.id,
        "application/vnd.api+json"
      )
      expect([jsonApi.status, jsonOf(jsonApi).recordId]).toEqual([
        200,
        record.id,
      ])
    })

    it("openTRANS: a line the shop does not know is rejected with its error; a file nobody could read is rejected as a whole", async () => {
      const number = `OT-RESP-${Date.now()}`
      const mapped = await processViaApi(
        api,
        editor,
        profiles.opentrans,
        openTransOrder(number, "NO-SUCH-SKU"),
        "order.xml"
      )
      expect(mapped.status).toBe("mapped")
      const res = await fetchResponse("api", mapped.id)
      const xml = text(res)
      const info = [
        "ORDERRESPONSE",
        "ORDERRESPONSE_HEADER",
        "ORDERRESPONSE_INFO",
      ]
      expect(
        sequenceProblems(
          childTags(xml, info),
          OPENTRANS_INFO_SEQUENCE,
          OPENTRANS_INFO_REQUIRED
        )
      ).toEqual([])
      const doc = readXml(xml).ORDERRESPONSE
      expect(doc.ORDERRESPONSE_HEADER.ORDERRESPONSE_INFO.ORDER_ID).toBe(number)
      const [item] = doc.ORDERRESPONSE_ITEM_LIST.ORDERRESPONSE_ITEM
      expect(item.QUANTITY).toBe("0")
      expect(item.PRODUCT_ID["bmecat:SUPPLIER_PID"]["#text"]).toBe(
        "NO-SUCH-SKU"
      )
      expect(item.REMARKS.map((r: any) => r["#text"]).join(" ")).toContain(
        "NO-SUCH-SKU"
      )

      const failed = await processViaApi(
        api,
        editor,
        profiles.opentrans,
        "this is not XML",
        "broken.xml"
      )
      expect(failed.status).toBe("failed")
      const json = jsonOf(
        await fetchResponse("api", failed.id, "application/json")
      )
      expect(json).toMatchObject({
        decision: "rejected",
        recordStatus: "failed",
        lines: [],
        orderId: null,
      })
      expect(json.problems.length).toBeGreaterThan(0)
    })

    it("CSV: JSON is the standard document; pending is refused (409), an unknown id is 404, a caller without the privilege 403", async () => {
      const upload = await api.post(
        "/api/_action/plugin-b2b/upload",
        uploadForm({
          profileId: profiles.edi,
          file: ediCsv(`RESP-${Date.now()}`),
        }),
        editor
      )
      for (const dialect of ["api", "admin"] as const) {
        const pending = await fetchResponse(dialect, upload.data.id)
        expect(pending.status).toBe(409)
        expect(text(pending)).toContain(
          "nothing is decided about the order yet"
        )
        expect(
          (await fetchResponse(dialect, "0123456789abcdef0123456789abcdef"))
            .status
        ).toBe(404)
      }
      await api.post(
        `/api/_action/plugin-b2b/process/${upload.data.id}`,
        {},
        editor
      )
      const res = await fetchResponse("api", upload.data.id)
      expect([res.status, res.headers["content-type"]]).toEqual([
        200,
        "application/json; charset=utf-8",
      ])
      expect(jsonOf(res)).toMatchObject({
        recordStatus: "awaiting_approval",
        decision: "acknowledged",
      })
      expect(
        (await fetchResponse("api", upload.data.id, "application/xml")).status
      ).toBe(406)

      const outsider = await editorHeaders(api, getContainer(), [
        "plugin_b2b_profile:read",
      ])
      const denied = await settle(
        api.get(`/api/_action/plugin-b2b/response/${upload.data.id}`, outsider)
      )
      expect(denied.status).toBe(403)
    })
  },
})
