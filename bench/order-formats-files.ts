// Order files of every format with `n` lines, for bench/order-formats-exec.ts.
import ExcelJS from "exceljs"

const sku = (i: number) => `SW${String(1000 + (i % 20)).padStart(5, "0")}`
const qty = (i: number) => 1 + (i % 9)
const lines = (n: number, line: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => line(i)).join("")

export const csvFile = (n: number) =>
  "Bestellnummer;Kundennummer;Artikelnummer;Menge;Bemerkung\n" +
  lines(n, (i) => `PO-1;K-10001;${sku(i)};${qty(i)};"Tor ${i % 7}"\n`)

export const jsonFile = (n: number) =>
  JSON.stringify({
    number: "PO-1",
    customer: "K-10001",
    items: Array.from({ length: n }, (_, i) => ({ sku: sku(i), qty: qty(i) })),
  })

export const openTransFile = (n: number) =>
  `<?xml version="1.0" encoding="UTF-8"?><ORDER xmlns="http://www.opentrans.org/XMLSchema/2.1" version="2.1"><ORDER_HEADER><ORDER_INFO><ORDER_ID>PO-1</ORDER_ID></ORDER_INFO></ORDER_HEADER><ORDER_ITEM_LIST>` +
  lines(
    n,
    (i) =>
      `<ORDER_ITEM><LINE_ITEM_ID>${i + 1}</LINE_ITEM_ID><PRODUCT_ID><SUPPLIER_PID>${sku(i)}</SUPPLIER_PID></PRODUCT_ID><QUANTITY>${qty(i)}</QUANTITY><PRODUCT_PRICE_FIX><PRICE_AMOUNT>0.35</PRICE_AMOUNT></PRODUCT_PRICE_FIX></ORDER_ITEM>`
  ) +
  `</ORDER_ITEM_LIST></ORDER>`

export function edifactFile(n: number): string {
  const body = [
    "UNH+1+ORDERS:D:96A:UN:EAN008'",
    "BGM+220+PO-1+9'",
    "DTM+137:20261206:102'",
    "NAD+BY+4012345000009::9'",
    lines(
      n,
      (i) => `LIN+${i + 1}'PIA+1+${sku(i)}:SA'QTY+21:${qty(i)}'PRI+AAA:0.35'`
    ),
    "UNS+S'",
  ].join("")
  const segments = (body.match(/'/g) ?? []).length + 1
  return `UNA:+.? 'UNB+UNOC:3+4012345000009:14+4000001000002:14+261206:1200+1'${body}UNT+${segments}+1'UNZ+1+1'`
}

export const ublFile = (n: number) =>
  `<?xml version="1.0" encoding="UTF-8"?><Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"><cbc:ID>PO-1</cbc:ID><cac:BuyerCustomerParty><cac:Party><cbc:EndpointID schemeID="0088">4012345000009</cbc:EndpointID></cac:Party></cac:BuyerCustomerParty>` +
  lines(
    n,
    (i) =>
      `<cac:OrderLine><cac:LineItem><cbc:ID>${i + 1}</cbc:ID><cbc:Quantity unitCode="C62">${qty(i)}</cbc:Quantity><cac:Price><cbc:PriceAmount currencyID="EUR">0.35</cbc:PriceAmount></cac:Price><cac:Item><cac:SellersItemIdentification><cbc:ID>${sku(i)}</cbc:ID></cac:SellersItemIdentification></cac:Item></cac:LineItem></cac:OrderLine>`
  ) +
  `</Order>`

export const cxmlFile = (n: number) =>
  `<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.063/cXML.dtd"><cXML payloadID="1@buyer" timestamp="2026-12-06T12:00:00+01:00"><Header><From><Credential domain="NetworkID"><Identity>AN01000000001</Identity></Credential></From><To><Credential domain="NetworkID"><Identity>AN02</Identity></Credential></To><Sender><Credential domain="NetworkID"><Identity>AN01000000001</Identity></Credential><UserAgent>bench</UserAgent></Sender></Header><Request><OrderRequest><OrderRequestHeader orderID="PO-1" orderDate="2026-12-06" type="new"><Total><Money currency="EUR">1</Money></Total></OrderRequestHeader>` +
  lines(
    n,
    (i) =>
      `<ItemOut quantity="${qty(i)}" lineNumber="${i + 1}"><ItemID><SupplierPartID>${sku(i)}</SupplierPartID></ItemID><ItemDetail><UnitPrice><Money currency="EUR">0.35</Money></UnitPrice><Description xml:lang="en">Part</Description><UnitOfMeasure>EA</UnitOfMeasure></ItemDetail></ItemOut>`
  ) +
  `</OrderRequest></Request></cXML>`

export async function xlsxFile(n: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet("Bestellung")
  sheet.addRow(["Bestellnummer", "Kundennummer", "Artikelnummer", "Menge"])
  for (let i = 0; i < n; i++) sheet.addRow(["PO-1", "K-10001", sku(i), qty(i)])
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
