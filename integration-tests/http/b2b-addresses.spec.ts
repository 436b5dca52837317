import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { orderIdOfRecord } from "../../src/modules/b2b-import/pipeline/order/order-input"
import { createAdministrator } from "../helpers/access"
import { settle } from "../helpers/api-client"
import { editorHeaders, seedShop, uploadAndProcess } from "../helpers/b2b"

jest.setTimeout(300 * 1000)

type Party = {
  role: string
  id?: string
  name?: string
  street?: string
  zip?: string
  city?: string
  country?: string
  countryCoded?: string
}

const tag = (name: string, value?: string) =>
  value === undefined ? "" : `<${name}>${value}</${name}>`

function party(p: Party) {
  return `<PARTY><bmecat:PARTY_ID type="buyer_specific">${p.id ?? `${p.role}-1`}</bmecat:PARTY_ID><PARTY_ROLE>${p.role}</PARTY_ROLE><ADDRESS>${tag("bmecat:NAME", p.name)}${tag("bmecat:STREET", p.street)}${tag("bmecat:ZIP", p.zip)}${tag("bmecat:CITY", p.city)}${tag("bmecat:COUNTRY", p.country)}${tag("bmecat:COUNTRY_CODED", p.countryCoded)}</ADDRESS></PARTY>`
}

/** An openTRANS 2.1 ORDER for customer K-10001 with the given parties. */
function openTrans(orderId: string, parties: Party[], deliveryRef = "") {
  return `<?xml version="1.0" encoding="UTF-8"?>
<ORDER xmlns="http://www.opentrans.org/XMLSchema/2.1" xmlns:bmecat="http://www.bmecat.org/bmecat/2005" version="2.1" type="standard">
  <ORDER_HEADER><ORDER_INFO><ORDER_ID>${orderId}</ORDER_ID><ORDER_DATE>2026-11-20</ORDER_DATE>
    <PARTIES><PARTY><bmecat:PARTY_ID type="buyer_specific">K-10001</bmecat:PARTY_ID><PARTY_ROLE>buyer</PARTY_ROLE></PARTY>${parties.map(party).join("")}</PARTIES>
    <ORDER_PARTIES_REFERENCE><bmecat:BUYER_IDREF type="buyer_specific">K-10001</bmecat:BUYER_IDREF><bmecat:SUPPLIER_IDREF type="supplier_specific">SHOP</bmecat:SUPPLIER_IDREF>${deliveryRef ? `<SHIPMENT_PARTIES_REFERENCE><DELIVERY_IDREF type="buyer_specific">${deliveryRef}</DELIVERY_IDREF></SHIPMENT_PARTIES_REFERENCE>` : ""}</ORDER_PARTIES_REFERENCE>
  </ORDER_INFO></ORDER_HEADER>
  <ORDER_ITEM_LIST><ORDER_ITEM><LINE_ITEM_ID>1</LINE_ITEM_ID><PRODUCT_ID><bmecat:SUPPLIER_PID type="supplier_specific">SW01000</bmecat:SUPPLIER_PID></PRODUCT_ID><QUANTITY>1</QUANTITY><bmecat:ORDER_UNIT>C62</bmecat:ORDER_UNIT></ORDER_ITEM></ORDER_ITEM_LIST>
  <ORDER_SUMMARY><TOTAL_ITEM_NUM>1</TOTAL_ITEM_NUM></ORDER_SUMMARY>
</ORDER>`
}

const DELIVERY: Party = {
  role: "delivery",
  name: "ACME Werk Berlin",
  street: "Lieferweg 5",
  zip: "10115",
  city: "Berlin",
  countryCoded: "DE",
}
const INVOICE: Party = {
  role: "invoice",
  name: "ACME Buchhaltung",
  street: "Rechnungsstr. 1",
  zip: "20095",
  city: "Hamburg",
  country: "Deutschland",
}

