import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { FileFormat } from "../../file-formats"
import { mapFile } from "../map"
import { effectiveMappings, parseFile } from "../parse"
import { FileProblem } from "../types"
import { parseOptions } from "./fixtures"

const example = (name: string) =>
  readFileSync(
    join(__dirname, "../../../../../docs/examples/orders", name),
    "utf-8"
  )
const opts = (fileFormat: FileFormat) => parseOptions({ fileFormat })

async function problemOf(fileFormat: FileFormat, text: string) {
  try {
    await parseFile(Buffer.from(text), opts(fileFormat), [])
  } catch (error) {
    if (!(error instanceof FileProblem)) throw error
    return { problem: error }
  }
  throw new Error("the file was read")
}

/** Found by an outside attack on the standards' readers: what cost seconds and hundreds of MB, or read wrong. */
describe("the standards' readers against costly and misleading files", () => {
  it("refuses an attribute value of megabytes before the parser holds it", async () => {
    const ubl = example("order-ubl.xml").replace(
      'currencyID="EUR"',
      `currencyID="${"x".repeat(19_000_000)}"`
    )
    const { problem } = await problemOf("ubl", ubl)
    expect(problem.code).toBe("FILE_TOO_COMPLEX")
    expect(problem.message).toMatch(
      /attribute value of 19,000,000 characters \(line \d+\).*at most 4,096/
    )
  })

  it("refuses more attributes than an order can need", async () => {
    const attributes = Array.from({ length: 200_000 }, (_, i) => `a${i}="1"`)
    const cxml = example("order-cxml.xml").replace(
      "<Request",
      `<Request ${attributes.join(" ")}`
    )
    const { problem } = await problemOf("cxml", cxml)
    expect(problem.code).toBe("TOO_MANY_LINES")
    expect(problem.message).toMatch(/more than 101,000 attributes/)
  })

  it("reads quotes and > inside comments, CDATA and attribute values as text, not markup", async () => {
    const ubl = example("order-ubl.xml").replace(
      "<cbc:Note>",
      `<!-- a "quote' > --><cbc:Note a="x > y"><![CDATA[ " < ' ]]>`
    )
    const parsed = await parseFile(Buffer.from(ubl), opts("ubl"), [])
    expect(parsed.kind).toBe("tree")
  })

  it("refuses a DOCTYPE of megabytes, even one that only names its DTD", async () => {
    const cxml = example("order-cxml.xml").replace(
      '<!DOCTYPE cXML SYSTEM "',
      `<!DOCTYPE cXML${" ".repeat(5_000_000)}SYSTEM "`
    )
    const { problem } = await problemOf("cxml", cxml)
    expect(problem.code).toBe("XML_DOCTYPE_NOT_ALLOWED")
    expect(problem.message).toMatch(/is 5,000,\d{3} characters long/)
  })

  it.each([
    ["delete", "a cancellation of"],
    ["update", "a change of"],
  ])(
    "refuses a cXML OrderRequest of type %s: it would place the order again",
    async (type, words) => {
      const cxml = example("order-cxml.xml").replace(
        'type="new"',
        `type="${type}"`
      )
      const { problem } = await problemOf("cxml", cxml)
      expect(problem.message).toContain(
        `This cXML OrderRequest is ${words} order CXML-2026-0001`
      )
      expect(problem.message).toMatch(/new orders only/)
    }
  )

  it("reads a UBL price per BaseQuantity as the price of one unit", async () => {
    const ubl = example("order-ubl.xml")
      .replace(
        '<cbc:PriceAmount currencyID="EUR">0.35</cbc:PriceAmount>',
        '<cbc:PriceAmount currencyID="EUR">35.00</cbc:PriceAmount>'
      )
      .replace(
        '<cbc:BaseQuantity unitCode="C62">1</cbc:BaseQuantity>',
        '<cbc:BaseQuantity unitCode="C62">100</cbc:BaseQuantity>'
      )
    const parsed = await parseFile(Buffer.from(ubl), opts("ubl"), [])
    const { order, errors } = mapFile(
      parsed,
      effectiveMappings("ubl", []),
      opts("ubl")
    )
    expect(errors).toEqual([])
    expect(order.lines[0]).toMatchObject({ sku: "SW01000", unitPrice: 0.35 })
  })

  it("counts empty EDIFACT segments against the bound: 20 MB of ' is refused", async () => {
    const file = example("order-edifact.edi").replace(
      "UNS+S'",
      `${"'".repeat(20_000_000)}UNS+S'`
    )
    const { problem } = await problemOf("edifact", file)
    expect(problem.code).toBe("TOO_MANY_LINES")
  })
})