/** openTRANS delivery and invoice parties become the order's addresses; an address an order cannot ship to stops it. */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let profiles: Awaited<ReturnType<typeof seedShop>>
    beforeAll(async () => {
      profiles = await seedShop(getContainer())
    })
    const send = async (
      orderId: string,
      parties: Party[],
      deliveryRef = ""
    ) => {
      const editor = await editorHeaders(api, getContainer())
      const { processed } = await uploadAndProcess(
        api,
        editor,
        profiles.opentrans,
        openTrans(orderId, parties, deliveryRef),
        "order.xml"
      )
      return { editor, processed: processed.data }
    }

    it("ships to the delivery party and bills the invoice party (default openTRANS reading)", async () => {
      const { editor, processed } = await send("OT-ADDR-1", [DELIVERY, INVOICE])
      expect(processed.status).toBe("awaiting_approval")
      const approved = await api.post(
        `/api/_action/plugin-b2b/approve/${processed.id}`,
        {},
        editor
      )
      expect(approved.data.status).toBe("approved")
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({
          entity: "order",
          fields: ["shipping_address.*", "billing_address.*"],
          filters: { id: approved.data.orderId },
        })
      expect(data[0].shipping_address).toMatchObject({
        company: "ACME Werk Berlin",
        address_1: "Lieferweg 5",
        postal_code: "10115",
        city: "Berlin",
        country_code: "de",
      })
      expect(data[0].billing_address).toMatchObject({
        company: "ACME Buchhaltung",
        city: "Hamburg",
        postal_code: "20095",
        country_code: "de",
      })
    })

    it("a delivery party without postal code ends mapped with ADDRESS_INCOMPLETE naming it", async () => {
      const { processed } = await send("OT-ADDR-2", [
        { ...DELIVERY, zip: undefined },
      ])
      expect(processed.status).toBe("mapped")
      expect(processed.errors).toEqual([
        expect.objectContaining({
          code: "ADDRESS_INCOMPLETE",
          message: expect.stringContaining("postal code"),
        }),
      ])
    })

    it("a delivery party in a country the region does not serve ends mapped: no untaxed order abroad", async () => {
      const { editor, processed } = await send("OT-ADDR-JP", [
        { ...DELIVERY, countryCoded: undefined, country: "Japan" },
      ])
      expect(processed.status).toBe("mapped")
      expect(processed.errors).toEqual([
        expect.objectContaining({
          code: "COUNTRY_NOT_IN_REGION",
          value: "JP",
          message: expect.stringContaining(
            "The shipping address is in Japan (JP)"
          ),
        }),
      ])
      const approve = await settle(
        api.post(`/api/_action/plugin-b2b/approve/${processed.id}`, {}, editor)
      )
      expect(approve.status).toBe(409)
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({
          entity: "order",
          fields: ["id"],
          filters: { id: orderIdOfRecord(processed.id) },
        })
      expect(data).toEqual([])
    })

    it("a party named by ORDER_PARTIES_REFERENCE's DELIVERY_IDREF is the shipping address", async () => {
      const { processed } = await send(
        "OT-ADDR-4",
        [
          {
            ...DELIVERY,
            role: "other",
            id: "WERK-7",
            city: "Leipzig",
            zip: "04109",
          },
        ],
        "WERK-7"
      )
      expect(processed.status).toBe("awaiting_approval")
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({
          entity: "inbound_record",
          fields: ["prepared_order"],
          filters: { id: processed.id },
        })
      expect((data[0] as any).prepared_order.shippingAddress).toMatchObject({
        city: "Leipzig",
        postal_code: "04109",
        country_code: "de",
      })
    })

    it("an unknown country is a row error", async () => {
      const { processed } = await send("OT-ADDR-3", [
        { ...DELIVERY, countryCoded: undefined, country: "Atlantis" },
      ])
      expect(processed.status).toBe("mapped")
      expect(processed.errors).toEqual([
        expect.objectContaining({
          code: "UNKNOWN_COUNTRY",
          value: "Atlantis",
        }),
      ])
    })

    it("a mapping path the import cannot read is refused when saved, in both dialects; nothing is written", async () => {
      const editor = await editorHeaders(api, getContainer())
      const path = "ORDER.ORDER_HEADER.ORDER_INFO.PARTIES.PARTY[2].ADDRESS.CITY"
      const refused = await settle(
        api.post(
          "/api/plugin-b2b-field-mapping",
          {
            profileId: profiles.opentrans,
            source: path,
            target: "shipping.city",
          },
          editor
        )
      )
      expect(refused.status).toBe(400)
      expect(refused.data.errors[0].detail).toContain("field 'source'")
      expect(refused.data.errors[0].detail).toContain("PARTY[2]")
      expect(refused.data.errors[0].source).toEqual({ pointer: "/source" })

      const admin = await createAdministrator(getContainer(), api)
      const adminRefused = await settle(
        api.post(
          `/admin/b2b/profiles/${profiles.opentrans}/mappings`,
          { source: path, target: "shipping.city" },
          admin
        )
      )
      expect(adminRefused.status).toBe(400)
      expect(adminRefused.data.message).toContain("field 'source'")
      expect(adminRefused.data.message).toContain("PARTY[PARTY_ROLE=delivery]")

      const profile = await api.get(
        `/admin/b2b/profiles/${profiles.opentrans}`,
        admin
      )
      expect(profile.data.profile.mappings).toEqual([])

      // The role filter is accepted.
      const ok = await api.post(
        `/admin/b2b/profiles/${profiles.opentrans}/mappings`,
        {
          source:
            "ORDER.ORDER_HEADER.ORDER_INFO.PARTIES.PARTY[PARTY_ROLE=delivery].ADDRESS.CITY",
          target: "shipping.city",
        },
        admin
      )
      expect(ok.status).toBeLessThan(300)
      const renamed = await settle(
        api.post(
          `/admin/b2b/mappings/${ok.data.mapping.id}`,
          { source: "A.PARTY[@role='x'].CITY" },
          admin
        )
      )
      expect(renamed.status).toBe(400)
    })

    it("a profile's format its mappings cannot be read with is refused, naming them; so is a line mapping without its list", async () => {
      const editor = await editorHeaders(api, getContainer())
      const created = await api.post(
        "/api/plugin-b2b-profile?_response=basic",
        { name: "Format switch", approvalMode: "manual", fileFormat: "csv" },
        editor
      )
      const profileId = created.data.data.id
      await api.post(
        "/api/plugin-b2b-field-mapping",
        { profileId, source: "PARTY[2]", target: "customer.number" },
        editor
      )
      const switched = await settle(
        api.patch(
          `/api/plugin-b2b-profile/${profileId}`,
          { fileFormat: "opentrans" },
          editor
        )
      )
      expect(switched.status).toBe(400)
      expect(switched.data.errors[0].source).toEqual({ pointer: "/fileFormat" })
      expect(switched.data.errors[0].detail).toContain(
        "The file format cannot be changed to openTRANS"
      )
      expect(switched.data.errors[0].detail).toContain("PARTY[2]")
      const admin = await createAdministrator(getContainer(), api)
      const adminSwitched = await settle(
        api.post(
          `/admin/b2b/profiles/${profileId}`,
          { file_format: "json" },
          admin
        )
      )
      expect(adminSwitched.status).toBe(400)
      const kept = await api.get(`/admin/b2b/profiles/${profileId}`, admin)
      expect(kept.data.profile.file_format).toBe("csv")

      // A delimiter that cannot separate cells is refused in both dialects.
      for (const delimiter of ['"', "\n"]) {
        const bad = await settle(
          api.patch(
            `/api/plugin-b2b-profile/${profileId}`,
            { csvDelimiter: delimiter },
            editor
          )
        )
        expect(bad.status).toBe(400)
        expect(bad.data.errors[0].source).toEqual({ pointer: "/csvDelimiter" })
        const badAdmin = await settle(
          api.post(
            `/admin/b2b/profiles/${profileId}`,
            { csv_delimiter: delimiter },
            admin
          )
        )
        expect(badAdmin.status).toBe(400)
      }

      const noList = await settle(
        api.post(
          "/api/plugin-b2b-field-mapping",
          {
            profileId: profiles.opentrans,
            source: "SUPPLIER_PID",
            target: "line.sku",
          },
          editor
        )
      )
      expect(noList.status).toBe(400)
      expect(noList.data.errors[0].detail).toContain("names no list of lines")
    })
  },
})
